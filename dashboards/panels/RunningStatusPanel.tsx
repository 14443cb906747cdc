import { Empty } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { RunningStatusItem } from '../../contracts/dashboard';
import { formatCount, toNumber } from '../logic/format';
import { tagEquipmentHref } from '../logic/panel-links';
import { hrefWhenPositive } from '../logic/target-href';
import { tagListMaxHeight } from '../logic/tile-layout';
import { AutoScrollList } from './AutoScrollList';
import { FigureLink } from './FigureLink';
import { PanelCard } from './PanelCard';
import styles from './RunningStatusPanel.module.css';

export interface RunningStatusPanelProps {
  items: readonly RunningStatusItem[];
  hospCode: string;
}

/**
 * Roles 02 and 03: normal (01) and faulty (awaiting repair 02 or under repair 03) equipment per tag,
 * each count opening that equipment; above eight tags the tile grows and scrolls.
 */
export function RunningStatusPanel({ items, hospCode }: RunningStatusPanelProps) {
  const { t } = useTranslation();
  const normalText = t('dashboard.running.normal');
  const faultyText = t('dashboard.running.faulty');
  return (
    <PanelCard title={t('dashboard.running.title')}>
      {items.length === 0 ? (
        <Empty description={t('dashboard.running.empty')} />
      ) : (
        <AutoScrollList maxHeight={tagListMaxHeight(items.length)}>
          <table className={styles.table}>
            <thead>
              <tr>
                <td />
                <th scope="col">{normalText}</th>
                <th scope="col">{faultyText}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const normal = toNumber(item.normalCount);
                const faulty = toNumber(item.mtcCount);
                const all = Math.max(toNumber(item.eqpCount), normal + faulty, 1);
                return (
                  <tr key={item.tagCode}>
                    <th scope="row" className={styles.tag}>
                      <span title={item.tagName} data-user-data="">
                        {item.tagName}
                      </span>
                      <span className={styles.bar} aria-hidden="true">
                        <span className={styles.normal} style={{ width: `${(normal / all) * 100}%` }} />
                        <span className={styles.faulty} style={{ width: `${(faulty / all) * 100}%` }} />
                      </span>
                    </th>
                    <td className={styles.normalText}>
                      <FigureLink
                        href={hrefWhenPositive(normal, tagEquipmentHref(hospCode, item.tagCode, 'normal'))}
                        label={`${item.tagName} ${normalText} ${normal}`}
                      >
                        {formatCount(normal)}
                      </FigureLink>
                    </td>
                    <td className={styles.faultyText}>
                      <FigureLink
                        href={hrefWhenPositive(faulty, tagEquipmentHref(hospCode, item.tagCode, 'repairing'))}
                        label={`${item.tagName} ${faultyText} ${faulty}`}
                      >
                        {formatCount(faulty)}
                      </FigureLink>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </AutoScrollList>
      )}
    </PanelCard>
  );
}
