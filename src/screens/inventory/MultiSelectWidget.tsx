import type { WidgetProps } from '@rjsf/utils';
import { Select } from '@arco-design/web-react';
import type { OptionSource } from '../../../engine/schema/entity-types';
import { entityFormContextOf, useFieldOptions, optionOf, useWidgetPlaceholder } from '../../../engine/client/form-widgets';

/** `multiSelect`: several values of a list field from its options (an inventory plan's departments). */
export function MultiSelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, options, onChange } = props;
  const placeholder = useWidgetPlaceholder(props, 'select');
  const { loadOptions, hospCode } = entityFormContextOf(props);
  const loaded = useFieldOptions(optionOf<OptionSource>(options, 'optionSource'), loadOptions, hospCode);
  return (
    <Select
      id={id}
      mode="multiple"
      value={Array.isArray(value) ? value : []}
      placeholder={placeholder}
      disabled={disabled || readonly}
      options={loaded.options.map((option) => ({ value: option.value as string, label: option.label }))}
      loading={loaded.loading}
      allowClear
      showSearch
      onChange={(next: string[]) => onChange(next.length > 0 ? next : undefined)}
    />
  );
}
