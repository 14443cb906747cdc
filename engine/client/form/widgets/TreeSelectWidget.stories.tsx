import type { Meta, StoryObj } from '@storybook/react-vite';
import { departmentTree } from '../stories/entity-fixtures';
import { treeOptionsOf } from '../model/tree-options';
import { WidgetPreview } from '../stories/WidgetPreview';

/** The treeSelect widget in an Arco-themed field; the value it gives the form is printed under it. */
const meta = {
  title: 'Engine/Form/Widgets/TreeSelectWidget',
  component: WidgetPreview,
  args: {
    widget: 'treeSelect',
    field: { type: 'string', title: '上级部门ID' },
    options: { treeData: treeOptionsOf(departmentTree, { labelField: 'deptName', rootTitle: '顶级' }) },
  },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '6650a1b2c3d4e5f601000002' } };

export const Required: Story = { args: { required: true } };

export const WithError: Story = { args: { required: true, errors: ['上级部门ID为必输项'] } };

export const Disabled: Story = { args: { disabled: true, value: '6650a1b2c3d4e5f601000001' } };

export const ReadOnly: Story = { args: { readonly: true, value: '6650a1b2c3d4e5f601000001' } };
