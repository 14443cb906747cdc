import type { WidgetProps } from '@rjsf/utils';
import { Input } from '@arco-design/web-react';
import { emptyToUndefined, errorStatus, optionOf, useWidgetPlaceholder } from './widget-support';

/** A multi-line text box (Arco Input.TextArea); ui:options.rows sets its height, default 3 rows. */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, rawErrors, options, onChange, onBlur, onFocus } = props;
  const placeholder = useWidgetPlaceholder(props, 'input');
  const rows = optionOf<number>(options, 'rows') ?? 3;
  return (
    <Input.TextArea
      id={id}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      status={errorStatus(rawErrors)}
      autoSize={{ minRows: rows, maxRows: Math.max(rows, 10) }}
      onChange={(text) => onChange(emptyToUndefined(text))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
