import type { Meta, StoryObj } from '@storybook/react-vite';
import { RingPanel } from './RingPanel';
import { EQUIPMENT_STATE_COLOURS } from './cockpit-colours';
import { onTheWall } from './story-wall';

const meta = {
  title: 'Cockpits/Kit/RingPanel',
  component: RingPanel,
  decorators: [onTheWall(600, 379)],
  args: {
    title: '设备状态',
    items: [
      { key: 'normal', label: '正常', value: 755, colour: EQUIPMENT_STATE_COLOURS.normal },
      { key: 'waitMtc', label: '待维修', value: 9, colour: EQUIPMENT_STATE_COLOURS.waitMtc },
      { key: 'mtcing', label: '维修中', value: 22, colour: EQUIPMENT_STATE_COLOURS.mtcing },
      { key: 'waitScrap', label: '待报废', value: 14, colour: EQUIPMENT_STATE_COLOURS.waitScrap },
    ],
    centre: { label: '设备总数', value: '800' },
    chartHeight: 290,
  },
} satisfies Meta<typeof RingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EquipmentState: Story = {};
export const AllZero: Story = {
  args: {
    items: [{ key: 'normal', label: '正常', value: 0, colour: EQUIPMENT_STATE_COLOURS.normal }],
    centre: { label: '设备总数', value: '0' },
  },
};
