import { Button, Dropdown, Menu, Message } from '@arco-design/web-react';
import { IconLanguage } from '@arco-design/web-react/icon';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '../../../platform/i18n/language';
import { useLanguage } from '../../../platform/i18n/use-language';
import styles from './preferences.module.css';

/** zh / en (seed 000 section 2.4); the choice is stored and confirmed with "Switch Language Success". */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  const queryClient = useQueryClient();
  const droplist = (
    <Menu
      selectedKeys={[language]}
      onClickMenuItem={(key) => {
        if (!isLanguage(key) || key === language) return;
        // English loads on first use: the queries and the notice follow once the switch is done.
        void setLanguage(key).then(() => {
          // The server answers dictionary labels in the request's language: read them again.
          void queryClient.invalidateQueries();
          Message.success(t('shell.language.switched'));
        });
      }}
    >
      {LANGUAGES.map((value) => (
        <Menu.Item key={value}>{t(`language.${value}`)}</Menu.Item>
      ))}
    </Menu>
  );
  return (
    <Dropdown droplist={droplist} trigger="click" position="br">
      <Button type="text" icon={<IconLanguage />} aria-label={t('language.label')} className={styles.iconButton} />
    </Dropdown>
  );
}
