import { ROOT_PARENT_ID, type EntitySchema, type FieldDef } from '../../schema/entity-types';
import { allFields } from '../../schema/system-fields';
import type { PagedQueryInfo, Row, TreeNode } from './data-provider';

/**
 * The server's query rules, in memory, for stories and unit tests: equality by default, substring
 * for plain strings, [from, to] for ranges, any-of for `in`.
 */

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function matchesField(field: FieldDef | undefined, wanted: unknown, actual: unknown): boolean {
  if (Array.isArray(wanted)) {
    if (field?.filter === 'in') return wanted.includes(actual);
    const [from, to] = wanted as [unknown, unknown];
    const text = String(actual ?? '');
    return (isEmpty(from) || text >= String(from)) && (isEmpty(to) || text <= String(to));
  }
  const substring = field?.filter === 'contains' || (field?.filter === undefined && field?.type === 'string' && !field.options);
  if (substring) return String(actual ?? '').includes(String(wanted));
  return actual === wanted;
}

export function matchesFilters(entity: EntitySchema, row: Row, filters: Record<string, unknown>): boolean {
  const fields = allFields(entity);
  return Object.entries(filters).every(([name, wanted]) => isEmpty(wanted) || matchesField(fields[name], wanted, row[name]));
}

function compareValues(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left ?? '').localeCompare(String(right ?? ''));
}

export function sortRows(entity: EntitySchema, rows: Row[], paging: PagedQueryInfo): Row[] {
  const sort = paging.sortField ? { field: paging.sortField, order: paging.sortOrder ?? 'asc' } : entity.list?.defaultSort;
  if (!sort) return rows;
  const direction = sort.order === 'desc' ? -1 : 1;
  return [...rows].sort((left, right) => direction * compareValues(left[sort.field], right[sort.field]));
}

export function pageOf(rows: Row[], paging: PagedQueryInfo): Row[] {
  const start = (paging.index - 1) * paging.pageSize;
  return rows.slice(start, start + paging.pageSize);
}

/** Nests flat rows by their parent field; children keep the `sort` order when the entity has one. */
export function nestRows(rows: Row[], parentField: string): TreeNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const ordered = [...rows].sort((left, right) => compareValues(left.sort, right.sort));
  const childrenOf = (parentId: string): TreeNode[] =>
    ordered
      .filter((row) => row[parentField] === parentId)
      .map((row) => {
        const children = childrenOf(row.id);
        return children.length > 0 ? { ...row, children } : { ...row };
      });
  const roots = ordered.filter((row) => {
    const parent = row[parentField];
    return parent === ROOT_PARENT_ID || typeof parent !== 'string' || !ids.has(parent);
  });
  return roots.map((row) => {
    const children = childrenOf(row.id);
    return children.length > 0 ? { ...row, children } : { ...row };
  });
}
