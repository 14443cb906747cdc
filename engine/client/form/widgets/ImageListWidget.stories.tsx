import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '../stories/WidgetPreview';
import { SAMPLE_IMAGES, failingStoryUploader, slowStoryUploader, storyUploader } from './upload/story-uploaders';

/**
 * imageList: hospital images (IMG_EQP, at most 3, 2 MB). Pick or drop jpg/png files; other types,
 * bigger files and a fourth picture are refused with the seeds' messages; removing asks first.
 */
const meta = {
  title: 'Engine/Form/Widgets/ImageListWidget',
  component: WidgetPreview,
  args: {
    widget: 'imageList',
    field: { type: 'array', title: '医院图片', items: { type: 'string' }, maxItems: 3 },
    options: { uploadType: 'IMG_EQP', maxSizeMb: 2 },
    formContext: { upload: storyUploader },
  },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TwoImages: Story = { args: { value: SAMPLE_IMAGES.slice(0, 2) } };

/** Full: the add card is hidden, more files are refused with 超过上传文件个数限制:3. */
export const Full: Story = { args: { value: SAMPLE_IMAGES } };

export const SlowUpload: Story = { args: { formContext: { upload: slowStoryUploader } } };

export const ServerRefuses: Story = { args: { formContext: { upload: failingStoryUploader } } };

export const Disabled: Story = { args: { disabled: true, value: SAMPLE_IMAGES.slice(0, 1) } };

/** A form without a data provider: the pictures show, nothing can be added. */
export const NoUploader: Story = { args: { formContext: {}, value: SAMPLE_IMAGES.slice(0, 1) } };
