import { useId, type CSSProperties, type ReactNode } from 'react';
import { Skeleton } from '@arco-design/web-react';
import { usePanelStatus } from './panel-progress-context';
import styles from './PanelCard.module.css';

export interface PanelCardProps {
  title: string;
  /** Right side of the header: a picker, a button, a total. */
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

const SKELETON_ROWS = 4;

/**
 * The frame of every dashboard panel: a titled region, so each panel is found by its name. Inside a
 * PanelLoading still waiting for its first answer, it keeps the title and shows a skeleton instead
 * of the body and the header's extra (a total there would be a false zero as well).
 */
export function PanelCard({ title, extra, children, className, style }: PanelCardProps) {
  const titleId = useId();
  const status = usePanelStatus();
  const waiting = status === 'waiting';
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      style={style}
      aria-labelledby={titleId}
      aria-busy={status === 'ready' ? undefined : true}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {extra && !waiting ? <div className={styles.extra}>{extra}</div> : null}
      </header>
      <div className={styles.body}>
        {waiting ? <Skeleton animation text={{ rows: SKELETON_ROWS, width: ['60%', '100%', '100%', '80%'] }} /> : children}
      </div>
    </section>
  );
}
