import { Empty } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { UsageRateItem } from '../api/dashboard-types';
import { LiquidGauge } from '../charts/LiquidGauge';
import { formatWholePercent, toNumber } from '../logic/format';
import { tagListMaxHeight } from '../logic/tile-layout';
import { AutoScrollList } from './AutoScrollList';
import { PanelCard } from './PanelCard';
import styles from './UsageRatePanel.module.css';

export interface UsageRatePanelProps {
  items: readonly UsageRateItem[];
}

/** Roles 02 and 03: usage rate per tag, fill gauges (whole percentages) that scroll by themselves above eight tags. */
export function UsageRatePanel({ items }: UsageRatePanelProps) {
  const { t } = useTranslation();
  return (
    <PanelCard title={t('dashboard.usage.title')}>
      {items.length === 0 ? (
        <Empty description={t('dashboard.usage.empty')} />
      ) : (
        <AutoScrollList maxHeight={tagListMaxHeight(items.length)}>
          <ul className={styles.items}>
            {items.map((item) => {
              const rate = toNumber(item.useRate);
              return (
                <li key={item.tagName} className={styles.item}>
                  <LiquidGauge rate={rate} label={`${item.tagName} ${formatWholePercent(rate)}`} size={72} />
                  <div className={styles.text}>
                    <span className={styles.name}>{item.tagName}</span>
                    <span className={styles.rate}>{formatWholePercent(rate)}</span>
                    <span className={styles.using}>
                      {t('dashboard.usage.using', { using: toNumber(item.usingCount), total: toNumber(item.eqpCount) })}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        </AutoScrollList>
      )}
    </PanelCard>
  );
}
