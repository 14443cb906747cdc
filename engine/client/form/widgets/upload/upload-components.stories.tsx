import { Form } from '@arco-design/web-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SAMPLE_IMAGES, slowStoryUploader, storyUploader } from './story-uploaders';
import { FileUpload, ImageListUpload, SingleImageUpload } from './upload-components';

const manual = `/files/other/202603/${'d'.repeat(32)}/${encodeURIComponent('操作手册.pdf')}`;

/**
 * The three upload controls outside rjsf, as an Arco Form.Item child (the account settings page
 * uses them so): a picture list, one replaceable picture and documents. The value is printed below.
 */
function UploadControlsStory({ filled, slow, disabled }: { filled: boolean; slow: boolean; disabled: boolean }) {
  const upload = slow ? slowStoryUploader : storyUploader;
  const [pictures, setPictures] = useState<string[]>(filled ? SAMPLE_IMAGES.slice(0, 2) : []);
  const [avatar, setAvatar] = useState<string | undefined>(filled ? SAMPLE_IMAGES[2] : undefined);
  const [files, setFiles] = useState<string | string[] | undefined>(filled ? [manual] : []);
  const shown = (url: string) => (url.startsWith('data:') ? `${url.slice(0, 24)}…` : url);
  return (
    <div style={{ maxWidth: 640, padding: 24 }}>
      <Form layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 19 }}>
        <Form.Item label="医院图片">
          <ImageListUpload value={pictures} onChange={setPictures} upload={upload} maxCount={3} disabled={disabled} />
        </Form.Item>
        <Form.Item label="头像">
          <SingleImageUpload value={avatar} onChange={setAvatar} upload={upload} disabled={disabled} />
        </Form.Item>
        <Form.Item label="附件">
          <FileUpload value={files} onChange={setFiles} upload={upload} multiple suffixes={['pdf', 'docx']} disabled={disabled} />
        </Form.Item>
      </Form>
      <pre>{JSON.stringify({ pictures: pictures.map(shown), avatar: avatar && shown(avatar), files }, null, 2)}</pre>
    </div>
  );
}

const meta = {
  title: 'Engine/Form/Upload/Upload controls',
  component: UploadControlsStory,
  args: { filled: false, slow: false, disabled: false },
} satisfies Meta<typeof UploadControlsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing uploaded yet: the add cards and 选择文件, with each control's hint. */
export const Empty: Story = {};

/** Two pictures, an avatar (a new upload replaces it) and a document with its download link. */
export const Filled: Story = { args: { filled: true } };

/** Uploads take about three seconds: the progress on each card and file. */
export const SlowUpload: Story = { args: { slow: true } };

export const Disabled: Story = { args: { filled: true, disabled: true } };
