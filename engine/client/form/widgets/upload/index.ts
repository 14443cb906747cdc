// The upload controls for forms outside rjsf (account settings) and the uploader types.
export { FileUpload, ImageListUpload, SingleImageUpload } from './upload-components';
export type { FileUploader, UploadOptions } from '../../../data/upload-client';
