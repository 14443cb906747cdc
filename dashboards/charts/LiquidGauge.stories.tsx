import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiquidGauge } from './LiquidGauge';

const meta = {
  title: 'Dashboard/Charts/LiquidGauge',
  component: LiquidGauge,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { rate: 0.62, label: '监护类 62%', size: 96 },
} satisfies Meta<typeof LiquidGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over half full: the percentage is white, under water. */
export const MoreThanHalf: Story = {};
/** Under half: the percentage is dark, on the empty background. */
export const LessThanHalf: Story = { args: { rate: 0.18, label: '康复类 18%' } };
export const Empty: Story = { args: { rate: 0, label: '口腔类 0%' } };
/** The size the usage-rate panel draws, in another colour. */
export const SmallGreen: Story = { args: { rate: 1, label: '急救类 100%', size: 72, colour: '#00B42A' } };
