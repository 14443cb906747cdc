import { useId, type CSSProperties, type ReactNode } from 'react';
import { Skeleton } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { PanelData } from '../../api/use-panel-query';
import styles from './CockpitPanel.module.css';

export interface CockpitPanelProps {
  title: string;
  /** The panel's call: a skeleton before its first answer, a notice when it failed with nothing to show. */
  progress?: Pick<PanelData<unknown>, 'waiting' | 'failed'>;
  /** True when the answer holds nothing to draw: the panel says 暂无数据 instead of an empty chart. */
  empty?: boolean;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * The frame of every cockpit panel: a titled region on the dark wall, so each panel is found by its
 * name (tests and screen readers alike). It never draws defaults as data: before the first answer a
 * skeleton, after a failure without an earlier answer a notice.
 */
export function CockpitPanel({ title, progress, empty = false, children, className, style }: CockpitPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const waiting = progress?.waiting ?? false;
  const failed = !waiting && (progress?.failed ?? false) && empty;
  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      style={style}
      aria-labelledby={titleId}
      aria-busy={waiting || undefined}
      data-pdf-block=""
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>
        {waiting ? (
          <Skeleton animation text={{ rows: 3 }} />
        ) : failed ? (
          <div className={`${styles.notice} ${styles.failed}`} role="alert">
            {t('cockpit.frame.loadFailed')}
          </div>
        ) : empty ? (
          <div className={styles.notice}>{t('cockpit.frame.empty')}</div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
