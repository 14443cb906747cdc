import { useQuery } from '@tanstack/react-query';
import type { EntitySchema, FieldDef } from '../../schema/entity-types';
import type { HistoryEntry } from '../../schema/row-history';
import { LOOKUP_MAX_IDS } from '../../schema/lookup-picker';
import type { EntityDataProvider } from '../data/data-provider';

/** Per lookup field, the label of each id a history names: field → id → label. */
export type LookupLabels = Record<string, Record<string, string>>;

/** The ids of each lookup field among the changes' old and new values, sorted (a stable query key). */
export function lookupIdsOf(entries: readonly HistoryEntry[], fields: Record<string, FieldDef>): Record<string, string[]> {
  const ids: Record<string, Set<string>> = {};
  for (const entry of entries) {
    for (const change of entry.changes) {
      if (!fields[change.field]?.lookup) continue;
      for (const value of [change.old, change.new]) {
        if (typeof value !== 'string' || value === '') continue;
        const seen = ids[change.field] ?? new Set<string>();
        ids[change.field] = seen;
        seen.add(value);
      }
    }
  }
  return Object.fromEntries(Object.entries(ids).map(([field, set]) => [field, [...set].sort()]));
}

/**
 * A history shows a lookup's record by its name, as the list and the form do, not by its id:
 * the lookup picker's own call, asked per field for every id the history names (50 a call). An id whose
 * record is gone stays an id.
 */
export function useHistoryLookups(
  provider: EntityDataProvider,
  entity: EntitySchema,
  entries: readonly HistoryEntry[],
  fields: Record<string, FieldDef>,
  hospCode: string | undefined,
): LookupLabels {
  const wanted = lookupIdsOf(entries, fields);
  const answer = useQuery({
    queryKey: ['history-lookups', entity.name, hospCode ?? null, wanted],
    queryFn: async () => {
      const labels: LookupLabels = {};
      for (const [field, ids] of Object.entries(wanted)) {
        labels[field] = {};
        for (let from = 0; from < ids.length; from += LOOKUP_MAX_IDS) {
          const found = await provider.lookupOptions!(entity, {
            field,
            ids: ids.slice(from, from + LOOKUP_MAX_IDS),
            ...(hospCode === undefined ? {} : { hospCode }),
          });
          for (const option of found.list) labels[field][option.value] = option.label;
        }
      }
      return labels;
    },
    enabled: Object.keys(wanted).length > 0 && provider.lookupOptions !== undefined,
    staleTime: 60_000,
  });
  return answer.data ?? {};
}
