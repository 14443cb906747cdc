import { Empty } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { TagShareItem } from '../../contracts/dashboard';
import { TAG_SHARE_PER_ROW } from '../logic/dashboard-constants';
import { formatPercent2, roundTo2, toNumber } from '../logic/format';
import { tagEquipmentHref } from '../logic/panel-links';
import { hrefWhenPositive } from '../logic/target-href';
import { tagListMaxHeight } from '../logic/tile-layout';
import { AutoScrollList } from './AutoScrollList';
import { FigureLink } from './FigureLink';
import { NamedProgress } from './NamedProgress';
import { PanelCard } from './PanelCard';
import styles from './TagSharePanel.module.css';

/** Ring diameter and stroke (px): the hole (64 - 2 × 4) holds "100.00%" at 12 px. */
const RING_SIZE = 64;
const RING_STROKE = 4;

export interface TagSharePanelProps {
  items: readonly TagShareItem[];
  hospCode: string;
}

/** Roles 02 and 03: each tag's share of the equipment, three per row, with 2 decimals; the count opens the tag's equipment. */
export function TagSharePanel({ items, hospCode }: TagSharePanelProps) {
  const { t } = useTranslation();
  return (
    <PanelCard title={t('dashboard.tagShare.title')}>
      {items.length === 0 ? (
        <Empty description={t('dashboard.tagShare.empty')} />
      ) : (
        <AutoScrollList maxHeight={tagListMaxHeight(items.length)}>
          <ul className={styles.tiles} style={{ gridTemplateColumns: `repeat(${TAG_SHARE_PER_ROW}, minmax(0, 1fr))` }}>
            {items.map((item) => {
              const rate = toNumber(item.tagRate);
              const count = toNumber(item.eqpCount);
              return (
                <li key={item.tagCode} className={styles.tile}>
                  <NamedProgress
                    name={item.tagName}
                    className={styles.ring}
                    type="circle"
                    width={RING_SIZE}
                    strokeWidth={RING_STROKE}
                    percent={roundTo2(rate * 100)}
                    formatText={() => formatPercent2(rate)}
                  />
                  <span className={styles.name} title={item.tagName} data-user-data="">
                    {item.tagName}
                  </span>
                  <FigureLink
                    href={hrefWhenPositive(count, tagEquipmentHref(hospCode, item.tagCode))}
                    label={`${item.tagName} ${count}`}
                    className={styles.count}
                  >
                    {t('dashboard.tagShare.count', { count })}
                  </FigureLink>
                </li>
              );
            })}
          </ul>
        </AutoScrollList>
      )}
    </PanelCard>
  );
}
