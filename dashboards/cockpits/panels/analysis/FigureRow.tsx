import styles from './FigureRow.module.css';

export interface Figure {
  key: string;
  label: string;
  /** The figure as shown (already formatted); null while its call has not answered yet. */
  value: string | null;
  unit?: string;
  /** A figure that asks for attention (faults, overdue, exposure). */
  alert?: boolean;
  /** Smaller digits for a long value (e.g. a month range). */
  small?: boolean;
}

/** From this many figures on, the digits shrink so each still fits its box. */
const DENSE_FROM = 7;

/**
 * The headline numbers across the top of a cockpit, as large text (a wall is read from afar, and
 * tests and screen readers read the same text). A figure without an answer yet shows a dash.
 */
export function FigureRow({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <ul
      className={[styles.row, figures.length >= DENSE_FROM ? styles.dense : ''].filter(Boolean).join(' ')}
      aria-label={label}
      data-figure-row=""
    >
      {figures.map((figure) => (
        <li key={figure.key} className={styles.figure} aria-label={figure.label} aria-busy={figure.value === null || undefined}>
          <span className={styles.label}>{figure.label}</span>
          <span className={[styles.value, figure.alert ? styles.alert : '', figure.small ? styles.small : ''].filter(Boolean).join(' ')}>
            {figure.value ?? '—'}
            {figure.unit && figure.value !== null ? <small className={styles.unit}>{figure.unit}</small> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
