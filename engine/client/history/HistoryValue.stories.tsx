import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldDef } from '../../schema/entity-types';
import { sampleEntities } from '../stories/sample-entities';
import { storyProvider, withQueryClient } from '../stories/story-support';
import { HistoryValue } from './HistoryValue';

const acct = sampleEntities.acct;
const price: FieldDef = { type: 'number', title: '价格', format: 'money' };
const HOME = 'a'.repeat(24);

/** One side of a logged change as the history shows it (the list's way of showing the value). */
const meta = {
  title: 'Engine/History/HistoryValue',
  component: HistoryValue,
  decorators: [
    withQueryClient,
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { field: acct.fields.type, value: '02', provider: storyProvider(), hospCode: undefined, text: (zh: string) => zh },
} satisfies Meta<typeof HistoryValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dictionary code as its label (02 → 非标准用户). */
export const OptionLabel: Story = {};

/** Money grouped with two decimals. */
export const Money: Story = { args: { field: price, value: 1234567.5 } };

/** A lookup's record by its name, as asked for the whole history. */
export const LookupName: Story = { args: { field: undefined, value: HOME, lookupLabels: { [HOME]: '首页界面' } } };

/** An empty side: （空）. */
export const Empty: Story = { args: { value: null } };
