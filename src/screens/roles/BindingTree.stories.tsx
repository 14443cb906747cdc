import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleDetail } from './role-binding-samples';
import { BindingTree } from './BindingTree';

/** One binding tab: the hospital's whole tree, the role's items ticked, and 保存. */
const meta = {
  title: 'Screens/Roles/BindingTree',
  component: BindingTree,
  args: {
    nodes: sampleDetail.hospMenuTree,
    labelFields: ['menuName'],
    bound: sampleDetail.hospMenuIdList,
    cascade: true,
    label: '菜单绑定',
    onSave: fn(async () => true),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BindingTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Menus cascade: 设备管理 half ticked under its one ticked child. */
export const Menus: Story = {};

/** Permissions are ticked one by one. */
export const Permissions: Story = {
  args: {
    nodes: sampleDetail.hospPermissionTree,
    labelFields: ['pmsName'],
    bound: sampleDetail.hospPermissionIdList,
    cascade: false,
    label: '权限绑定',
  },
};

export const EmptyTree: Story = { args: { nodes: [], bound: [] } };
