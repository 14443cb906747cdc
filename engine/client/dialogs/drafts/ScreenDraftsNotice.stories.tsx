import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleEntities } from '../../stories/sample-entities';
import { sampleAcct } from '../../stories/sample-tables';
import { createMemoryDraftStorage, type FormDraft } from './draft-store';
import { ScreenDraftsNotice } from './ScreenDraftsNotice';

const edited = sampleAcct[1]!;

const addDraft: FormDraft = { entity: 'acct', dialog: 'add', values: { acctName: '新同事' }, savedAt: 3 };
const editDraft: FormDraft = {
  entity: 'acct',
  dialog: 'edit',
  rowId: edited.id,
  row: edited,
  values: { remark: '调往设备科' },
  savedAt: 2,
};
const batchDraft: FormDraft = {
  entity: 'acct',
  dialog: 'batch',
  ids: sampleAcct.slice(2, 5).map((row) => row.id),
  values: { state: '0' },
  chosen: ['state'],
  savedAt: 1,
};
/** A bespoke component's dialog: the screen cannot reopen it by itself. */
const wizardDraft: FormDraft = { entity: 'acct', dialog: 'wizard', values: { step: 2 }, savedAt: 4 };

const storageWith = (...drafts: FormDraft[]) =>
  createMemoryDraftStorage(Object.fromEntries(drafts.map((draft) => [`acct||${draft.dialog}|${draft.rowId ?? ''}`, draft])));

/** Above a screen whose dialogs left drafts: 继续编辑 reopens the dialog, 丢弃 removes the draft. */
const meta = {
  title: 'Engine/Dialogs/ScreenDraftsNotice',
  component: ScreenDraftsNotice,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { entity: sampleEntities.acct, hospCode: undefined, storage: storageWith(addDraft, editDraft, batchDraft), onReopen: fn() },
} satisfies Meta<typeof ScreenDraftsNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An add, an edit (named after its record) and a batch edit of three records, newest first. */
export const ThreeDrafts: Story = {};

/** A draft of a custom action's dialog: restored when that dialog is opened again, no 继续编辑 here. */
export const NotReopenableHere: Story = { args: { storage: storageWith(wizardDraft, addDraft) } };
