import type { WidgetProps } from '@rjsf/utils';
import { Image, Input } from '@arco-design/web-react';
import { emptyToUndefined, errorStatus, useWidgetPlaceholder } from './widget-support';

/** Only addresses a browser can show are previewed; anything else would be a broken image. */
const isPreviewable = (url: string) => /^(https?:\/\/|\/|data:image\/)/.test(url);

/** An image address (Arco Input) with a small preview beside it; click the preview to enlarge. */
export function ImageUrlWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, rawErrors, label, onChange, onBlur, onFocus } = props;
  const placeholder = useWidgetPlaceholder(props, 'input');
  const url = typeof value === 'string' ? value : '';
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Input
        id={id}
        value={url}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        status={errorStatus(rawErrors)}
        allowClear={!disabled && !readonly}
        onChange={(text) => onChange(emptyToUndefined(text))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {isPreviewable(url) && <Image src={url} alt={label} width={32} height={32} style={{ flex: 'none', objectFit: 'cover' }} />}
    </div>
  );
}
