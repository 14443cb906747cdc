import { Button, Dropdown, Menu } from '@arco-design/web-react';
import { IconFontColors } from '@arco-design/web-react/icon';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { COMPONENT_SIZES, componentSizeAtom, isComponentSize } from '../../../platform/state/ui-atoms';
import styles from './preferences.module.css';

/** Default, Medium, Small, Mini: applied to every Arco component through the ConfigProvider. */
export function SizeMenu() {
  const { t } = useTranslation();
  const [size, setSize] = useAtom(componentSizeAtom);
  const droplist = (
    <Menu
      selectedKeys={[size]}
      onClickMenuItem={(key) => {
        if (isComponentSize(key)) setSize(key);
      }}
    >
      {COMPONENT_SIZES.map((value) => (
        <Menu.Item key={value} disabled={value === size}>
          {t(`shell.size.${value}`)}
        </Menu.Item>
      ))}
    </Menu>
  );
  return (
    <Dropdown droplist={droplist} trigger="click" position="br">
      <Button type="text" icon={<IconFontColors />} aria-label={t('shell.size.label')} className={styles.iconButton} />
    </Dropdown>
  );
}
