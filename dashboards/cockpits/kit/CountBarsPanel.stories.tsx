import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountBarsPanel } from './CountBarsPanel';
import { sampleLoads, sampleStateBars } from './sample-data';
import { onTheWall } from './story-wall';

const meta = {
  title: 'Cockpits/Kit/CountBarsPanel',
  component: CountBarsPanel,
  decorators: [onTheWall(600, 379)],
  args: { title: '维修工单状态', items: sampleStateBars, valueName: '工单数', chartHeight: 180 },
} satisfies Meta<typeof CountBarsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The eight repair action states, the list under the bars. */
export const States: Story = {};
/** Engineers' loads: horizontal bars, the list beside them. */
export const Loads: Story = {
  args: { title: '工程师负荷', items: sampleLoads, valueName: '未完成工单', chartHeight: 270, horizontal: true, listBeside: true },
};
export const Empty: Story = { args: { items: [] } };
export const Failed: Story = { args: { items: [], progress: { waiting: false, failed: true } } };
