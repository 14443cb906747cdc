import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '../stories/WidgetPreview';

/** The dateRange widget in an Arco-themed field; the value it gives the form is printed under it. */
const meta = {
  title: 'Engine/Form/Widgets/DateRangeWidget',
  component: WidgetPreview,
  args: { widget: 'dateRange', field: { type: 'array', title: '创建时间', items: { type: 'string' } } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: ['2026-03-01 00:00:00', '2026-03-31 23:59:59'] } };

export const Disabled: Story = { args: { disabled: true, value: ['2026-03-01 00:00:00', '2026-03-31 23:59:59'] } };
