import type { WidgetProps } from '@rjsf/utils';
import { isUploadType } from '../../../schema/upload-rules';
import { entityFormContextOf } from '../form-context';
import { ImageListUpload } from './upload/upload-components';
import { optionOf } from './widget-support';

/**
 * `imageList`: a list of picture addresses (hospImg). widgetOptions: uploadType (IMG_EQP), maxCount
 * (else the field's maxItems, else 5), maxSizeMb (2). Uploads go through the data provider.
 */
export function ImageListWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, options, schema } = props;
  const uploadType = optionOf<string>(options, 'uploadType');
  return (
    <ImageListUpload
      id={id}
      value={Array.isArray(value) ? value : []}
      onChange={(urls) => onChange(urls)}
      upload={entityFormContextOf(props).upload}
      type={isUploadType(uploadType) ? uploadType : 'IMG_EQP'}
      maxCount={optionOf<number>(options, 'maxCount') ?? schema.maxItems}
      maxSizeMb={optionOf<number>(options, 'maxSizeMb')}
      disabled={disabled || readonly}
    />
  );
}
