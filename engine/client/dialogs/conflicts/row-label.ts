import type { EntitySchema } from '../../../schema/entity-types';
import type { Row } from '../../data/data-provider';

/** A record's name for the user: the tree's label field, else the first list column with text, else its id. */
export function rowLabel(entity: EntitySchema, row: Record<string, unknown>): string {
  const candidates = [
    entity.tree?.labelField,
    ...(entity.list?.columns ?? []).map((column) => (typeof column === 'string' ? column : column.field)),
  ];
  for (const name of candidates) {
    const value = name ? row[name] : undefined;
    if (typeof value === 'string' && value.trim() !== '' && name !== 'id') return value;
  }
  return String((row as Row).id ?? '');
}
