import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Permits } from '../permissions';
import { sampleEntities } from '../stories/sample-entities';
import { storyProvider, withQueryClient } from '../stories/story-support';
import { ListBase } from './ListBase';
import { ListDialogs } from './ListDialogs';
import { ListPagination } from './pagination/ListPagination';
import { ListTable } from './table/ListTable';
import { ListToolbar } from './ListToolbar';

/**
 * ListBase draws nothing itself: it puts the list controller, the dialogs, the writes and the
 * permissions in context, and the views below read them (here the toolbar, table, pagination and dialogs).
 */
function ListBaseStory({ entity, hospCode, permits }: { entity: keyof typeof sampleEntities; hospCode?: string; permits?: Permits }) {
  const [provider] = useState(storyProvider);
  return (
    <div style={{ padding: 16 }}>
      <ListBase entity={sampleEntities[entity]} provider={provider} hospCode={hospCode} permits={permits}>
        <ListToolbar />
        <ListTable />
        <ListPagination />
        <ListDialogs />
      </ListBase>
    </div>
  );
}

const meta = {
  title: 'Engine/List/ListBase',
  component: ListBaseStory,
  decorators: [withQueryClient],
  args: { entity: 'dic' },
} satisfies Meta<typeof ListBaseStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every permission: 新增, batch edit, export and each row's actions. */
export const Dictionary: Story = {};

/** A user who may only query: the views below show no writing buttons. */
export const QueryOnly: Story = { args: { permits: (rule) => rule === 'sys:dic' } };

/** A hospital-scoped entity in the page's hospital. */
export const InHospital: Story = { args: { entity: 'param', hospCode: '10001' } };
