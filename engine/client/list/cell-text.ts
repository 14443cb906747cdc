import type { FieldDef } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';

export interface YesNo {
  yes: string;
  no: string;
}

/**
 * Fields the server describes: the row carries `<field>Desc`, the dictionary option's label or the
 * looked-up record's label (a department's name for its id).
 */
export const showsDesc = (field: FieldDef | undefined): boolean => Boolean(field?.withDesc || field?.lookup);

/** Where a cell's text goes: the screen (table, expanded row) or a file (CSV export). */
export type CellTarget = 'screen' | 'file';

/**
 * A cell as text, the same in the table and in the export: the Desc text for dictionary and lookup fields,
 * 是/否 for booleans, date-times as the server wrote them, objects as JSON. Money (`format: "money"`)
 * is grouped with 2 decimals on screen (2,109,000.00) and kept as sent in a file, so a spreadsheet
 * still reads a number.
 */
export function cellText(name: string, field: FieldDef | undefined, row: Row, yesNo: YesNo, target: CellTarget = 'screen'): string {
  const value = row[name];
  if (showsDesc(field)) {
    const desc = row[`${name}Desc`];
    if (typeof desc === 'string' && desc !== '') return desc;
  }
  if (value === null || value === undefined) return '';
  const label = staticOptionLabel(field, value);
  if (label !== undefined) return label;
  if (typeof value === 'boolean') return value ? yesNo.yes : yesNo.no;
  if (typeof value === 'object') return JSON.stringify(value);
  if (target === 'screen' && field?.format === 'money') return moneyText(value) ?? String(value);
  return String(value);
}

// Chinese and English group digits the same way (1,234,567.89), so one format serves both languages.
const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** An amount (a number, or a numeric string as PostgreSQL sends numeric) grouped with 2 decimals; undefined if it is not one. */
export function moneyText(value: unknown): string | undefined {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(amount) ? MONEY.format(amount) : undefined;
}

/** The label of a value among a field's static options (`options.values`), if it is one of them. */
export function staticOptionLabel(field: FieldDef | undefined, value: unknown): string | undefined {
  const options = field?.options && 'values' in field.options ? field.options.values : undefined;
  return options?.find((option) => option.value === value)?.label;
}
