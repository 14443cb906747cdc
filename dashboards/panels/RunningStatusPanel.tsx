import { Empty } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { RunningStatusItem } from '../api/dashboard-types';
import { formatCount, toNumber } from '../logic/format';
import { tagListMaxHeight } from '../logic/tile-layout';
import { AutoScrollList } from './AutoScrollList';
import { PanelCard } from './PanelCard';
import styles from './RunningStatusPanel.module.css';

export interface RunningStatusPanelProps {
  items: readonly RunningStatusItem[];
}

/** Roles 02 and 03: normal and faulty equipment per tag; above eight tags the tile grows and scrolls. */
export function RunningStatusPanel({ items }: RunningStatusPanelProps) {
  const { t } = useTranslation();
  return (
    <PanelCard title={t('dashboard.running.title')}>
      {items.length === 0 ? (
        <Empty description={t('dashboard.running.empty')} />
      ) : (
        <AutoScrollList maxHeight={tagListMaxHeight(items.length)}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" aria-hidden="true" />
                <th scope="col">{t('dashboard.running.normal')}</th>
                <th scope="col">{t('dashboard.running.faulty')}</th>
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
                      <span title={item.tagName}>{item.tagName}</span>
                      <span className={styles.bar} aria-hidden="true">
                        <span className={styles.normal} style={{ width: `${(normal / all) * 100}%` }} />
                        <span className={styles.faulty} style={{ width: `${(faulty / all) * 100}%` }} />
                      </span>
                    </th>
                    <td className={styles.normalText}>{formatCount(normal)}</td>
                    <td className={styles.faultyText}>{formatCount(faulty)}</td>
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
