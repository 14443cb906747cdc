import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { EntitySchema, ListSummaryItem, SummaryWhen } from '../schema/entity-types';
import { storedField } from './sql-mapping';

/**
 * The counters of `list.summary` that the schema declares (`count`, `sum`), computed by the
 * engine's query over the rows its filters select, all pages: one aggregate statement beside the
 * page, `count(*) filter (where …)` and `sum(…) filter (where …)` per counter, values bound.
 * Counters without `count` or `sum` are a declared query endpoint's to answer.
 */

type Declared = ListSummaryItem & ({ count: NonNullable<ListSummaryItem['count']> } | { sum: NonNullable<ListSummaryItem['sum']> });

export function declaredSummaryItems(entity: EntitySchema): Declared[] {
  return (entity.list?.summary?.items ?? []).filter((item): item is Declared => item.count !== undefined || item.sum !== undefined);
}

/** `t.status in ($1, $2) and t.in_use in ($3)`: the rows a counter counts (undefined: every row). */
function whenCondition(entity: EntitySchema, when: SummaryWhen | undefined): RawBuilder<boolean> | undefined {
  const parts = Object.entries(when ?? {}).map(([name, values]) => {
    const column = sql.ref(`t.${storedField(entity, name)!.column}`);
    return sql<boolean>`${column} in (${sql.join(values)})`;
  });
  return parts.length === 0 ? undefined : sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

function aggregateOf(entity: EntitySchema, item: Declared): RawBuilder<unknown> {
  if ('sum' in item && item.sum) {
    const column = sql.ref(`t.${storedField(entity, item.sum.field)!.column}`);
    const condition = whenCondition(entity, item.sum.when);
    return condition ? sql`coalesce(sum(${column}) filter (where ${condition}), 0)` : sql`coalesce(sum(${column}), 0)`;
  }
  const condition = whenCondition(entity, item.count?.when);
  return condition ? sql`count(*) filter (where ${condition})` : sql`count(*)`;
}

/** The declared counters over the matching rows (`matching`: the query's FROM and WHERE, table alias `t`); undefined when none are declared. */
export async function listSummary(
  entity: EntitySchema,
  matching: () => SelectQueryBuilder<any, any, any>,
): Promise<Record<string, number> | undefined> {
  const items = declaredSummaryItems(entity);
  if (items.length === 0) return undefined;
  const row = (await matching()
    .select(items.map((item) => aggregateOf(entity, item).as(item.key)))
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  // count and sum come back as bigint / numeric text: the wire carries numbers.
  return Object.fromEntries(items.map((item) => [item.key, Number(row?.[item.key] ?? 0)]));
}
