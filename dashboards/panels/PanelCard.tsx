import { useId, type CSSProperties, type ReactNode } from 'react';
import styles from './PanelCard.module.css';

export interface PanelCardProps {
  title: string;
  /** Right side of the header: a picker, a button, a total. */
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** The frame of every dashboard panel: a titled region, so each panel is found by its name. */
export function PanelCard({ title, extra, children, className, style }: PanelCardProps) {
  const titleId = useId();
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} style={style} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {extra ? <div className={styles.extra}>{extra}</div> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
