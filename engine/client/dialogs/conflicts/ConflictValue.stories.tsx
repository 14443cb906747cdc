import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEntities } from '../../stories/sample-entities';
import { storyProvider, withQueryClient } from '../../stories/story-support';
import { ConflictValue } from './ConflictValue';

const acct = sampleEntities.acct;

/** One side of a conflicting field as the conflict panel shows it. */
const meta = {
  title: 'Engine/Dialogs/ConflictValue',
  component: ConflictValue,
  decorators: [
    withQueryClient,
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { field: acct.fields.type, value: '02', provider: storyProvider(), hospCode: undefined },
} satisfies Meta<typeof ConflictValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dictionary code as its label (02 → 非标准用户). */
export const OptionLabel: Story = {};

/** Plain text, long values wrap. */
export const Text: Story = { args: { field: acct.fields.acctName, value: '张伟（设备科）' } };

/** An emptied field: （空）. */
export const Empty: Story = { args: { field: acct.fields.remark, value: '' } };

/** A yes/no field: 是 / 否. */
export const YesNo: Story = { args: { field: sampleEntities['hosp-dept'].fields.disabled, value: true } };

/** A list (an image list, an object list) as JSON. */
export const List: Story = { args: { field: undefined, value: ['/img/a.png', '/img/b.png'] } };
