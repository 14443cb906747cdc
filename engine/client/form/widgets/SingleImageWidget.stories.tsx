import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '../stories/WidgetPreview';
import { SAMPLE_IMAGES, slowStoryUploader, storyUploader } from './upload/story-uploaders';

/** singleImage: an avatar or an icon; a new picture replaces the old one, removing asks first. */
const meta = {
  title: 'Engine/Form/Widgets/SingleImageWidget',
  component: WidgetPreview,
  args: {
    widget: 'singleImage',
    field: { type: 'string', title: '头像' },
    options: { uploadType: 'IMG_AVATAR' },
    formContext: { upload: storyUploader },
  },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: SAMPLE_IMAGES[0] } };

export const Icon: Story = { args: { field: { type: 'string', title: '图标' }, options: { uploadType: 'IMG_ICON' } } };

export const SlowUpload: Story = { args: { value: SAMPLE_IMAGES[1], formContext: { upload: slowStoryUploader } } };

export const ReadOnly: Story = { args: { readonly: true, value: SAMPLE_IMAGES[2] } };
