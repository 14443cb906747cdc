import { RingChart } from '../charts/RingChart';
import { formatCount } from '../logic/format';
import { FigureLink } from './FigureLink';
import { useOpenableHref } from './figure-access-context';
import styles from './RingWithLegend.module.css';

export interface LegendRow {
  key: string;
  label: string;
  value: number;
  colour: string;
  /** Already null when the count is 0 or the figure has no list. */
  href: string | null;
}

export interface RingWithLegendProps {
  rows: readonly LegendRow[];
  caption: string;
  figure: string;
  /** Name of the drawing for assistive technology. */
  label: string;
  onOpen: (href: string) => void;
}

/** A ring chart with its legend: each legend row shows the exact count and links where it may. */
export function RingWithLegend({ rows, caption, figure, label, onOpen }: RingWithLegendProps) {
  const openable = useOpenableHref();
  const openSlice = (key: string) => {
    const href = openable(rows.find((row) => row.key === key)?.href ?? null);
    if (href) onOpen(href);
  };
  return (
    <div className={styles.layout}>
      <RingChart slices={rows} caption={caption} figure={figure} label={label} onSliceClick={openSlice} />
      <ul className={styles.legend}>
        {rows.map((row) => (
          <li key={row.key} className={styles.row}>
            <span className={styles.dot} style={{ background: row.colour }} aria-hidden="true" />
            <span className={styles.name}>{row.label}</span>
            <FigureLink href={row.href} label={`${row.label} ${row.value}`} className={styles.value}>
              {formatCount(row.value)}
            </FigureLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
