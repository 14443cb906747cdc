import type { Meta, StoryObj } from '@storybook/react-vite';
import { withQueryClient } from '../../../engine/client/testing';
import { RoleBindingTabs } from './RoleBindingTabs';
import { roleEntity, sampleRole, sampleRoleProvider } from './role-binding-samples';

/** The role's binding tabs as the expanded row and the 绑定菜单 / 绑定权限 dialogs show them. */
const meta = {
  title: 'Screens/Roles/RoleBindingTabs',
  component: RoleBindingTabs,
  decorators: [withQueryClient],
  args: { entity: roleEntity, row: sampleRole, provider: sampleRoleProvider(), hospCode: undefined },
} satisfies Meta<typeof RoleBindingTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 设备台账 ticked, 设备管理 half ticked; saving with nothing ticked warns 至少选择一个菜单!. */
export const Menus: Story = {};

/** Permissions are ticked one by one: 系统管理 does not tick its children. */
export const Permissions: Story = { args: { initialTab: 'permission' } };
