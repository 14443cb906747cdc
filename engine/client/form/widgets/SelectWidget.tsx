import type { WidgetProps } from '@rjsf/utils';
import { Select } from '@arco-design/web-react';
import type { OptionSource } from '../../../schema/entity-types';
import { useEntityText } from '../../i18n/entity-texts';
import { entityFormContextOf, formEntityNameOf } from '../form-context';
import { useFieldOptions } from '../options/use-field-options';
import { errorStatus, optionOf, useWidgetPlaceholder } from './widget-support';

/**
 * A searchable, clearable select (Arco Select). Options come from ui:options.optionSource: static
 * `{values}` (schema texts, translated), or a `{dictionary}` / `{resource}` list loaded through the
 * form's options loader for the form's hospital. When the dialog's rules allow only some values
 * (`enum`), only those are offered.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus } = props;
  const placeholder = useWidgetPlaceholder(props, 'select');
  const entityText = useEntityText(formEntityNameOf(props));
  const source = optionOf<OptionSource>(options, 'optionSource');
  const { loadOptions, hospCode } = entityFormContextOf(props);
  const loaded = useFieldOptions(source, loadOptions, hospCode);
  const translate = source !== undefined && 'values' in source;
  // A dialog rule's enum narrows the list (account add offers only the types it accepts).
  const accepted = Array.isArray(props.schema.enum) ? props.schema.enum : undefined;
  const choices = loaded.options
    .filter((option) => !accepted || accepted.includes(option.value))
    .map((option) => ({
      value: option.value as string | number,
      label: translate ? entityText(option.label) : option.label,
    }));
  const labelOf = (candidate: unknown) => choices.find((choice) => choice.value === candidate)?.label ?? String(candidate);
  return (
    <Select
      id={id}
      value={value ?? undefined}
      placeholder={placeholder}
      disabled={disabled || readonly}
      status={errorStatus(rawErrors)}
      options={choices}
      loading={loaded.loading}
      showSearch
      allowClear
      filterOption={(input, option) =>
        labelOf((option.props as { value?: unknown }).value)
          .toLowerCase()
          .includes(input.toLowerCase())
      }
      onChange={(next: unknown) => onChange(next === '' || next === null ? undefined : next)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
