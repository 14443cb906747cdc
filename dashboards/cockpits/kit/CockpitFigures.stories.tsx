import type { Meta, StoryObj } from '@storybook/react-vite';
import { CockpitFigures } from './CockpitFigures';
import { sampleFigures } from './sample-data';
import { onTheWall } from './story-wall';

const meta = {
  title: 'Cockpits/Kit/CockpitFigures',
  component: CockpitFigures,
  decorators: [onTheWall(1872, 104)],
  args: { figures: sampleFigures, label: '关键指标' },
} satisfies Meta<typeof CockpitFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row: a month range in smaller digits, an alert figure, and one still waiting (a dash). */
export const Row: Story = {};
/** Eight figures: the digits shrink to fit. */
export const DenseRow: Story = {
  args: {
    figures: [
      ...sampleFigures,
      { key: 'a', label: '保修期内设备', value: '203', unit: '台' },
      { key: 'b', label: '未来三个月出保', value: '35', unit: '台', tone: 'alert' },
    ],
  },
};
/** The tiles of the repair walls, in a titled panel, one tone each. */
export const Tiles: Story = {
  decorators: [onTheWall(1872, 150)],
  args: {
    look: 'tiles',
    label: '维修概况',
    figures: [
      { key: 'open', label: '未完成工单', value: '31', unit: '单' },
      { key: 'claim', label: '待申领', value: '5', unit: '单', tone: 'warn' },
      { key: 'scrap', label: '待报废设备', value: '14', unit: '台', tone: 'alert' },
      { key: 'rate', label: '设备完好率', value: '94%', tone: 'good' },
    ],
  },
};
export const TilesWaiting: Story = { ...Tiles, args: { ...Tiles.args, progress: { waiting: true, failed: false } } };
