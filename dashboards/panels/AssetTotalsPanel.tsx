import { useTranslation } from 'react-i18next';
import { formatCount, formatWanYuan } from '../logic/format';
import { PanelCard } from './PanelCard';
import styles from './AssetTotalsPanel.module.css';

export interface AssetTotalsPanelProps {
  /** Role 01 counts networked equipment, roles 02 and 03 all equipment. */
  countKind: 'netEqpCount' | 'eqpCount';
  count: number;
  /** Yuan; shown in 万元 with 2 decimals. */
  totalPrice: number;
}

export function AssetTotalsPanel({ countKind, count, totalPrice }: AssetTotalsPanelProps) {
  const { t } = useTranslation();
  return (
    <PanelCard title={t('dashboard.totals.label')}>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>{t(`dashboard.totals.${countKind}`)}</dt>
          <dd>
            <span className={styles.figure}>{formatCount(count)}</span>
            <span className={styles.unit}>{t('dashboard.units.set')}</span>
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{t('dashboard.totals.totalPrice')}</dt>
          <dd>
            <span className={styles.figure}>{formatWanYuan(totalPrice)}</span>
            <span className={styles.unit}>{t('dashboard.units.wanYuan')}</span>
          </dd>
        </div>
      </dl>
    </PanelCard>
  );
}
