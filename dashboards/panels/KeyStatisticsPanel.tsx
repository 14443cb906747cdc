import { useTranslation } from 'react-i18next';
import type { KeyStatistics } from '../../contracts/dashboard';
import { formatCount, toNumber } from '../logic/format';
import { keyStatisticHref } from '../logic/panel-links';
import { hrefWhenPositive } from '../logic/target-href';
import { FigureLink } from './FigureLink';
import { PanelCard } from './PanelCard';
import styles from './FigureGrid.module.css';

export const KEY_STATISTIC_KEYS: readonly (keyof KeyStatistics)[] = [
  'eqpTotal',
  'waitCheckTotal',
  'weeklyMaintenance',
  'weeklyMaintain',
  'monthMaintenance',
  'monthMaintain',
];

export interface KeyStatisticsPanelProps {
  statistics: KeyStatistics;
  hospCode: string;
  me: string;
}

/** Role 01 "my key statistics": my equipment, awaiting acceptance, repairs and maintenance this week and month. */
export function KeyStatisticsPanel({ statistics, hospCode, me }: KeyStatisticsPanelProps) {
  const { t } = useTranslation();
  return (
    <PanelCard title={t('dashboard.keyStats.title')}>
      <dl className={styles.grid}>
        {KEY_STATISTIC_KEYS.map((key) => {
          const value = toNumber(statistics[key]);
          const label = t(`dashboard.keyStats.${key}`);
          return (
            <div key={key} className={styles.cell}>
              <dt>{label}</dt>
              <dd>
                <FigureLink href={me ? hrefWhenPositive(value, keyStatisticHref(key, hospCode, me)) : null} label={`${label} ${value}`}>
                  {formatCount(value)}
                </FigureLink>
              </dd>
            </div>
          );
        })}
      </dl>
    </PanelCard>
  );
}
