import type { FieldDef } from '../../schema/entity-types';
import type { Row } from '../data/data-provider';

export interface YesNo {
  yes: string;
  no: string;
}

/** Dictionary fields the server describes: the row carries `<field>Desc`, the option's label. */
export const showsDesc = (field: FieldDef | undefined): boolean => Boolean(field?.withDesc);

/**
 * A cell as text, the same in the table and in the export: the Desc text for dictionary fields,
 * 是/否 for booleans, date-times as the server wrote them, objects as JSON.
 */
export function cellText(name: string, field: FieldDef | undefined, row: Row, yesNo: YesNo): string {
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
  return String(value);
}

/** The label of a value among a field's static options (`options.values`), if it is one of them. */
export function staticOptionLabel(field: FieldDef | undefined, value: unknown): string | undefined {
  const options = field?.options && 'values' in field.options ? field.options.values : undefined;
  return options?.find((option) => option.value === value)?.label;
}
