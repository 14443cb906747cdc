import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '../stories/WidgetPreview';
import { slowStoryUploader, storyUploader } from './upload/story-uploaders';

/** file: a document with a suffix whitelist, a size and count limit, progress bar and download link. */
const meta = {
  title: 'Engine/Form/Widgets/FileWidget',
  component: WidgetPreview,
  args: {
    widget: 'file',
    field: { type: 'string', title: '文件路径' },
    options: { uploadType: 'OTHER', suffixes: ['pdf', 'docx'], maxSizeMb: 15 },
    formContext: { upload: storyUploader },
  },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: `/files/other/202611/${'a'.repeat(32)}/${encodeURIComponent('医疗器械不良事件报告.pdf')}` } };

/** A list field: up to five documents. */
export const SeveralFiles: Story = {
  args: {
    field: { type: 'array', title: '附件', items: { type: 'string' }, maxItems: 5 },
    options: { uploadType: 'OTHER' },
    value: [`/files/other/202611/${'b'.repeat(32)}/${encodeURIComponent('操作手册.pdf')}`],
  },
};

export const SlowUpload: Story = { args: { formContext: { upload: slowStoryUploader } } };

export const Required: Story = { args: { required: true, errors: ['文件路径为必输项'] } };
