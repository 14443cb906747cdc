import { Empty } from '@arco-design/web-react';
import { Trans, useTranslation } from 'react-i18next';
import type { UsageRateItem } from '../../contracts/dashboard';
import { LiquidGauge } from '../charts/LiquidGauge';
import { formatWholePercent, toNumber } from '../logic/format';
import { tagEquipmentHref } from '../logic/panel-links';
import { hrefWhenPositive } from '../logic/target-href';
import { tagListMaxHeight } from '../logic/tile-layout';
import { AutoScrollList } from './AutoScrollList';
import { FigureLink } from './FigureLink';
import { PanelCard } from './PanelCard';
import styles from './UsageRatePanel.module.css';

export interface UsageRatePanelProps {
  items: readonly UsageRateItem[];
  hospCode: string;
}

/**
 * Roles 02 and 03: usage rate per tag, fill gauges (whole percentages) that scroll by themselves
 * above eight tags. "In use 3/10": each count opens the tag's equipment in use, or all of it.
 */
export function UsageRatePanel({ items, hospCode }: UsageRatePanelProps) {
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
              const using = toNumber(item.usingCount);
              const total = toNumber(item.eqpCount);
              return (
                <li key={item.tagCode} className={styles.item}>
                  <LiquidGauge rate={rate} label={`${item.tagName} ${formatWholePercent(rate)}`} size={72} />
                  <div className={styles.text}>
                    <span className={styles.name} data-user-data="">
                      {item.tagName}
                    </span>
                    <span className={styles.rate}>{formatWholePercent(rate)}</span>
                    <span className={styles.using}>
                      <Trans
                        i18nKey="dashboard.usage.using"
                        values={{ using, total }}
                        components={{
                          using: (
                            <FigureLink
                              href={hrefWhenPositive(using, tagEquipmentHref(hospCode, item.tagCode, 'inUse'))}
                              label={`${item.tagName} ${t('dashboard.usage.inUse')} ${using}`}
                            >
                              {using}
                            </FigureLink>
                          ),
                          total: (
                            <FigureLink
                              href={hrefWhenPositive(total, tagEquipmentHref(hospCode, item.tagCode))}
                              label={`${item.tagName} ${total}`}
                            >
                              {total}
                            </FigureLink>
                          ),
                        }}
                      />
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
