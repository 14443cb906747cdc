import type { Meta, StoryObj } from '@storybook/react-vite';
import { withQueries, WidgetFrame } from '../../stories/story-support';
import { HospMenuSelectWidget } from './HospMenuSelectWidget';

/** GET /db/hosp-menu/treeQuery of hospital 10001. */
const menuTree = [
  { id: '6b018ff8b854a8edc8320001', menuName: '首页' },
  {
    id: '6b018ff8b854a8edc8320002',
    menuName: '设备管理',
    children: [
      { id: '6b018ff8b854a8edc8320003', menuName: '设备台账' },
      { id: '6b018ff8b854a8edc8320004', menuName: '维修记录' },
    ],
  },
  { id: '6b018ff8b854a8edc8320005', menuName: '任务管理', children: [{ id: '6b018ff8b854a8edc8320006', menuName: '日常巡检' }] },
];

/** A manual's 关联菜单 (`hospMenuSelect`): a menu of the hospital's tree; its name goes to relationMenuName. */
const meta = {
  title: 'Screens/Widgets/HospMenuSelectWidget',
  component: WidgetFrame,
  decorators: [withQueries({ data: [[['hosp-menu', '10001', 'tree'], menuTree]] })],
  args: {
    widget: HospMenuSelectWidget,
    name: 'relationMenuId',
    title: '关联菜单',
    options: { labelField: 'relationMenuName' },
    context: { hospCode: '10001' },
  },
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = {
  args: { value: '6b018ff8b854a8edc8320003', siblings: { relationMenuName: '设备台账' } },
};
