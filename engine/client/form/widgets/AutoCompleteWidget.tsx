import type { WidgetProps } from '@rjsf/utils';
import { AutoComplete } from '@arco-design/web-react';
import type { OptionSource } from '../../../schema/entity-types';
import { entityFormContextOf } from '../form-context';
import { useFieldOptions } from '../options/use-field-options';
import { emptyToUndefined, errorStatus, optionOf, useWidgetPlaceholder } from './widget-support';

/**
 * Free text with suggestions (Arco AutoComplete): the value is whatever is typed, and the options of
 * ui:options.optionSource (a `{resource}` such as pre-auth) are offered as `value  label`, matched
 * on both. For codes a person usually picks but may also invent (permission codes).
 */
export function AutoCompleteWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus } = props;
  const placeholder = useWidgetPlaceholder(props, 'input');
  const source = optionOf<OptionSource>(options, 'optionSource');
  const { loadOptions, hospCode } = entityFormContextOf(props);
  const loaded = useFieldOptions(source, loadOptions, hospCode);
  const data = loaded.options.map((option) => ({ value: String(option.value), name: `${String(option.value)}  ${option.label}` }));
  return (
    <AutoComplete
      inputProps={{ id }}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder}
      disabled={disabled || readonly}
      status={errorStatus(rawErrors)}
      data={data}
      loading={loaded.loading}
      allowClear={!disabled && !readonly}
      filterOption={(input, option) => {
        const wanted = input.trim().toLowerCase();
        const props = option.props as { value?: unknown; children?: unknown };
        return String(props.children ?? props.value ?? '')
          .toLowerCase()
          .includes(wanted);
      }}
      onChange={(text: string) => onChange(emptyToUndefined(text))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
