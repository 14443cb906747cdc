import { Message } from '@arco-design/web-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { EntityDataProvider } from '../../data/data-provider';
import type { ListViewStore, SavedListView } from '../../data/list-view-client';
import { createMemoryDataProvider } from '../../data/memory-data-provider';
import { sampleEntities } from '../../stories/sample-entities';
import { sampleResources, sampleTables } from '../../stories/sample-tables';
import { withQueryClient } from '../../stories/story-support';
import { ListBase } from '../ListBase';
import { ListTable } from '../table/ListTable';
import { ListViewsControl } from './ListViewsControl';

const stopped: SavedListView = {
  id: 'view-stopped',
  name: '停用账号',
  scope: 'me',
  roleId: null,
  mine: true,
  state: { filters: { state: '0' } },
  updated: '2026-03-10 09:00:00',
};
const managers: SavedListView = {
  id: 'view-managers',
  name: '主任账号',
  scope: 'all',
  roleId: null,
  mine: false,
  state: { filters: { type: '02' }, columns: ['acctName', 'type', 'cellPhone'] },
  updated: '2026-03-11 09:00:00',
};

/** Saved views kept in the page, as the server keeps them per account. */
function memoryViewStore(initial: SavedListView[], defaultId: string | null): ListViewStore {
  let views = [...initial];
  let chosenDefault = defaultId;
  let next = 1;
  return {
    query: async () => ({ views, defaultId: chosenDefault, scopes: ['me', 'all'] }),
    save: async (view) => {
      const id = view.id ?? `view-new-${next++}`;
      const saved: SavedListView = {
        id,
        name: view.name,
        scope: view.scope,
        roleId: view.roleId ?? null,
        mine: true,
        state: view.state,
        updated: '2026-03-12 10:00:00',
      };
      views = [...views.filter((existing) => existing.id !== id), saved];
      return id;
    },
    remove: async (id) => {
      views = views.filter((view) => view.id !== id);
    },
    setDefault: async (_screen, id) => {
      chosenDefault = id;
    },
  };
}

function providerWith(store: ListViewStore | undefined): EntityDataProvider {
  const memory = createMemoryDataProvider({
    tables: sampleTables,
    resources: sampleResources,
    onError: (message) => Message.error(message),
  });
  return store ? { ...memory, listViews: store } : memory;
}

/** 视图 above the accounts table: choose, save, set as default, copy the link, delete; and 列设置. */
function ListViewsControlStory({ views, defaultId, withStore }: { views: SavedListView[]; defaultId: string | null; withStore: boolean }) {
  const [provider] = useState(() => providerWith(withStore ? memoryViewStore(views, defaultId) : undefined));
  return (
    <ListBase entity={sampleEntities.acct} provider={provider}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16 }}>
        <ListViewsControl />
        <ListTable />
      </div>
    </ListBase>
  );
}

const meta = {
  title: 'Engine/List/Views/ListViewsControl',
  component: ListViewsControlStory,
  decorators: [withQueryClient],
  args: { views: [], defaultId: null, withStore: true },
} satisfies Meta<typeof ListViewsControlStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No view saved yet: 暂无视图, 保存视图 and 列设置. */
export const NoViews: Story = {};

/** Two views; the account's default (停用账号) applied on opening, with 取消默认, 复制链接 and 删除视图. */
export const DefaultViewApplied: Story = { args: { views: [stopped, managers], defaultId: stopped.id } };

/** A back end without saved views: only 列设置. */
export const WithoutViewStore: Story = { args: { withStore: false } };
