import type { WidgetProps } from '@rjsf/utils';
import { isUploadType } from '../../../schema/upload-rules';
import { entityFormContextOf } from '../form-context';
import { SingleImageUpload } from './upload/upload-components';
import { optionOf } from './widget-support';

/** `singleImage`: one picture address (avatar, icon). widgetOptions: uploadType (IMG_AVATAR), maxSizeMb (2). */
export function SingleImageWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, options } = props;
  const uploadType = optionOf<string>(options, 'uploadType');
  return (
    <SingleImageUpload
      id={id}
      value={typeof value === 'string' ? value : undefined}
      onChange={(url) => onChange(url)}
      upload={entityFormContextOf(props).upload}
      type={isUploadType(uploadType) ? uploadType : 'IMG_AVATAR'}
      maxSizeMb={optionOf<number>(options, 'maxSizeMb')}
      disabled={disabled || readonly}
    />
  );
}
