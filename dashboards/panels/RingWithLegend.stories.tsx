import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RingWithLegend } from './RingWithLegend';

const meta = {
  title: 'Dashboard/RingWithLegend',
  component: RingWithLegend,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, width: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    rows: [
      { key: 'normal', label: '正常', value: 842, colour: '#00B42A', href: '/eqp/index?hosp_code=10001&state=01' },
      { key: 'waitMtc', label: '待维修', value: 23, colour: '#FF7D00', href: '/eqp/index?hosp_code=10001&state=02' },
      { key: 'mtcing', label: '维修中', value: 17, colour: '#165DFF', href: '/eqp/index?hosp_code=10001&state=03' },
      { key: 'waitScrap', label: '待报废', value: 6, colour: '#86909C', href: null },
    ],
    caption: '设备总数',
    figure: '888',
    label: '设备状态',
    onOpen: fn(),
  },
} satisfies Meta<typeof RingWithLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each count links to its list where there is one (待报废 has none); a slice opens the same list. */
export const Default: Story = {};
/** Nothing counted: a grey ring and zeros as plain text. */
export const AllZero: Story = {
  args: {
    rows: [
      { key: 'normal', label: '正常', value: 0, colour: '#00B42A', href: null },
      { key: 'waitMtc', label: '待维修', value: 0, colour: '#FF7D00', href: null },
    ],
    figure: '0',
  },
};
