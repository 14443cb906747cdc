import { Statistic } from '@arco-design/web-react';
import type { ListSummaryDef } from '../../schema/entity-types';
import { useEntityText } from '../i18n/entity-texts';
import { useListContext } from './list-context';
import styles from './ListSummary.module.css';

/** What a counter shows before the answer has it (or when the answer has no such key). */
const NO_NUMBER = '-';

/** The counters of ListSummary.tsx, loaded with the first list that has them. */
export function SummaryCounters({ items }: { items: ListSummaryDef['items'] }) {
  const { list } = useListContext();
  const text = useEntityText(list.entity.name);
  return (
    // biome-ignore lint/a11y/useSemanticElements: read-only counters, no form controls: an ARIA group names them, a fieldset would not fit.
    <div className={`engine-list-summary ${styles.summary}`} role="group" aria-label={text(list.entity.title)}>
      {items.map((item) => {
        const value = list.summary[item.key];
        // A sum of money shows its two decimals, like the money column it adds up.
        const money = item.sum !== undefined && list.entity.fields[item.sum.field]?.format === 'money';
        return (
          <div key={item.key} className={styles.item} data-summary-key={item.key}>
            <Statistic
              title={text(item.title)}
              value={typeof value === 'number' ? value : NO_NUMBER}
              groupSeparator
              {...(money ? { precision: 2 } : {})}
            />
          </div>
        );
      })}
    </div>
  );
}
