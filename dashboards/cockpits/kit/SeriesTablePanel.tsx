import { useMemo, type ReactNode } from 'react';
import type { PanelData } from '../../api/use-panel-query';
import { G2Chart } from '../../charts/G2Chart';
import { formatCount } from '../../logic/format';
import { CockpitPanel } from '../frame/CockpitPanel';
import { seriesSpec, type SeriesCategory, type SeriesDef } from './specs';
import styles from './SeriesTablePanel.module.css';

export interface SeriesColumn extends SeriesDef {
  /** How the table writes the value; grouped counts by default. */
  format?: (value: number) => string;
  /** Left out of the chart (e.g. hours beside counts), shown in the table only. */
  tableOnly?: boolean;
}

export interface SeriesTablePanelProps {
  title: string;
  /** The heading of the rows' name column (e.g. 工程师). */
  rowHeader: string;
  columns: readonly SeriesColumn[];
  rows: readonly SeriesCategory[];
  progress?: Pick<PanelData<unknown>, 'waiting' | 'failed'>;
  /** Draws the chart's series stacked (parts of one whole) or side by side. */
  chart?: { height: number; stacked?: boolean; horizontal?: boolean; maxRows?: number };
  /** The table's own height; longer tables scroll. */
  tableHeight?: number;
  /** False: the chart alone (its numbers are written elsewhere on the page). */
  showTable?: boolean;
  /** Shown between the title and the chart (e.g. a legend of what the columns mean). */
  note?: ReactNode;
  /** The rows' names are the hospital's own entries (people): marked data-user-data. */
  userDataRows?: boolean;
  className?: string;
}

/** Series per row as a chart (optional) and, always, as a table of the exact numbers. */
export function SeriesTablePanel({
  title,
  rowHeader,
  columns,
  rows,
  progress,
  chart,
  tableHeight,
  showTable = true,
  note,
  userDataRows = false,
  className,
}: SeriesTablePanelProps) {
  // Callers rebuild rows and columns on every render; the chart is redrawn only when what it draws changes.
  const drawn = chart
    ? JSON.stringify({
        rows: rows.slice(0, chart.maxRows ?? rows.length),
        series: columns.filter((column) => !column.tableOnly).map(({ key, label, colour }) => ({ key, label, colour })),
        stacked: chart.stacked ?? false,
        horizontal: chart.horizontal ?? false,
      })
    : '';
  const spec = useMemo(() => {
    if (!drawn) return null;
    const {
      rows: shown,
      series,
      stacked,
      horizontal,
    } = JSON.parse(drawn) as { rows: SeriesCategory[]; series: SeriesDef[]; stacked: boolean; horizontal: boolean };
    return seriesSpec(shown, series, { stacked, horizontal });
  }, [drawn]);
  return (
    <CockpitPanel title={title} progress={progress} empty={rows.length === 0} className={className}>
      <div className={styles.body}>
        {note}
        {spec && chart ? <G2Chart spec={spec} height={chart.height} label={title} /> : null}
        {showTable ? (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it (axe's scrollable-region-focusable).
          <section className={styles.scroll} style={tableHeight ? { maxHeight: tableHeight } : undefined} tabIndex={0} aria-label={title}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{rowHeader}</th>
                  {columns.map((column) => (
                    <th key={column.key} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row" title={row.label} data-user-data={userDataRows ? '' : undefined}>
                      {row.label}
                    </th>
                    {columns.map((column) => (
                      <td key={column.key}>{(column.format ?? formatCount)(row.values[column.key] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
      </div>
    </CockpitPanel>
  );
}
