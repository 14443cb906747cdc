import type { ReactNode } from 'react';
import type { PanelData } from '../../../api/use-panel-query';
import { AutoScrollList } from '../../../panels/AutoScrollList';
import { CockpitPanel } from '../../frame/CockpitPanel';
import styles from './CockpitTablePanel.module.css';

export interface TableColumn {
  key: string;
  title: string;
  /** CSS width of the column (e.g. '18%' or '120px'); the rest share what is left. */
  width?: string;
  align?: 'left' | 'right' | 'center';
  /** The cells are the hospital's own entries (names), not texts of ours: marked data-user-data. */
  userData?: boolean;
}

export interface TableRow {
  key: string;
  cells: Readonly<Record<string, ReactNode>>;
  /** A row past a limit (overdue) is marked, in colour and with the cell text saying why. */
  tone?: 'warn' | 'alert';
}

export interface CockpitTablePanelProps {
  title: string;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  /** The rows' box; a longer list scrolls by itself (and holds still under the pointer). */
  height: number;
  progress?: Pick<PanelData<unknown>, 'waiting' | 'failed'>;
  /** Above the table, e.g. "共 31 条，显示最久的 20 条". */
  caption?: ReactNode;
  className?: string;
}

/** A list of records on the wall: a fixed header and rows that scroll themselves when they overflow. */
export function CockpitTablePanel({ title, columns, rows, height, progress, caption, className }: CockpitTablePanelProps) {
  const colgroup = (
    <colgroup>
      {columns.map((column) => (
        <col key={column.key} style={column.width ? { width: column.width } : undefined} />
      ))}
    </colgroup>
  );
  return (
    <CockpitPanel title={title} progress={progress} empty={rows.length === 0} className={className}>
      {caption ? <div className={styles.caption}>{caption}</div> : null}
      <table className={styles.table}>
        {colgroup}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={{ textAlign: column.align ?? 'left' }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
      </table>
      <AutoScrollList maxHeight={height} label={title}>
        <table className={styles.table}>
          {colgroup}
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.tone ? styles[row.tone] : undefined} data-row={row.key}>
                {columns.map((column) => (
                  <td key={column.key} style={{ textAlign: column.align ?? 'left' }}>
                    {column.userData && row.cells[column.key] != null ? (
                      <span data-user-data="">{row.cells[column.key]}</span>
                    ) : (
                      (row.cells[column.key] ?? '—')
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </AutoScrollList>
    </CockpitPanel>
  );
}
