import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { CustomActionDef } from '../../../engine/schema/entity-types';
import { withQueries } from '../../stories/story-support';
import { roleEntity, sampleRole, sampleRoleProvider } from './role-binding-samples';
import { RoleBindingDialog } from './RoleBindingDialog';

const actionNamed = (name: string) => roleEntity.actions!.find((action) => action.name === name) as CustomActionDef;

/** The role rows' 绑定菜单 / 绑定权限: the binding tabs in a dialog, on the tab the action names. */
const meta = {
  title: 'Screens/Roles/RoleBindingDialog',
  component: RoleBindingDialog,
  decorators: [withQueries()],
  args: {
    entity: roleEntity,
    action: actionNamed('menuBinding'),
    provider: sampleRoleProvider(),
    hospCode: undefined,
    row: sampleRole,
    onClose: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof RoleBindingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MenuBinding: Story = {};

export const PermissionBinding: Story = { args: { action: actionNamed('permissionBinding') } };
