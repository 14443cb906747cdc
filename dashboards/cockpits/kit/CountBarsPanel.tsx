import { useMemo, type ReactNode } from 'react';
import type { PanelData } from '../../api/use-panel-query';
import { G2Chart } from '../../charts/G2Chart';
import { formatCount } from '../../logic/format';
import { COCKPIT_PALETTE } from '../frame/cockpit-theme';
import { CockpitPanel } from '../frame/CockpitPanel';
import { barsSpec, type BarItem } from './specs';
import styles from './CountBarsPanel.module.css';

export interface CountBarsPanelProps {
  title: string;
  items: readonly BarItem[];
  /** The tooltip's name of the value (e.g. 工单数). */
  valueName: string;
  chartHeight: number;
  progress?: Pick<PanelData<unknown>, 'waiting' | 'failed'>;
  horizontal?: boolean;
  /** The number list beside the chart instead of under it. */
  listBeside?: boolean;
  /** Shown above the chart (e.g. the team's totals). */
  header?: ReactNode;
  /** The labels are the hospital's own entries (engineers' names): marked data-user-data. */
  userDataLabels?: boolean;
  className?: string;
}

/** Counts as bars, and the same counts as a list of "name number" under or beside them. */
export function CountBarsPanel({
  title,
  items,
  valueName,
  chartHeight,
  progress,
  horizontal = false,
  listBeside = false,
  header,
  userDataLabels = false,
  className,
}: CountBarsPanelProps) {
  // Callers rebuild items on every render; the chart is redrawn only when what it draws changes.
  const drawn = JSON.stringify(items);
  const spec = useMemo(() => barsSpec(JSON.parse(drawn) as BarItem[], valueName, horizontal), [drawn, valueName, horizontal]);
  return (
    <CockpitPanel title={title} progress={progress} empty={items.length === 0} className={className}>
      {header}
      <div className={listBeside ? styles.beside : styles.stacked}>
        <G2Chart spec={spec} height={chartHeight} label={title} />
        <ul className={styles.list}>
          {items.map((item, index) => (
            <li key={item.key} className={styles.item}>
              <span
                className={styles.swatch}
                style={{ background: item.colour ?? COCKPIT_PALETTE[index % COCKPIT_PALETTE.length] }}
                aria-hidden
              />
              <span className={styles.label} title={item.label} data-user-data={userDataLabels ? '' : undefined}>
                {item.label}
              </span>
              <span className={styles.value}>{formatCount(item.value)}</span>
            </li>
          ))}
        </ul>
      </div>
    </CockpitPanel>
  );
}
