import type { PanelData } from '../../api/use-panel-query';
import { CockpitPanel } from '../frame/CockpitPanel';
import styles from './CockpitFigures.module.css';

export type FigureTone = 'plain' | 'good' | 'warn' | 'alert';

export interface Figure {
  key: string;
  label: string;
  /** The figure as shown (already formatted); null while its call has not answered yet (a dash). */
  value: string | null;
  unit?: string;
  /** What the number means for the reader: alert for faults, overdue and exposure. */
  tone?: FigureTone;
  /** Smaller digits for a long value (e.g. a month range). */
  small?: boolean;
}

export interface CockpitFiguresProps {
  figures: readonly Figure[];
  /** The list's name; with the tiles look also the panel's title. */
  label: string;
  /**
   * 'row': the glowing boxes across the top of the analysis walls, no panel around them, the unit
   * joined to the number ("800台"). 'tiles': a titled panel of tiles (repair walls), the unit a word
   * of its own ("31 单"). The browser tests read both texts as they are.
   */
  look?: 'row' | 'tiles';
  progress?: Pick<PanelData<unknown>, 'waiting' | 'failed'>;
  className?: string;
}

/** From this many figures on, the row's digits shrink so each still fits its box. */
const DENSE_FROM = 7;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The headline numbers of a cockpit as large text (a wall is read from afar, and tests and screen
 * readers read the same text): a labelled list, one item per figure, named by its label.
 */
export function CockpitFigures({ figures, label, look = 'row', progress, className }: CockpitFiguresProps) {
  const tiles = look === 'tiles';
  const list = (
    <ul
      className={classes(styles.list, styles[look], !tiles && figures.length >= DENSE_FROM && styles.dense, !tiles && className)}
      style={tiles ? { gridTemplateColumns: `repeat(${Math.max(figures.length, 1)}, minmax(0, 1fr))` } : undefined}
      aria-label={label}
      data-figure-row=""
    >
      {figures.map((figure) => (
        <li
          key={figure.key}
          className={classes(styles.figure, styles[figure.tone ?? 'plain'])}
          aria-label={figure.label}
          aria-busy={figure.value === null || undefined}
          data-figure={figure.key}
        >
          <span className={styles.label}>{figure.label}</span>
          <span className={classes(styles.reading, figure.small && styles.small)}>
            <span className={styles.value}>{figure.value ?? '—'}</span>
            {figure.unit && figure.value !== null ? <small className={styles.unit}>{figure.unit}</small> : null}
          </span>
        </li>
      ))}
    </ul>
  );
  return tiles ? (
    <CockpitPanel title={label} progress={progress} className={className}>
      {list}
    </CockpitPanel>
  ) : (
    list
  );
}
