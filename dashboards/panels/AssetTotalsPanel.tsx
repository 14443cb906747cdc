import { useTranslation } from 'react-i18next';
import { formatCount, formatWanYuan } from '../logic/format';
import { equipmentTotalHref } from '../logic/panel-links';
import { hrefWhenPositive } from '../logic/target-href';
import { FigureLink } from './FigureLink';
import { PanelCard } from './PanelCard';
import styles from './AssetTotalsPanel.module.css';

export interface AssetTotalsPanelProps {
  /** Role 01 counts networked equipment, roles 02 and 03 all equipment. */
  countKind: 'netEqpCount' | 'eqpCount';
  count: number;
  /** Yuan; shown in 万元 with 2 decimals. */
  totalPrice: number;
  hospCode: string;
}

/** The header totals: the count opens the equipment it counts; the asset total is money, not a list. */
export function AssetTotalsPanel({ countKind, count, totalPrice, hospCode }: AssetTotalsPanelProps) {
  const { t } = useTranslation();
  const countLabel = t(`dashboard.totals.${countKind}`);
  const href = equipmentTotalHref(hospCode, countKind === 'netEqpCount' ? 'networked' : 'all');
  return (
    <PanelCard title={t('dashboard.totals.label')}>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>{countLabel}</dt>
          <dd>
            <FigureLink href={hrefWhenPositive(count, href)} label={`${countLabel} ${count}`} className={styles.figure}>
              {formatCount(count)}
            </FigureLink>
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
