import { useMemo } from 'react';
import type { PanelData } from '../../api/use-panel-query';
import { G2Chart } from '../../charts/G2Chart';
import { formatCount } from '../../logic/format';
import { CockpitPanel } from '../frame/CockpitPanel';
import { centredRingSpec, type RingItem } from './specs';
import styles from './RingPanel.module.css';

export interface RingPanelProps {
  title: string;
  items: readonly RingItem[];
  /** The figure in the ring's hole (e.g. 设备总数 and its count). */
  centre: { label: string; value: string };
  chartHeight: number;
  progress?: Pick<PanelData<unknown>, 'waiting' | 'failed'>;
  className?: string;
}

/** Parts of a whole as a ring, the whole in its centre, and every part as "name number" beside it. */
export function RingPanel({ title, items, centre, chartHeight, progress, className }: RingPanelProps) {
  // Callers rebuild items on every render; the chart is redrawn only when what it draws changes.
  const drawn = JSON.stringify(items);
  const spec = useMemo(() => centredRingSpec(JSON.parse(drawn) as RingItem[]), [drawn]);
  return (
    <CockpitPanel title={title} progress={progress} className={className}>
      <div className={styles.layout}>
        <div className={styles.ring}>
          <G2Chart spec={spec} height={chartHeight} label={title} />
          <div className={styles.centre}>
            <span className={styles.centreValue}>{centre.value}</span>
            <span className={styles.centreLabel}>{centre.label}</span>
          </div>
        </div>
        <ul className={styles.legend}>
          {items.map((item) => (
            <li key={item.key}>
              <span className={styles.swatch} style={{ background: item.colour }} aria-hidden />
              <span className={styles.label}>{item.label}</span>
              <span className={styles.value}>{formatCount(item.value)}</span>
            </li>
          ))}
        </ul>
      </div>
    </CockpitPanel>
  );
}
