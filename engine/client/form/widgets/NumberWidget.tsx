import type { WidgetProps } from '@rjsf/utils';
import { InputNumber } from '@arco-design/web-react';
import { errorStatus, optionOf, useWidgetPlaceholder } from './widget-support';

/**
 * A number box (Arco InputNumber). Integer fields round to whole numbers. No min/max is passed to
 * Arco on purpose: it would clamp 40000 to 32767 silently, where the seed wants the rule's message.
 */
export function NumberWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, rawErrors, schema, options, onChange, onBlur, onFocus } = props;
  const placeholder = useWidgetPlaceholder(props, 'input');
  const integer = schema.type === 'integer';
  return (
    <InputNumber
      id={id}
      value={typeof value === 'number' ? value : undefined}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      error={errorStatus(rawErrors) === 'error'}
      precision={integer ? 0 : optionOf<number>(options, 'precision')}
      step={optionOf<number>(options, 'step') ?? 1}
      style={{ width: '100%' }}
      // Without bounds Arco writes aria-valuemin="-Infinity" / aria-valuemax="Infinity", values
      // ARIA does not allow (issue 28, axe aria-valid-attr-value): no bounds, no attributes.
      // biome-ignore lint/a11y/useValidAriaValues: undefined drops the attribute Arco would otherwise write as -Infinity.
      aria-valuemin={undefined}
      // biome-ignore lint/a11y/useValidAriaValues: undefined drops the attribute Arco would otherwise write as Infinity.
      aria-valuemax={undefined}
      onChange={(next) => onChange(typeof next === 'number' && !Number.isNaN(next) ? next : undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
