import { useTranslation } from 'react-i18next';
import { UPLOAD_RULES, effectiveLimits, type UploadType } from '../../../../schema/upload-rules';
import type { FileUploader } from '../../../data/upload-client';
import { UploadField } from './UploadField';
import { fieldValueOf, urlsOf } from './upload-value';

/** What the three upload controls share; each also works outside rjsf (an Arco Form.Item child). */
interface UploadControlProps {
  upload?: FileUploader;
  type?: UploadType;
  maxSizeMb?: number;
  disabled?: boolean;
  id?: string;
}

/** Pictures (hospital images, inventory photos): preview, progress, remove with confirmation, a count limit. */
export function ImageListUpload({
  value,
  onChange,
  maxCount,
  type = 'IMG_EQP',
  ...rest
}: UploadControlProps & { value?: string[] | null; onChange?(urls: string[]): void; maxCount?: number }) {
  const { t } = useTranslation();
  return (
    <UploadField
      {...rest}
      type={type}
      value={urlsOf(value)}
      onChange={(urls) => onChange?.(urls)}
      maxCount={maxCount ?? UPLOAD_RULES[type].maxCount}
      listType="picture-card"
      hint={t('engine.form.upload.imageHint')}
    />
  );
}

/** One picture (avatar, icon): a new upload replaces it. */
export function SingleImageUpload({
  value,
  onChange,
  type = 'IMG_AVATAR',
  ...rest
}: UploadControlProps & { value?: string | null; onChange?(url: string | undefined): void }) {
  const { t } = useTranslation();
  return (
    <UploadField
      {...rest}
      type={type}
      value={urlsOf(value)}
      onChange={(urls) => onChange?.(urls[0])}
      maxCount={1}
      replace
      listType="picture-card"
      hint={t('engine.form.upload.imageHint')}
    />
  );
}

/** Documents: suffix whitelist, size and count limits, progress bar, download links. */
export function FileUpload({
  value,
  onChange,
  multiple = false,
  maxCount,
  suffixes,
  type = 'OTHER',
  ...rest
}: UploadControlProps & {
  value?: string | string[] | null;
  onChange?(value: string | string[] | undefined): void;
  multiple?: boolean;
  maxCount?: number;
  suffixes?: string[];
}) {
  const { t } = useTranslation();
  const limits = effectiveLimits(type, { maxSizeMb: rest.maxSizeMb, suffixes });
  return (
    <UploadField
      {...rest}
      type={type}
      suffixes={suffixes}
      value={urlsOf(value)}
      onChange={(urls) => onChange?.(fieldValueOf(urls, multiple))}
      maxCount={multiple ? (maxCount ?? 5) : 1}
      listType="text"
      hint={t('engine.form.upload.fileHint', { types: limits.suffixes.join('/'), size: limits.maxSizeMb })}
    />
  );
}
