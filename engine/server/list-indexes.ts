import { createHash } from 'node:crypto';
import type { EntitySchema, ListParam } from '../schema/entity-types';
import { filterModeOf } from './list-filters';
import { readableFields, storedField, type StoredField } from './sql-mapping';

/** One column of a btree index, in the direction the list's ORDER BY reads it. */
export interface IndexColumn {
  column: string;
  desc?: boolean;
}

/**
 * An index a list needs, derived from its schema: a btree whose columns are the equalities a
 * query fixes, then its ORDER BY (`<sort> <order>, id desc`), or a trigram GIN for a substring filter.
 */
export type ListIndex =
  | { kind: 'btree'; name: string; table: string; columns: IndexColumn[] }
  | { kind: 'trigram'; name: string; table: string; column: string };

/** Every ORDER BY ends with the id, newest first, so equal sort values page stably. */
export const TIE_BREAK: IndexColumn = { column: 'id', desc: true };

const MAX_IDENTIFIER = 63;

/** Deterministic, readable, at most 63 characters: the same columns always make the same name. */
export function indexName(table: string, parts: string[], suffix: 'idx' | 'trgm'): string {
  const full = `${table}_${parts.join('_')}_${suffix}`;
  if (full.length <= MAX_IDENTIFIER) return full;
  const hash = createHash('sha256').update(full).digest('hex').slice(0, 8);
  return `${full.slice(0, MAX_IDENTIFIER - hash.length - suffix.length - 2)}_${hash}_${suffix}`;
}

const btree = (table: string, columns: IndexColumn[]): ListIndex => ({
  kind: 'btree',
  table,
  columns,
  name: indexName(
    table,
    columns.map(({ column, desc }) => (desc ? `${column}_desc` : column)),
    'idx',
  ),
});

/** A plain text column a trigram index can cover as `col ilike '%…%'` (char(n) and jsonb cannot). */
const isTextColumn = (stored: StoredField) => {
  const type = stored.field.sqlType?.toLowerCase();
  return stored.field.type === 'string' && !stored.field.format && (type === undefined || type === 'text' || type.startsWith('varchar'));
};

/**
 * The fields a list filters on by equality and by substring: its filter bar and its link
 * parameters. Advanced filters are left out: they mostly narrow a query the bar's filters or the
 * sort index already serve, and screens over one table (eqp) would otherwise stack a dozen indexes.
 */
function filterFields(entity: EntitySchema): { equality: StoredField[]; substring: StoredField[] } {
  const readable = new Map(readableFields(entity).map((stored) => [stored.name, stored]));
  const equality = new Map<string, StoredField>();
  const substring = new Map<string, StoredField>();
  for (const name of entity.list?.filters ?? []) {
    const stored = readable.get(name);
    if (!stored || stored.field.type === 'array' || stored.field.type === 'object') continue;
    const mode = filterModeOf(stored.field);
    if (mode === 'equals' || mode === 'in') equality.set(name, stored);
    else if (mode === 'contains' && isTextColumn(stored)) substring.set(name, stored);
  }
  for (const param of Object.values(entity.list?.params ?? {}) as ListParam[]) {
    if (!('field' in param) || typeof param.field !== 'string') continue;
    const stored = readable.get(param.field);
    if (!stored) continue;
    if (param.match === 'equals' || param.match === 'in') equality.set(param.field, stored);
    else if (param.match === 'contains' && isTextColumn(stored)) substring.set(param.field, stored);
  }
  return { equality: [...equality.values()], substring: [...substring.values()] };
}

/**
 * The indexes an entity's list needs, from its schema alone (docs/schemas.md, "Indexes derived
 * from the schema"):
 * - its default ORDER BY (`<defaultSort> <order>, id desc`), so page 1 and deep pages walk an index;
 * - each sortable column as `(<column>, id desc)`: ascending reads it forward, descending reads it
 *   backward and re-sorts only the ties (an incremental sort), so one index serves both;
 * - each equality filter followed by the default ORDER BY, so filter + sort is one index range;
 * - a trigram GIN per substring filter (`ilike '%…%'`), when `trigram` says the extension exists.
 * Left out, because each index costs every write: the primary key's own cases (`id desc`, `id`
 * equality), yes/no filters (walking the sort index finds them as fast), range filters (dates:
 * rarely selective enough to beat the sort index), and `fixedFilters` (the screens sharing a table
 * share its indexes; a fixed value is one of a few, so walking the sort index finds it at once).
 */
export function listIndexes(entity: EntitySchema, { trigram }: { trigram: boolean }): ListIndex[] {
  const table = entity.table;
  const declared = entity.list?.defaultSort;
  const sortStored = declared ? storedField(entity, declared.field) : undefined;
  const defaultOrder: IndexColumn[] = sortStored ? [{ column: sortStored.column, desc: declared!.order === 'desc' }] : [];

  const found = new Map<string, ListIndex>();
  const add = (columns: IndexColumn[]) => {
    if (columns.length === 1) return;
    const index = btree(table, columns);
    found.set(index.name, index);
  };

  add([...defaultOrder, TIE_BREAK]);
  for (const column of entity.list?.columns ?? []) {
    if (typeof column === 'string' || !column.sortable) continue;
    const stored = storedField(entity, column.field);
    // The default sort column descending is already indexed that way round.
    if (!stored || stored.column === 'id' || stored.column === sortStored?.column) continue;
    add([{ column: stored.column }, TIE_BREAK]);
  }
  const { equality, substring } = filterFields(entity);
  for (const stored of equality) {
    // The default sort column filtered by equality is served by the default ORDER BY's index.
    if (stored.column === 'id' || stored.field.type === 'boolean' || stored.column === sortStored?.column) continue;
    add([{ column: stored.column }, ...defaultOrder, TIE_BREAK]);
  }
  if (trigram) {
    for (const stored of substring) {
      const name = indexName(table, [stored.column], 'trgm');
      found.set(name, { kind: 'trigram', name, table, column: stored.column });
    }
  }
  return [...found.values()];
}
