import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { failingStoryUploader, SAMPLE_IMAGES, storyUploader } from './story-uploaders';
import { UploadField, type UploadFieldProps } from './UploadField';

type UploadFieldStoryProps = Omit<UploadFieldProps, 'onChange'>;

/** The one view behind the upload widgets, with the addresses it holds printed under it. */
function UploadFieldStory({ value, ...props }: UploadFieldStoryProps) {
  const [urls, setUrls] = useState(value);
  return (
    <div style={{ maxWidth: 560, padding: 16 }}>
      <UploadField {...props} value={urls} onChange={setUrls} />
      <pre>{JSON.stringify(urls.map((url) => (url.startsWith('data:') ? `${url.slice(0, 24)}…` : url)))}</pre>
    </div>
  );
}

const report = `/files/other/202603/${'c'.repeat(32)}/${encodeURIComponent('医疗器械不良事件报告.pdf')}`;

const meta = {
  title: 'Engine/Form/Upload/UploadField',
  component: UploadFieldStory,
  args: {
    value: SAMPLE_IMAGES.slice(0, 2),
    upload: storyUploader,
    type: 'IMG_EQP',
    maxCount: 3,
    listType: 'picture-card',
    hint: '只能上传jpg/png文件，且不超过2MB',
  },
} satisfies Meta<typeof UploadFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture cards with previews; removing asks 是否确认删除该文件? first. */
export const PictureCards: Story = {};

/** Full: the add card is hidden. */
export const Full: Story = { args: { value: SAMPLE_IMAGES } };

/** Documents as a list of download links, with the 选择文件 button. */
export const DocumentList: Story = {
  args: {
    value: [report],
    type: 'OTHER',
    maxCount: 5,
    listType: 'text',
    suffixes: ['pdf', 'docx'],
    hint: '支持 pdf/docx，单个不超过20MB',
  },
};

/** The server refuses every file: its message, and the card goes away. */
export const ServerRefuses: Story = { args: { value: [], upload: failingStoryUploader } };

/** No uploader (a form without a data provider), or a disabled form: shown, nothing can be added. */
export const Disabled: Story = { args: { disabled: true } };
