import type { Meta, StoryObj } from '@storybook/react-vite';
import { CockpitPanel } from '../../frame/CockpitPanel';
import { CockpitTable } from './CockpitTable';
import { samplePriceRank } from './sample-data';
import { onDarkWall } from './story-wall';

const meta = {
  title: 'Cockpits/Analysis/CockpitTable',
  component: CockpitTable,
  decorators: [
    (Story) => (
      <CockpitPanel title="设备价格排行">
        <Story />
      </CockpitPanel>
    ),
    onDarkWall(456, 265),
  ],
  args: {
    label: '设备价格排行',
    columns: [
      { key: 'rank', title: '排名', width: '3.5em', align: 'center' },
      { key: 'eqpName', title: '设备名称及型号' },
      { key: 'deptName', title: '科室', width: '5em' },
      { key: 'price', title: '价格（万元）', width: '7.5em', align: 'right' },
    ],
    rows: samplePriceRank,
  },
} satisfies Meta<typeof CockpitTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long names end in an ellipsis; the full text is the cell's tooltip. */
export const PriceRanking: Story = {};
export const NoRows: Story = { args: { rows: [] } };
