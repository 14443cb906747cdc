import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '../stories/WidgetPreview';

/** The text widget in an Arco-themed field; the value it gives the form is printed under it. */
const meta = {
  title: 'Engine/Form/Widgets/TextWidget',
  component: WidgetPreview,
  args: { widget: 'text', field: { type: 'string', title: '账号名称/姓名', maxLength: 100 } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '张工程师' } };

export const Required: Story = { args: { required: true } };

export const WithError: Story = { args: { required: true, errors: ['账号名称/姓名为必输项'] } };

export const Disabled: Story = { args: { disabled: true, value: '张工程师' } };

export const ReadOnly: Story = { args: { readonly: true, value: '张工程师' } };
