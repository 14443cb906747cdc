import { lazyComponent } from '../registry';
import { useListContext } from './list-context';

// Arco's Statistic loads with the first list that has counters (issue 17: most lists have none).
const SummaryCounters = lazyComponent(() => import('./SummaryCounters').then((m) => m.SummaryCounters));

/**
 * The schema's list.summary: one counter per item, above the table, read from the query answer's
 * `summary` (an inventory plan's 应盘 / 已盘 / 盘平 / 盘盈 / 盘亏): computed by the engine's query
 * for `count` / `sum` items, by a declared query endpoint for the others. Nothing when the schema has none.
 */
export function ListSummary() {
  const { list } = useListContext();
  const items = list.entity.list?.summary?.items;
  if (!items?.length) return null;
  return <SummaryCounters items={items} />;
}
