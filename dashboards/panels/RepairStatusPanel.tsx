import { useTranslation } from 'react-i18next';
import type { RepairStatusCounts } from '../../contracts/dashboard';
import { formatCount, toNumber } from '../logic/format';
import { REPAIR_STATUS_ACTION_STATES, repairStatusHref } from '../logic/panel-links';
import { hrefWhenPositive } from '../logic/target-href';
import { FigureLink } from './FigureLink';
import { PanelCard } from './PanelCard';
import styles from './FigureGrid.module.css';

const REPAIR_STATUS_KEYS = Object.keys(REPAIR_STATUS_ACTION_STATES) as (keyof RepairStatusCounts)[];

export interface RepairStatusPanelProps {
  counts: RepairStatusCounts;
  hospCode: string;
}

/** Roles 02 and 03: unfinished repair orders per action state 01..08. */
export function RepairStatusPanel({ counts, hospCode }: RepairStatusPanelProps) {
  const { t } = useTranslation();
  return (
    <PanelCard title={t('dashboard.repairStatus.title')}>
      <dl className={styles.gridFit}>
        {REPAIR_STATUS_KEYS.map((key) => {
          const value = toNumber(counts[key]);
          const label = t(`dashboard.repairStatus.${key}`);
          return (
            <div key={key} className={styles.cell}>
              <dt title={label}>{label}</dt>
              <dd>
                <FigureLink href={hrefWhenPositive(value, repairStatusHref(key, hospCode))} label={`${label} ${value}`}>
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
