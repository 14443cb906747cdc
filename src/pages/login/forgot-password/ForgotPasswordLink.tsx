import { useState } from 'react';
import { Link } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../../engine/client/extension-points';
import styles from './ForgotPasswordDialog.module.css';

// The dialog (Modal, Steps, the SMS flow) loads on the first click: the login page's first load
// stays without it (issue 17). It appears once its chunk is there.
const ForgotPasswordDialog = lazyComponent(() => import('./ForgotPasswordDialog').then((m) => m.ForgotPasswordDialog));

/** The login page's 忘记密码 link and the dialog it opens. */
export function ForgotPasswordLink() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first click on and kept: closing plays the dialog's exit and its afterClose reset.
  const [opened, setOpened] = useState(false);
  return (
    <div className={styles.link}>
      <Link
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('login.forgot.link')}
      </Link>
      {opened && <ForgotPasswordDialog visible={open} onClose={() => setOpen(false)} />}
    </div>
  );
}
