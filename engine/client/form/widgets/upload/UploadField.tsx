import { useCallback, useMemo } from 'react';
import { Button, Message, Modal, Upload } from '@arco-design/web-react';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import { IconUpload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { checkNameAndSize, effectiveLimits, type UploadType } from '../../../../schema/upload-rules';
import type { FileUploader } from '../../../data/upload-client';
import { fileNameOfUrl } from './upload-value';
import { useRefusalText } from './use-refusal-text';
import { useUploadQueue } from './use-upload-queue';

export interface UploadFieldProps {
  /** Stored addresses, in order. */
  value: string[];
  onChange(urls: string[]): void;
  /** The data provider's upload; without one the field only shows what it holds. */
  upload?: FileUploader;
  type: UploadType;
  /** At most this many files (ignored with `replace`). */
  maxCount: number;
  /** The field's size limit; never above the type's (the server holds to the smaller). */
  maxSizeMb?: number;
  /** The field's suffix whitelist, within the type's. */
  suffixes?: string[];
  listType: 'picture-card' | 'text';
  /** One file that a new upload replaces (avatar, icon). */
  replace?: boolean;
  disabled?: boolean;
  hint: string;
  id?: string;
}

const STORED = 'stored-';

/** 是否确认删除该文件? with 确定 / 取消; resolves whether the user confirmed. */
function confirmRemoval(texts: { title: string; content: string; okText: string; cancelText: string }): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      ...texts,
      // Block bodies: Modal.confirm stays open when onOk returns a truthy non-promise.
      onOk: () => {
        resolve(true);
      },
      onCancel: () => {
        resolve(false);
      },
    });
  });
}

/**
 * The one view behind the image list, single image and file widgets: Arco's Upload for picking,
 * dropping, previews and progress, fed from useUploadQueue. Every file is checked here first
 * (name, suffix, size, count, with the seeds' messages) and again by the server.
 */
export function UploadField(props: UploadFieldProps) {
  const { value, onChange, upload, type, maxCount, listType, replace = false, disabled = false, hint, id } = props;
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const limits = useMemo(
    () => effectiveLimits(type, { maxSizeMb: props.maxSizeMb, suffixes: props.suffixes }),
    [type, props.maxSizeMb, props.suffixes],
  );
  const send = useCallback(
    (file: File, onProgress: (percent: number) => void) => {
      if (!upload) return Promise.reject(new Error('no uploader'));
      return upload(file, { type, maxSizeMb: limits.maxSizeMb, suffixes: limits.suffixes, onProgress });
    },
    [upload, type, limits],
  );
  const queue = useUploadQueue({ urls: value, onUrlsChange: onChange, send, replace });

  const fileList: UploadItem[] = [
    ...value.map((url, index) => ({ uid: `${STORED}${index}`, url, name: fileNameOfUrl(url), status: 'done' as const, percent: 100 })),
    ...queue.pending.map((item) => ({
      uid: item.uid,
      name: item.name,
      status: 'uploading' as const,
      percent: item.percent,
      originFile: item.file,
    })),
  ];

  const beforeUpload = (file: File) => {
    const refusal = checkNameAndSize(type, limits, file);
    if (!refusal) return true;
    Message.error(refusalText(refusal));
    return false;
  };

  const onRemove = async (item: UploadItem) => {
    const confirmed = await confirmRemoval({
      title: t('engine.form.upload.removeTitle'),
      content: t('engine.form.upload.removeConfirm'),
      okText: t('engine.form.upload.ok'),
      cancelText: t('engine.form.upload.cancel'),
    });
    if (confirmed) {
      if (item.uid.startsWith(STORED)) queue.removeStored(Number(item.uid.slice(STORED.length)));
      else queue.cancel(item.uid);
    }
    // The list is ours (useUploadQueue), not Arco's: it must not remove the item itself.
    return false;
  };

  return (
    <div id={id} data-upload-type={type}>
      <Upload
        listType={listType}
        fileList={fileList}
        accept={{ type: limits.suffixes.map((suffix) => `.${suffix}`).join(','), strict: false }}
        multiple={!replace && maxCount > 1}
        limit={replace ? undefined : { maxCount, hideOnExceedLimit: true }}
        disabled={disabled || !upload}
        imagePreview={listType === 'picture-card'}
        tip={hint}
        beforeUpload={beforeUpload}
        onExceedLimit={() => Message.error(refusalText({ reason: 'count', limit: maxCount }))}
        customRequest={({ file }) => {
          queue.start(file);
        }}
        onRemove={onRemove}
        showUploadList={
          listType === 'text'
            ? {
                fileName: (item) =>
                  item.url ? (
                    <a href={item.url} download={item.name} target="_blank" rel="noreferrer">
                      {item.name}
                    </a>
                  ) : (
                    item.name
                  ),
              }
            : true
        }
      >
        {listType === 'text' ? (
          <Button icon={<IconUpload />} disabled={disabled || !upload}>
            {t('engine.form.upload.choose')}
          </Button>
        ) : undefined}
      </Upload>
    </div>
  );
}
