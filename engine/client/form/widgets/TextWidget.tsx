import type { WidgetProps } from '@rjsf/utils';
import { Input } from '@arco-design/web-react';
import { emptyToUndefined, errorStatus, useWidgetPlaceholder } from './widget-support';

/** A one-line text box (Arco Input). */
export function TextWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, rawErrors, onChange, onBlur, onFocus } = props;
  const placeholder = useWidgetPlaceholder(props, 'input');
  return (
    <Input
      id={id}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
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
  );
}
