import type { WidgetProps } from '@rjsf/utils';
import { Switch } from '@arco-design/web-react';

/** A yes/no switch (Arco Switch) for boolean fields. */
export function SwitchWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, onChange, onBlur, onFocus } = props;
  return (
    <Switch
      id={id}
      aria-label={label}
      checked={value === true}
      disabled={disabled || readonly}
      onChange={(checked) => onChange(checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
