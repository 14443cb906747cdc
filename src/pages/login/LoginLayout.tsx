import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import styles from './LoginLayout.module.css';

export interface LoginLayoutProps {
  title: string;
  subtitle?: string;
  /** A wider card, for the hospital choice on /welcome. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the login pages and /welcome: a centred card with the page heading and the language switch. */
export function LoginLayout({ title, subtitle, wide = false, children }: LoginLayoutProps) {
  return (
    <main className={styles.page}>
      <div className={styles.languages}>
        <LanguageSwitch />
      </div>
      <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby="login-title">
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <h1 id="login-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
