import type { WidgetProps } from '@rjsf/utils';
import { Input } from '@arco-design/web-react';
import { emptyToUndefined, errorStatus, useWidgetPlaceholder } from './widget-support';

/** A password box with Arco's show/hide eye; the browser must not autofill someone else's password. */
export function PasswordWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, rawErrors, onChange, onBlur, onFocus } = props;
  const placeholder = useWidgetPlaceholder(props, 'input');
  return (
    <Input.Password
      id={id}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoComplete="new-password"
      status={errorStatus(rawErrors)}
      onChange={(text) => onChange(emptyToUndefined(text))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
