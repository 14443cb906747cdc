import { Button } from '@arco-design/web-react';
import { IconMenuFold, IconMenuUnfold } from '@arco-design/web-react/icon';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { deviceAtom, mobileSidebarOpenAtom, sidebarOpenedAtom } from '../../../platform/state/ui-atoms';

/** Opens or collapses the sidebar; on a mobile device it opens the sidebar drawer instead. */
export function Hamburger() {
  const { t } = useTranslation();
  const [opened, setOpened] = useAtom(sidebarOpenedAtom);
  const [mobileOpen, setMobileOpen] = useAtom(mobileSidebarOpenAtom);
  const mobile = useAtomValue(deviceAtom) === 'mobile';
  const expanded = mobile ? mobileOpen : opened;
  return (
    <Button
      id="shell-hamburger"
      type="text"
      aria-label={t('shell.sidebar.toggle')}
      aria-expanded={expanded}
      icon={expanded ? <IconMenuFold /> : <IconMenuUnfold />}
      onClick={() => (mobile ? setMobileOpen(!mobileOpen) : setOpened(!opened))}
    />
  );
}
