import { Statistic } from '@arco-design/web-react';
import { useEntityText } from '../i18n/entity-texts';
import { useListContext } from './list-context';
import styles from './ListSummary.module.css';

/** What a counter shows before the answer has it (or when the answer has no such key). */
const NO_NUMBER = '-';

/**
 * The schema's list.summary: one counter per item, above the table, read from the query answer's
 * `summary` (an inventory plan's 应盘 / 已盘 / 盘平 / 盘盈 / 盘亏). Nothing when the schema has none.
 */
export function ListSummary() {
  const { list } = useListContext();
  const text = useEntityText(list.entity.name);
  const items = list.entity.list?.summary?.items;
  if (!items?.length) return null;
  return (
    <div className={`engine-list-summary ${styles.summary}`} role="group" aria-label={text(list.entity.title)}>
      {items.map((item) => {
        const value = list.summary[item.key];
        return (
          <div key={item.key} className={styles.item} data-summary-key={item.key}>
            <Statistic title={text(item.title)} value={typeof value === 'number' ? value : NO_NUMBER} groupSeparator />
          </div>
        );
      })}
    </div>
  );
}
