import type { WidgetProps } from '@rjsf/utils';
import { isUploadType } from '../../../schema/upload-rules';
import { entityFormContextOf } from '../form-context';
import { FileUpload } from './upload/upload-components';
import { optionOf } from './widget-support';

/**
 * `file`: a document address (filePath), or a list of them when the field is an array.
 * widgetOptions: uploadType (OTHER), suffixes (whitelist), maxSizeMb (2, seed 001), maxCount
 * (1; for a list the field's maxItems, else 5).
 */
export function FileWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, options, schema } = props;
  const uploadType = optionOf<string>(options, 'uploadType');
  const multiple = schema.type === 'array';
  return (
    <FileUpload
      id={id}
      value={value as string | string[] | undefined}
      onChange={(next) => onChange(next)}
      upload={entityFormContextOf(props).upload}
      type={isUploadType(uploadType) ? uploadType : 'OTHER'}
      multiple={multiple}
      maxCount={optionOf<number>(options, 'maxCount') ?? schema.maxItems}
      maxSizeMb={optionOf<number>(options, 'maxSizeMb') ?? 2}
      suffixes={optionOf<string[]>(options, 'suffixes')}
      disabled={disabled || readonly}
    />
  );
}
