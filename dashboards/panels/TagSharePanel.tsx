import { Empty, Progress } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { TagShareItem } from '../api/dashboard-types';
import { TAG_SHARE_PER_ROW } from '../logic/dashboard-constants';
import { formatPercent2, roundTo2, toNumber } from '../logic/format';
import { PanelCard } from './PanelCard';
import styles from './TagSharePanel.module.css';

export interface TagSharePanelProps {
  items: readonly TagShareItem[];
}

/** Roles 02 and 03: each tag's share of the equipment, three per row, with 2 decimals. */
export function TagSharePanel({ items }: TagSharePanelProps) {
  const { t } = useTranslation();
  return (
    <PanelCard title={t('dashboard.tagShare.title')}>
      {items.length === 0 ? (
        <Empty description={t('dashboard.tagShare.empty')} />
      ) : (
        <ul className={styles.tiles} style={{ gridTemplateColumns: `repeat(${TAG_SHARE_PER_ROW}, minmax(0, 1fr))` }}>
          {items.map((item) => {
            const rate = toNumber(item.tagRate);
            return (
              <li key={item.tagCode} className={styles.tile}>
                <Progress type="circle" size="small" percent={roundTo2(rate * 100)} formatText={() => formatPercent2(rate)} />
                <span className={styles.name} title={item.tagName}>
                  {item.tagName}
                </span>
                <span className={styles.count}>{t('dashboard.tagShare.count', { count: toNumber(item.eqpCount) })}</span>
              </li>
            );
          })}
        </ul>
      )}
    </PanelCard>
  );
}
