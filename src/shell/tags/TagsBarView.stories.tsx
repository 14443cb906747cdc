import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { VisitedView } from '../../../platform/state/tags-atoms';
import { TagsBarView } from './TagsBarView';

const view = (path: string, title: string, affix = false): VisitedView => ({
  path,
  fullPath: `${path}?hosp_code=10001`,
  query: { hosp_code: '10001' },
  name: path,
  title,
  meta: { affix, noCache: false },
});

const views = [
  view('/home/dashboard', '首页', true),
  view('/eqp/index', '设备台账'),
  view('/mtc-record', '维修记录'),
  view('/insured-equipment-record', '在保设备'),
];

const meta = {
  title: 'Shell/TagsBar',
  component: TagsBarView,
  args: {
    views,
    isActive: (candidate: VisitedView) => candidate.path === '/mtc-record',
    titleOf: (candidate: VisitedView) => candidate.title,
    onOpen: fn(),
    onClose: fn(),
    onCloseOthers: fn(),
    onCloseAll: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof TagsBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralTabs: Story = {};

export const OnlyTheFixedTab: Story = {
  args: { views: [views[0]!], isActive: () => true },
};

/** More tabs than fit: the wheel scrolls the bar sideways. */
export const Overflowing: Story = {
  args: {
    views: [
      ...views,
      ...['日常巡检', '巡检任务', '科室巡检', '保养任务', '质控任务', '计量任务', '大型设备巡检', '出保设备', '盘点记录'].map(
        (title, index) => view(`/page-${index}`, title),
      ),
    ],
  },
};
