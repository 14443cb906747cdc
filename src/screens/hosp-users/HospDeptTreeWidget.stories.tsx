import type { Meta, StoryObj } from '@storybook/react-vite';
import { withQueries, WidgetFrame } from '../../stories/story-support';
import { HospDeptTreeWidget } from './HospDeptTreeWidget';
import { hospitalDepartmentsKey } from './use-hospital-departments';

/** GET /db/hosp-dept/undelete-treeQuery of hospital 10001: its enabled departments. */
const departments = [
  {
    id: '6b018ff8b854a8edc8330001',
    deptName: '医学装备部',
    children: [
      { id: '6b018ff8b854a8edc8330002', deptName: '设备维修组' },
      { id: '6b018ff8b854a8edc8330003', deptName: '采购管理组' },
    ],
  },
  { id: '6b018ff8b854a8edc8330004', deptName: '临床科室', children: [{ id: '6b018ff8b854a8edc8330005', deptName: '心内科' }] },
];

/** A hospital user's 部门 (`hospDeptTree`): any enabled department of the form's hospital, parents included. */
const meta = {
  title: 'Screens/Widgets/HospDeptTreeWidget',
  component: WidgetFrame,
  decorators: [withQueries({ data: [[hospitalDepartmentsKey('10001'), departments]] })],
  args: { widget: HospDeptTreeWidget, name: 'hospDeptId', title: '部门', context: { hospCode: '10001' } },
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = { args: { value: '6b018ff8b854a8edc8330002' } };

export const Required: Story = { args: { required: true } };
