import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '../stories/WidgetPreview';

/** The textarea widget in an Arco-themed field; the value it gives the form is printed under it. */
const meta = {
  title: 'Engine/Form/Widgets/TextareaWidget',
  component: WidgetPreview,
  args: { widget: 'textarea', field: { type: 'string', title: '备注', maxLength: 500 } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '设备科负责人\n负责全院设备维护', options: { rows: 4 } } };

export const Required: Story = { args: { required: true } };

export const WithError: Story = { args: { required: true, errors: ['备注长度不能超过500个字符'] } };

export const Disabled: Story = { args: { disabled: true, value: '设备科负责人' } };

export const ReadOnly: Story = { args: { readonly: true, value: '设备科负责人' } };
