import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { EntitySchema, ListSummaryItem } from '../../schema/entity-types';
import type { EntityDataProvider } from '../data/data-provider';
import { sampleEntities } from '../stories/sample-entities';
import { storyProvider, withQueryClient } from '../stories/story-support';
import { ListBase } from './ListBase';
import { ListSummary } from './ListSummary';
import { SummaryCounters } from './SummaryCounters';

/** Counters the engine's query computes over the accounts (count items, narrowed by `when`). */
const countedItems: ListSummaryItem[] = [
  { key: 'all', title: '账号总数', count: {} },
  { key: 'active', title: '正常', count: { when: { state: ['1'] } } },
  { key: 'stopped', title: '停用', count: { when: { state: ['0'] } } },
  { key: 'managers', title: '非标准用户', count: { when: { type: ['02'] } } },
];

/** An inventory plan's counters, answered by a declared query endpoint (盘亏 not yet known: -). */
const declaredItems: ListSummaryItem[] = [
  { key: 'inventoryPlaned', title: '应盘' },
  { key: 'inventoryCounted', title: '已盘' },
  { key: 'inventoryEquals', title: '盘平' },
  { key: 'inventorySurplus', title: '盘盈' },
  { key: 'inventoryLoss', title: '盘亏' },
];
const declaredAnswer = { inventoryPlaned: 12480, inventoryCounted: 11902, inventoryEquals: 11877, inventorySurplus: 25 };

const accountsWith = (items: ListSummaryItem[]): EntitySchema => ({
  ...sampleEntities.acct,
  list: { ...sampleEntities.acct.list!, summary: { items } },
});

/** The sample back end; for declared counters, its answers carry them as the endpoint would. */
function summaryProvider(declared: boolean): EntityDataProvider {
  const memory = storyProvider();
  if (!declared) return memory;
  return { ...memory, query: async (entity, body) => ({ ...(await memory.query(entity, body)), summary: declaredAnswer }) };
}

/** The counters above a list: ListSummary reads the schema's list.summary; SummaryCounters draws the items it is given. */
function ListSummaryStory({ items, declared, direct }: { items: ListSummaryItem[]; declared: boolean; direct: boolean }) {
  const [provider] = useState(() => summaryProvider(declared));
  const entity = useMemo(() => accountsWith(items), [items]);
  return (
    <div style={{ padding: 16 }}>
      <ListBase entity={entity} provider={provider}>
        {direct ? <SummaryCounters items={items} /> : <ListSummary />}
      </ListBase>
    </div>
  );
}

const meta = {
  title: 'Engine/List/ListSummary',
  component: ListSummaryStory,
  decorators: [withQueryClient],
  args: { items: countedItems, declared: false, direct: false },
} satisfies Meta<typeof ListSummaryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 账号总数 / 正常 / 停用 / 非标准用户 over the sample accounts. */
export const CountedByTheEngine: Story = {};

/** 应盘 / 已盘 / 盘平 / 盘盈 grouped by thousands; 盘亏 missing from the answer shows -. */
export const DeclaredCounters: Story = { args: { items: declaredItems, declared: true } };

/** SummaryCounters alone (what ListSummary loads with the first list that has counters). */
export const CountersOnly: Story = { args: { items: declaredItems, declared: true, direct: true } };
