import type { ReactNode } from 'react';
import styles from './CockpitTable.module.css';

export interface CockpitColumn {
  key: string;
  title: string;
  align?: 'left' | 'right' | 'center';
  /** CSS width of the column, e.g. '3em' or '20%'. */
  width?: string;
  /** The cells are the hospital's own entries (names), not texts of ours: marked data-user-data. */
  userData?: boolean;
}

export type CockpitRow = { key: string } & Record<string, ReactNode>;

/** A compact dark table for rankings and live lists (price ranking, repairs in progress, large equipment). */
export function CockpitTable({ columns, rows, label }: { columns: readonly CockpitColumn[]; rows: readonly CockpitRow[]; label: string }) {
  return (
    <table className={styles.table} aria-label={label}>
      <colgroup>
        {columns.map((column) => (
          <col key={column.key} style={column.width ? { width: column.width } : undefined} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" style={{ textAlign: column.align ?? 'left' }}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {columns.map((column) => (
              <td
                key={column.key}
                style={{ textAlign: column.align ?? 'left' }}
                title={typeof row[column.key] === 'string' ? (row[column.key] as string) : undefined}
              >
                {column.userData ? <span data-user-data="">{row[column.key]}</span> : row[column.key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
