import { useTranslation } from 'react-i18next';
import { formatCount, toNumber } from '../logic/format';
import { warrantyHref, type WarrantyKey } from '../logic/panel-links';
import { hrefWhenPositive } from '../logic/target-href';
import { FigureLink } from './FigureLink';
import { PanelCard } from './PanelCard';
import styles from './FigureGrid.module.css';

export const WARRANTY_KEYS: readonly WarrantyKey[] = ['insured', 'outOfWarranty', 'aboutToExpire'];

export interface WarrantyPanelProps {
  counts: Record<WarrantyKey, number>;
  hospCode: string;
  /** The month the counts are for (`yyyy-MM`): the lists open on it. */
  month: string;
}

/** Roles 02 and 03: this month's insured and out-of-warranty counts, and warranty ending within three months. */
export function WarrantyPanel({ counts, hospCode, month }: WarrantyPanelProps) {
  const { t } = useTranslation();
  return (
    <PanelCard title={t('dashboard.warranty.title')} extra={month}>
      <dl className={styles.grid}>
        {WARRANTY_KEYS.map((key) => {
          const value = toNumber(counts[key]);
          const label = t(`dashboard.warranty.${key}`);
          return (
            <div key={key} className={styles.cell}>
              <dt title={label}>{label}</dt>
              <dd>
                <FigureLink href={hrefWhenPositive(value, warrantyHref(key, hospCode, month))} label={`${label} ${value}`}>
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
