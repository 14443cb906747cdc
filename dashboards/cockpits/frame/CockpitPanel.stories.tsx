import type { Meta, StoryObj } from '@storybook/react-vite';
import { onTheWall } from '../kit/story-wall';
import { CockpitPanel } from './CockpitPanel';

/** The frame of every panel of the kit (cockpits/kit): a titled region that never draws defaults as data. */
const meta = {
  title: 'Cockpits/Frame/CockpitPanel',
  component: CockpitPanel,
  decorators: [onTheWall(456, 265)],
  args: { title: '设备状态', children: <p style={{ margin: 0 }}>正常 755 台，故障 31 台，其他 14 台</p> },
} satisfies Meta<typeof CockpitPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithContent: Story = {};
/** Before the first answer: a skeleton under the title. */
export const Waiting: Story = { args: { progress: { waiting: true, failed: false } } };
/** Failed without an earlier answer: the panel says so. */
export const Failed: Story = { args: { progress: { waiting: false, failed: true }, empty: true } };
/** The answer holds nothing: 暂无数据 instead of an empty chart. */
export const Empty: Story = { args: { empty: true } };
