import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '../stories/WidgetPreview';

/** The password widget in an Arco-themed field; the value it gives the form is printed under it. */
const meta = {
  title: 'Engine/Form/Widgets/PasswordWidget',
  component: WidgetPreview,
  args: { widget: 'password', field: { type: 'string', title: '密码' } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'Demo@2026' } };

export const Required: Story = { args: { required: true } };

export const WithError: Story = { args: { required: true, errors: ['密码为必输项'] } };

export const Disabled: Story = { args: { disabled: true, value: 'Demo@2026' } };

export const ReadOnly: Story = { args: { readonly: true, value: 'Demo@2026' } };
