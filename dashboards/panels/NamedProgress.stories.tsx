import type { Meta, StoryObj } from '@storybook/react-vite';
import { NamedProgress } from './NamedProgress';

/** Arco's Progress with its progress bar named after the figure (issue 28, axe aria-progressbar-name). */
const meta = {
  title: 'Dashboard/NamedProgress',
  component: NamedProgress,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, width: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { name: '超时未维修', percent: 30, size: 'small', formatText: () => '30.00%' },
} satisfies Meta<typeof NamedProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar of the item reminders panel. */
export const Line: Story = {};
/** The ring of the tag share panel. */
export const Circle: Story = {
  args: { name: '监护类', type: 'circle', size: 'default', width: 64, strokeWidth: 6, percent: 14.59, formatText: () => '14.59%' },
};
