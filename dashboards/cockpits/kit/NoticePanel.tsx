import type { ReactNode } from 'react';
import { CockpitPanel } from '../frame/CockpitPanel';
import styles from './NoticePanel.module.css';

/**
 * A panel that explains instead of charting: used where a screen would need data the platform does
 * not have (e.g. environment sensors), so the wall says so plainly rather than showing invented values.
 */
export function NoticePanel({
  title,
  heading,
  children,
  className,
}: {
  title: string;
  heading: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <CockpitPanel title={title} className={className}>
      <div className={styles.notice} role="note">
        <p className={styles.heading}>{heading}</p>
        <div className={styles.text}>{children}</div>
      </div>
    </CockpitPanel>
  );
}
