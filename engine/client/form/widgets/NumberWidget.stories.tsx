import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '../stories/WidgetPreview';

/** The number widget in an Arco-themed field; the value it gives the form is printed under it. */
const meta = {
  title: 'Engine/Form/Widgets/NumberWidget',
  component: WidgetPreview,
  args: { widget: 'number', field: { type: 'integer', title: '排序', minimum: 1, maximum: 32767 } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 10 } };

export const Decimal: Story = { args: { field: { type: 'number', title: '价格' }, options: { precision: 2, step: 0.5 }, value: 12.5 } };

export const Required: Story = { args: { required: true } };

export const WithError: Story = { args: { required: true, errors: ['排序为1至32767的整数'] } };

export const Disabled: Story = { args: { disabled: true, value: 40000 } };

export const ReadOnly: Story = { args: { readonly: true, value: 40000 } };
