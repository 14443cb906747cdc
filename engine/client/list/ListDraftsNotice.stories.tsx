import { Message } from '@arco-design/web-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { createMemoryDraftStorage } from '../dialogs/drafts/draft-store';
import { sampleEntities } from '../stories/sample-entities';
import { sampleDic, sampleResources, sampleTables } from '../stories/sample-tables';
import { withQueryClient } from '../stories/story-support';
import { ListBase } from './ListBase';
import { ListDialogs } from './ListDialogs';
import { ListDraftsNotice } from './ListDraftsNotice';

const edited = sampleDic[4]!;

/** The sample back end whose draft store holds what two dictionary dialogs left unsaved. */
function providerWithDrafts() {
  return createMemoryDataProvider({
    tables: sampleTables,
    resources: sampleResources,
    onError: (message) => Message.error(message),
    drafts: createMemoryDraftStorage({
      'dic||add|': { entity: 'dic', dialog: 'add', values: { type: 'ACCT_STATE', val: '2' }, savedAt: 2 },
      [`dic||edit|${edited.id}`]: {
        entity: 'dic',
        dialog: 'edit',
        rowId: edited.id,
        row: edited,
        values: { description: '正常使用' },
        savedAt: 1,
      },
    }),
  });
}

/** The notice above the dictionary list: 继续编辑 reopens the dialog over its draft; it hides while a dialog is open. */
function ListDraftsNoticeStory() {
  const [provider] = useState(providerWithDrafts);
  return (
    <div style={{ maxWidth: 720, padding: 16 }}>
      <ListBase entity={sampleEntities.dic} provider={provider}>
        <ListDraftsNotice />
        <ListDialogs />
      </ListBase>
    </div>
  );
}

const meta = {
  title: 'Engine/List/ListDraftsNotice',
  component: ListDraftsNoticeStory,
  decorators: [withQueryClient],
} satisfies Meta<typeof ListDraftsNoticeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unsaved 系统字典添加 and an unsaved edit of 正常. */
export const TwoDrafts: Story = {};
