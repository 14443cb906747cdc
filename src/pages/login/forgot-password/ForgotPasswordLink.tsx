import { useState } from 'react';
import { Link } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import styles from './ForgotPasswordDialog.module.css';

/** The login page's 忘记密码 link and the dialog it opens. */
export function ForgotPasswordLink() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.link}>
      <Link onClick={() => setOpen(true)}>{t('login.forgot.link')}</Link>
      <ForgotPasswordDialog visible={open} onClose={() => setOpen(false)} />
    </div>
  );
}
