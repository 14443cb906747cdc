import type { G2Spec } from '@antv/g2';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { G2Chart } from './G2Chart';
import { ringSpec } from './ring-spec';

const bars = {
  type: 'interval',
  data: [
    { month: '2026-06', count: 38 },
    { month: '2026-07', count: 52 },
    { month: '2026-08', count: 41 },
    { month: '2026-09', count: 67 },
    { month: '2026-10', count: 59 },
    { month: '2026-11', count: 23 },
  ],
  encode: { x: 'month', y: 'count' },
  axis: { x: { title: false }, y: { title: false } },
  legend: false,
  style: { fill: '#165DFF', maxWidth: 36 },
} as G2Spec;

/** The one place the dashboards draw with G2: any spec, in a box of the given height. */
const meta = {
  title: 'Dashboard/Charts/G2Chart',
  component: G2Chart,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, width: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: { spec: bars, height: 260, label: '月度维修单数', onElementClick: fn() },
} satisfies Meta<typeof G2Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bars: Story = {};
/** A clicked slice reports its datum (onElementClick). */
export const Ring: Story = {
  args: {
    label: '设备状态',
    height: 200,
    spec: ringSpec([
      { key: 'normal', label: '正常', value: 842, colour: '#00B42A' },
      { key: 'waitMtc', label: '待维修', value: 23, colour: '#FF7D00' },
      { key: 'mtcing', label: '维修中', value: 17, colour: '#165DFF' },
      { key: 'waitScrap', label: '待报废', value: 6, colour: '#86909C' },
    ]),
  },
};
