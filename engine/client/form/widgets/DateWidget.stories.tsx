import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '../stories/WidgetPreview';

/** The date widget in an Arco-themed field; the value it gives the form is printed under it. */
const meta = {
  title: 'Engine/Form/Widgets/DateWidget',
  component: WidgetPreview,
  args: { widget: 'date', field: { type: 'string', title: '批准日期' } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '2026-03-15' } };

export const DateTime: Story = { args: { widget: 'dateTime', field: { type: 'string', title: '发布时间' }, value: '2026-03-15 08:30:05' } };

export const Required: Story = { args: { required: true } };

export const WithError: Story = { args: { required: true, errors: ['批准日期为必输项'] } };

export const Disabled: Story = { args: { disabled: true, value: '2026-03-15' } };

export const ReadOnly: Story = { args: { readonly: true, value: '2026-03-15' } };
