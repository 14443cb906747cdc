import { Message } from '@arco-design/web-react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { themeColorAtom } from '../../../platform/state/ui-atoms';
import { ThemePicker } from './ThemePicker';

/** The top bar's theme colour: stored, applied by the app (App.tsx), confirmed with 换肤成功. */
export function ThemeColorSwitch() {
  const { t } = useTranslation();
  const [color, setColor] = useAtom(themeColorAtom);
  return (
    <ThemePicker
      value={color}
      onChange={(next) => {
        setColor(next);
        Message.success(t('shell.theme.changed'));
      }}
    />
  );
}
