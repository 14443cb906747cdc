import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleEntities } from '../../stories/sample-entities';
import { sampleAcct } from '../../stories/sample-tables';
import { BatchConflictPanel } from './BatchConflictPanel';

/** 平台账号批量修改 after a 409: the records changed since they were selected, by name and id. */
const meta = {
  title: 'Engine/Dialogs/BatchConflictPanel',
  component: BatchConflictPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    entity: sampleEntities.acct,
    rows: sampleAcct.slice(1, 3).map((row) => ({ id: row.id, current: { ...row, rowVersion: 2 } })),
    sending: false,
    onApplyAnyway: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof BatchConflictPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two records changed meanwhile: 仍然保存 or 取消 (back to the form). */
export const TwoRecords: Story = {};

/** Eight records: the list scrolls inside the alert. */
export const ManyRecords: Story = {
  args: { rows: sampleAcct.slice(0, 8).map((row) => ({ id: row.id, current: row })) },
};

/** 仍然保存 pressed: the button spins until the server answers. */
export const Saving: Story = { args: { sending: true } };
