import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '../stories/WidgetPreview';

/** The switch widget in an Arco-themed field; the value it gives the form is printed under it. */
const meta = {
  title: 'Engine/Form/Widgets/SwitchWidget',
  component: WidgetPreview,
  args: { widget: 'switch', field: { type: 'boolean', title: '停用' } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const On: Story = { args: { value: true } };

export const Disabled: Story = { args: { disabled: true, value: true } };
