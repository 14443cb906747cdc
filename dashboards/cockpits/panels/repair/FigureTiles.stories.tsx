import type { Meta, StoryObj } from '@storybook/react-vite';
import { FigureTiles } from './FigureTiles';
import { onTheWall } from './sample-data';

const meta = {
  title: 'Cockpits/Repair/FigureTiles',
  component: FigureTiles,
  decorators: [onTheWall(1872, 150)],
  args: {
    title: '维修概况',
    tiles: [
      { key: 'open', label: '未完成工单', value: '31', unit: '单' },
      { key: 'claim', label: '待申领', value: '5', unit: '单', tone: 'warn' },
      { key: 'scrap', label: '待报废设备', value: '14', unit: '台', tone: 'alert' },
      { key: 'rate', label: '设备完好率', value: '94%', tone: 'good' },
    ],
  },
} satisfies Meta<typeof FigureTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
export const Waiting: Story = { args: { progress: { waiting: true, failed: false } } };
