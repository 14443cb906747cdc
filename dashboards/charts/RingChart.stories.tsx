import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RingChart } from './RingChart';

const meta = {
  title: 'Dashboard/Charts/RingChart',
  component: RingChart,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    slices: [
      { key: 'normal', label: '正常', value: 842, colour: '#00B42A' },
      { key: 'waitMtc', label: '待维修', value: 23, colour: '#FF7D00' },
      { key: 'mtcing', label: '维修中', value: 17, colour: '#165DFF' },
      { key: 'waitScrap', label: '待报废', value: 6, colour: '#86909C' },
    ],
    caption: '设备总数',
    figure: '888',
    label: '设备状态',
    onSliceClick: fn(),
  },
} satisfies Meta<typeof RingChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The total in the hole; a click on a slice reports its key. */
export const Default: Story = {};
/** Every count 0: one grey ring keeps the panel's shape. */
export const AllZero: Story = {
  args: { slices: [{ key: 'normal', label: '正常', value: 0, colour: '#00B42A' }], figure: '0', onSliceClick: undefined },
};
