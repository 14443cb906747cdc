import type { ReactNode } from 'react';
import type { PanelData } from '../../api/use-panel-query';
import { AutoScrollList } from '../../panels/AutoScrollList';
import { CockpitPanel } from '../frame/CockpitPanel';
import styles from './CockpitTable.module.css';

export interface CockpitColumn {
  key: string;
  title: string;
  /** CSS width of the column (e.g. '18%' or '5em'); the rest share what is left. */
  width?: string;
  align?: 'left' | 'right' | 'center';
  /** The cells are the hospital's own entries (names), not texts of ours: marked data-user-data. */
  userData?: boolean;
}

export interface CockpitRow {
  key: string;
  cells: Readonly<Record<string, ReactNode>>;
  /** A row past a limit (overdue) is marked, in colour and with the cell text saying why. */
  tone?: 'warn' | 'alert';
}

export interface CockpitTableProps {
  title: string;
  columns: readonly CockpitColumn[];
  rows: readonly CockpitRow[];
  progress?: Pick<PanelData<unknown>, 'waiting' | 'failed'>;
  /** Nothing to list; by default when there are no rows. */
  empty?: boolean;
  /** One line above the table, e.g. "共 31 条，显示最久的 20 条". */
  caption?: ReactNode;
  /**
   * A live list: the header stays, the rows scroll themselves within this height (and hold still
   * under the pointer). Without it the table is fitted to its panel (rankings), striped row by row.
   */
  scrollHeight?: number;
  /** A fitted table's rows after this many continue in a second table beside the first (a ranking of ten). */
  splitAfter?: number;
  className?: string;
}

/** A panel holding a dark table of records: a fitted ranking or a live list that scrolls itself. */
export function CockpitTable({
  title,
  columns,
  rows,
  progress,
  empty = rows.length === 0,
  caption,
  scrollHeight,
  splitAfter,
  className,
}: CockpitTableProps) {
  const scrolling = scrollHeight !== undefined;
  const fitted = (part: readonly CockpitRow[]) => (
    <table className={styles.table} aria-label={title}>
      <ColumnWidths columns={columns} />
      <TableHead columns={columns} />
      <TableBody columns={columns} rows={part} />
    </table>
  );
  return (
    <CockpitPanel title={title} progress={progress} empty={empty} className={className}>
      <div className={scrolling ? styles.scrolling : styles.fitted}>
        {caption ? <p className={styles.caption}>{caption}</p> : null}
        {scrolling ? (
          <>
            <table className={styles.table}>
              <ColumnWidths columns={columns} />
              <TableHead columns={columns} />
            </table>
            <AutoScrollList maxHeight={scrollHeight} label={title}>
              <table className={styles.table}>
                <ColumnWidths columns={columns} />
                <TableBody columns={columns} rows={rows} />
              </table>
            </AutoScrollList>
          </>
        ) : splitAfter ? (
          <div className={styles.twoColumns}>
            {fitted(rows.slice(0, splitAfter))}
            {rows.length > splitAfter ? fitted(rows.slice(splitAfter)) : null}
          </div>
        ) : (
          fitted(rows)
        )}
      </div>
    </CockpitPanel>
  );
}

function ColumnWidths({ columns }: { columns: readonly CockpitColumn[] }) {
  return (
    <colgroup>
      {columns.map((column) => (
        <col key={column.key} style={column.width ? { width: column.width } : undefined} />
      ))}
    </colgroup>
  );
}

function TableHead({ columns }: { columns: readonly CockpitColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.key} scope="col" style={{ textAlign: column.align ?? 'left' }}>
            {column.title}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function TableBody({ columns, rows }: { columns: readonly CockpitColumn[]; rows: readonly CockpitRow[] }) {
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.key} className={row.tone ? styles[row.tone] : undefined} data-row={row.key}>
          {columns.map((column) => {
            const cell = row.cells[column.key];
            return (
              // Long texts end in an ellipsis; the full text is the cell's tooltip.
              <td key={column.key} style={{ textAlign: column.align ?? 'left' }} title={typeof cell === 'string' ? cell : undefined}>
                {cell == null ? '—' : column.userData ? <span data-user-data="">{cell}</span> : cell}
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  );
}
