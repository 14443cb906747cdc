import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { HistoryAnswer } from '../../schema/row-history';
import type { EntityDataProvider } from '../data/data-provider';
import { sampleEntities } from '../stories/sample-entities';
import { sampleAcct } from '../stories/sample-tables';
import { storyProvider, withQueryClient } from '../stories/story-support';
import { HistoryDialog } from './HistoryDialog';

const account = sampleAcct[1]!;

/** 王芳's account: renamed and retyped by an administrator, earlier stopped, and added. */
const accountHistory: HistoryAnswer = {
  rowVersion: 4,
  list: [
    {
      id: 'log-4',
      operator: '平台管理员',
      time: '2026-03-12 10:20:00',
      operation: 'update',
      revertOf: null,
      revertable: true,
      changes: [
        { field: 'acctName', old: '王芳', new: '王芳（设备科）' },
        { field: 'type', old: '01', new: '02' },
        { field: 'remark', old: '', new: '调往设备科' },
      ],
    },
    {
      id: 'log-3',
      operator: '张伟',
      time: '2026-03-08 16:05:00',
      operation: 'batchUpdate',
      revertOf: null,
      revertable: true,
      changes: [{ field: 'state', old: '1', new: '0' }],
    },
    {
      id: 'log-2',
      operator: null,
      time: '2026-03-05 09:00:00',
      operation: 'resetPass',
      revertOf: null,
      revertable: false,
      changes: [],
    },
    {
      id: 'log-1',
      operator: '平台管理员',
      time: '2026-03-03 09:00:00',
      operation: 'add',
      revertOf: null,
      revertable: false,
      changes: [
        { field: 'acctName', new: '王芳' },
        { field: 'type', new: '01' },
        { field: 'cellPhone', new: '13800001001' },
      ],
    },
  ],
};

/** The sample back end with a history (the memory provider keeps none); a revert is accepted. */
function providerWith(answer: HistoryAnswer): EntityDataProvider {
  return { ...storyProvider(), history: async () => answer, revert: async () => undefined };
}

const meta = {
  title: 'Engine/History/HistoryDialog',
  component: HistoryDialog,
  decorators: [withQueryClient],
  args: {
    entity: sampleEntities.acct,
    provider: providerWith(accountHistory),
    hospCode: undefined,
    rowId: account.id,
    canRevert: true,
    onClose: fn(),
    onReverted: fn(),
  },
} satisfies Meta<typeof HistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 修改历史 newest first: dictionary codes as labels, （空） for an empty side, 还原此修改 where a change can be reverted. */
export const Changes: Story = {};

/** A user without the update permission: the same history, no 还原此修改. */
export const ReadOnly: Story = { args: { canRevert: false } };

/** A record nobody changed yet: 暂无修改记录. */
export const NoChanges: Story = { args: { provider: providerWith({ rowVersion: 0, list: [] }) } };
