import type { PanelData } from '../../../api/use-panel-query';
import { CockpitPanel } from '../../frame/CockpitPanel';
import styles from './FigureTiles.module.css';

export type FigureTone = 'plain' | 'good' | 'warn' | 'alert';

export interface FigureTile {
  key: string;
  label: string;
  /** Already formatted (counts grouped, rates in percent). */
  value: string;
  unit?: string;
  tone?: FigureTone;
}

export interface FigureTilesProps {
  title: string;
  tiles: readonly FigureTile[];
  progress?: Pick<PanelData<unknown>, 'waiting' | 'failed'>;
  className?: string;
}

/** A row of big figures, each with its name above: the numbers a wall screen is read for from afar. */
export function FigureTiles({ title, tiles, progress, className }: FigureTilesProps) {
  return (
    <CockpitPanel title={title} progress={progress} className={className}>
      <dl className={styles.tiles} style={{ gridTemplateColumns: `repeat(${Math.max(tiles.length, 1)}, minmax(0, 1fr))` }}>
        {tiles.map((tile) => (
          <div key={tile.key} className={`${styles.tile} ${styles[tile.tone ?? 'plain']}`} data-figure={tile.key}>
            <dt className={styles.label}>{tile.label}</dt>
            <dd className={styles.figure}>
              <span className={styles.value}>{tile.value}</span>
              {tile.unit ? <span className={styles.unit}>{tile.unit}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </CockpitPanel>
  );
}
