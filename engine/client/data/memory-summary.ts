import type { EntitySchema, SummaryWhen } from '../../schema/entity-types';
import { rowMatchesWhen } from '../../schema/set-action';
import type { Row } from './data-provider';

/**
 * The in-memory provider's declared counters (list.summary `count` / `sum`), over every row the
 * query's filters select, as the server's list-summary.ts computes them; undefined when none.
 */
export function memorySummary(entity: EntitySchema, rows: Row[]): Record<string, number> | undefined {
  const items = (entity.list?.summary?.items ?? []).filter((item) => item.count || item.sum);
  if (items.length === 0) return undefined;
  const matching = (when: SummaryWhen | undefined) => rows.filter((row) => rowMatchesWhen(when, row));
  return Object.fromEntries(
    items.map((item) => {
      if (item.sum) return [item.key, matching(item.sum.when).reduce((total, row) => total + (Number(row[item.sum!.field]) || 0), 0)];
      return [item.key, matching(item.count?.when).length];
    }),
  );
}
