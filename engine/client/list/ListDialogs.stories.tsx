import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { FormActionDef } from '../../schema/entity-types';
import type { DialogRequest } from '../dialogs/dialog-state';
import { sampleEntities } from '../stories/sample-entities';
import { sampleAcct } from '../stories/sample-tables';
import { InList, withQueryClient } from '../stories/story-support';
import { useListContext } from './list-context';
import { ListDialogs } from './ListDialogs';

function Opener({ request }: { request: DialogRequest }) {
  const { dialogs } = useListContext();
  const { openDialog } = dialogs;
  useEffect(() => openDialog(request), [openDialog, request]);
  return null;
}

/** The list's dialogs, each opened as a row action or toolbar button would open it. */
function ListDialogsStory({ request }: { request: DialogRequest }) {
  return (
    <InList entity={sampleEntities.acct}>
      <Opener request={request} />
      <ListDialogs />
    </InList>
  );
}

const meta = {
  title: 'Engine/List/ListDialogs',
  component: ListDialogsStory,
  decorators: [withQueryClient],
  args: { request: { kind: 'add' } },
} satisfies Meta<typeof ListDialogsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};
export const Edit: Story = { args: { request: { kind: 'edit', row: sampleAcct[1]! } } };
export const Batch: Story = { args: { request: { kind: 'batch', ids: [sampleAcct[1]!.id, sampleAcct[2]!.id] } } };
export const ResetPasswordAction: Story = {
  args: { request: { kind: 'action', action: sampleEntities.acct.actions![0]! as FormActionDef, row: sampleAcct[1]! } },
};
export const Export: Story = { args: { request: { kind: 'export', rows: sampleAcct.slice(0, 4) } } };
