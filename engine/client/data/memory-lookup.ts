import type { EntitySchema } from '../../schema/entity-types';
import { isPickableLookup, LOOKUP_PAGE_SIZE, type LookupOptionsAnswer, type LookupOptionsRequest } from '../../schema/lookup-picker';
import type { Row } from './data-provider';

/**
 * The in-memory provider's lookup picker (stories, unit tests): the looked-up entity's rows (of the
 * request's hospital when they carry one) whose label holds the keyword, ordered by label, paged.
 */
export function memoryLookupOptions(
  entity: EntitySchema,
  request: LookupOptionsRequest,
  rowsOf: (entityName: string) => Row[],
): LookupOptionsAnswer {
  const field = entity.fields[request.field];
  if (!field || !isPickableLookup(field)) return { list: [], total: 0 };
  const { entity: target, labelField } = field.lookup;
  const rows = rowsOf(target).filter(
    (row) => request.hospCode === undefined || row.hospCode === undefined || row.hospCode === request.hospCode,
  );
  const options = rows.map((row) => ({ value: row.id, label: String(row[labelField] ?? row.id) }));
  if (request.ids) {
    const found = options.filter((option) => request.ids!.includes(option.value));
    return { list: found, total: found.length };
  }
  const keyword = (request.keyword ?? '').trim().toLowerCase();
  const matching = options.filter((option) => option.label.toLowerCase().includes(keyword)).sort((a, b) => a.label.localeCompare(b.label));
  const size = request.pageSize ?? LOOKUP_PAGE_SIZE;
  const start = ((request.index ?? 1) - 1) * size;
  return { list: matching.slice(start, start + size), total: matching.length };
}
