import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '../stories/WidgetPreview';

/** The imageUrl widget in an Arco-themed field; the value it gives the form is printed under it. */
const meta = {
  title: 'Engine/Form/Widgets/ImageUrlWidget',
  component: WidgetPreview,
  args: { widget: 'imageUrl', field: { type: 'string', title: '头像' } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

const sampleImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#165dff"/><text x="18" y="42" font-size="28" fill="#fff">张</text></svg>',
  );

export const Filled: Story = { args: { value: sampleImage } };

export const Required: Story = { args: { required: true } };

export const WithError: Story = { args: { required: true, errors: ['头像格式不正确'] } };

export const Disabled: Story = { args: { disabled: true, value: sampleImage } };

export const ReadOnly: Story = { args: { readonly: true, value: sampleImage } };
