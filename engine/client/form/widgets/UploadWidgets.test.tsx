// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '../../../schema/upload-rules';
import type { FileUploader, UploadOptions } from '../../data/upload-client';
import { WidgetPreview, type WidgetPreviewProps } from '../stories/WidgetPreview';
import { renderForm } from '../test-support/render-form';
import locales from '../../../../locales/zh/engine-form.json';
import { uploadRefusalMessage, type UploadRefusal } from '../../../schema/upload-rules';

/** An uploader the test answers by hand: each call waits until resolve/reject is called for it. */
function manualUploader() {
  const calls: { file: File; options: UploadOptions; resolve(url: string): void; reject(): void }[] = [];
  const upload: FileUploader = vi.fn(
    (file: File, options: UploadOptions) =>
      new Promise<UploadedFile>((resolve, reject) => {
        calls.push({
          file,
          options,
          resolve: (url) => resolve({ id: url, url, name: file.name, size: file.size, contentType: file.type }),
          reject: () => reject(new Error('refused')),
        });
      }),
  );
  return { upload, calls };
}

// Arco's upload progress ring is an SVG watched by a ResizeObserver polyfill that measures it with
// getBBox, which jsdom lacks.
const svgPrototype = SVGElement.prototype as SVGElement & { getBBox?: () => DOMRect };
svgPrototype.getBBox ??= () => ({ x: 0, y: 0, width: 0, height: 0 }) as DOMRect;

const shownValue = () => JSON.parse(screen.getByTestId('widget-value').textContent ?? 'null') as unknown;
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const png = (name = 'photo.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function pick(...files: File[]) {
  fireEvent.change(fileInput(), { target: { files } });
}

function render(props: Partial<WidgetPreviewProps> & Pick<WidgetPreviewProps, 'widget' | 'field'>, upload: FileUploader) {
  return renderForm(<WidgetPreview formContext={{ upload }} {...props} />);
}

const imageList = {
  widget: 'imageList',
  field: { type: 'array' as const, title: '医院图片', items: { type: 'string' as const }, maxItems: 3 },
  options: { uploadType: 'IMG_EQP' },
};

afterEach(() => {
  document.querySelectorAll('.arco-message, .arco-modal-wrapper').forEach((node) => {
    node.remove();
  });
});

describe('imageList widget', () => {
  it('sends a picked picture with its type and limit, shows progress, then holds its address', async () => {
    const { upload, calls } = manualUploader();
    render(imageList, upload);
    expect(screen.getByText('只能上传jpg/png/jpeg文件')).toBeTruthy();
    pick(png());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.options).toMatchObject({ type: 'IMG_EQP', maxSizeMb: 2, suffixes: ['jpeg', 'png', 'jpg'] });
    act(() => calls[0]!.options.onProgress?.(40));
    await waitFor(() => expect(document.querySelector('.arco-upload-list-item-picture .arco-progress')).toBeTruthy());
    await act(async () => calls[0]!.resolve('/files/eqp/202611/a'));
    await waitFor(() => expect(shownValue()).toEqual(['/files/eqp/202611/a']));
    expect(document.querySelector('.arco-upload-list-item-picture img')?.getAttribute('src')).toBe('/files/eqp/202611/a');
  });

  it('refuses other types, big files and too many files before sending, with the seeds’ messages', async () => {
    const { upload } = manualUploader();
    render({ ...imageList, value: ['/files/eqp/202611/a', '/files/eqp/202611/b'] }, upload);
    pick(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await screen.findByText('上传图片只能是jpeg/png/jpg');
    pick(png('big.png', 2 * 1024 * 1024 + 1));
    await screen.findByText('上传图片大小不能超过 2MB!');
    pick(png('c.png'), png('d.png'));
    await screen.findByText('超过上传文件个数限制:3');
    expect(upload).not.toHaveBeenCalled();
    expect(shownValue()).toEqual(['/files/eqp/202611/a', '/files/eqp/202611/b']);
  });

  it('a refused upload leaves the value as it was', async () => {
    const { upload, calls } = manualUploader();
    render({ ...imageList, value: ['/files/eqp/202611/a'] }, upload);
    pick(png());
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.reject());
    await waitFor(() => expect(document.querySelectorAll('.arco-upload-list-item-picture')).toHaveLength(1));
    expect(shownValue()).toEqual(['/files/eqp/202611/a']);
  });

  it('asks 是否确认删除该文件? before removing; 取消 keeps the picture, 确定 removes it', async () => {
    const { upload } = manualUploader();
    render({ ...imageList, value: ['/files/eqp/202611/a', '/files/eqp/202611/b'] }, upload);
    const removeFirst = () => fireEvent.click(document.querySelectorAll('.arco-upload-list-remove-icon')[0]!);
    removeFirst();
    await screen.findByText('是否确认删除该文件?');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('是否确认删除该文件?')).toBeNull());
    expect(shownValue()).toEqual(['/files/eqp/202611/a', '/files/eqp/202611/b']);
    removeFirst();
    await screen.findByText('是否确认删除该文件?');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(shownValue()).toEqual(['/files/eqp/202611/b']));
  });
});

describe('singleImage widget', () => {
  it('replaces the picture with a new upload (avatar, 2 MB)', async () => {
    const { upload, calls } = manualUploader();
    render({ widget: 'singleImage', field: { type: 'string', title: '头像' }, value: '/files/avatar/202611/old' }, upload);
    pick(png('me.jpg'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.options).toMatchObject({ type: 'IMG_AVATAR', maxSizeMb: 2 });
    await act(async () => calls[0]!.resolve('/files/avatar/202611/new'));
    await waitFor(() => expect(shownValue()).toBe('/files/avatar/202611/new'));
  });
});

describe('file widget', () => {
  const document_ = `/files/other/202611/${'a'.repeat(32)}/${encodeURIComponent('操作手册.pdf')}`;

  it('lists a stored document by its name with a download link', () => {
    const { upload } = manualUploader();
    render({ widget: 'file', field: { type: 'string', title: '文件路径' }, value: document_ }, upload);
    const link = screen.getByRole('link', { name: '操作手册.pdf' });
    expect(link.getAttribute('href')).toBe(document_);
    expect(link.getAttribute('download')).toBe('操作手册.pdf');
    expect(screen.getByText('只能上传pdf/doc/docx/xls/xlsx/ppt/pptx/jpg/jpeg/png文件，且不超过2MB')).toBeTruthy();
  });

  it('holds to its suffix whitelist and size, and gives a single field one address', async () => {
    const { upload, calls } = manualUploader();
    render({ widget: 'file', field: { type: 'string', title: '文件路径' }, options: { suffixes: ['pdf'], maxSizeMb: 15 } }, upload);
    pick(new File(['x'], 'notes.docx'));
    await screen.findByText('上传文件只能为pdf');
    pick(new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'big.pdf'));
    await screen.findByText('上传文件大小不能超过 15MB!');
    pick(new File(['%PDF'], '规程.pdf'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.options).toMatchObject({ type: 'OTHER', maxSizeMb: 15, suffixes: ['pdf'] });
    await act(async () => calls[0]!.resolve('/files/other/202611/b/%E8%A7%84%E7%A8%8B.pdf'));
    await waitFor(() => expect(shownValue()).toBe('/files/other/202611/b/%E8%A7%84%E7%A8%8B.pdf'));
  });

  it('shows the English texts in English', () => {
    const { upload } = manualUploader();
    renderForm(<WidgetPreview widget="imageList" field={imageList.field} formContext={{ upload }} />, 'en');
    expect(screen.getByText('Only jpg/png/jpeg files can be uploaded')).toBeTruthy();
  });
});

describe('the console’s Chinese texts are the server’s', () => {
  it('every refusal reads the same in locales/zh as in the server’s messages', () => {
    const samples: UploadRefusal[] = [
      { reason: 'imageType', types: 'jpeg/png/jpg' },
      { reason: 'fileType', types: 'pdf' },
      { reason: 'imageSize', limitMb: 2 },
      { reason: 'fileSize', limitMb: 20 },
      { reason: 'count', limit: 3 },
      { reason: 'fileName' },
      { reason: 'failed' },
    ];
    for (const refusal of samples) {
      const { reason, ...params } = refusal;
      const template = locales.upload.refusal[reason];
      const filled = template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String((params as Record<string, unknown>)[name]));
      expect(filled).toBe(uploadRefusalMessage(refusal));
    }
  });
});
