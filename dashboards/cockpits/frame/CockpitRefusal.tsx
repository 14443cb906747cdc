import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IconLock } from '@arco-design/web-react/icon';
import type { RefusalReason } from './cockpit-access';
import styles from './CockpitRefusal.module.css';

export interface CockpitRefusalProps {
  reason: RefusalReason;
  /** The server's words for a denied hospital (您没有该医院的访问权限). */
  message?: string;
  /** Where 去登录 leads (the login page, coming back here); none for a refused key. */
  loginHref?: string;
}

const TEXTS = {
  noAccess: { title: 'cockpit.frame.access.refusedTitle', text: 'cockpit.frame.access.refusedText' },
  keyInvalid: { title: 'cockpit.frame.access.keyInvalidTitle', text: 'cockpit.frame.access.keyInvalidText' },
  sessionGone: { title: 'cockpit.frame.access.sessionGoneTitle', text: 'cockpit.frame.access.sessionGoneText' },
  denied: { title: 'cockpit.frame.access.deniedTitle', text: null },
} as const satisfies Record<RefusalReason, { title: string; text: string | null }>;

/**
 * What a cockpit shows instead of its panels when nobody is entitled to them: why, and the way in.
 * No call is made and no number drawn; the link leaves for the login page, it never redirects by
 * itself (so a wall display without a key cannot loop).
 */
export function CockpitRefusal({ reason, message, loginHref }: CockpitRefusalProps) {
  const { t } = useTranslation();
  const texts = TEXTS[reason];
  return (
    <div className={styles.refusal} role="alert" data-cockpit-refusal={reason}>
      <IconLock style={{ fontSize: 64, color: '#7ec8ff' }} />
      <h2 className={styles.title}>{t(texts.title)}</h2>
      <p className={styles.text}>{texts.text ? t(texts.text) : message}</p>
      {loginHref && reason !== 'keyInvalid' ? (
        <Link className={styles.login} to={loginHref}>
          {t('cockpit.frame.access.login')}
        </Link>
      ) : null}
    </div>
  );
}
