import type { WidgetProps } from '@rjsf/utils';
import { Select } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { entityFormContextOf, errorStatus, optionOf, useWidgetPlaceholder } from '../../../engine/client/form-widgets';
import { loadDivisions, type Division } from './china-divisions';
import { REGION_LEVELS, regionChange, regionOptions, type RegionLevel } from './region-change';

function useDivisions(): Division[] | undefined {
  const [divisions, setDivisions] = useState<Division[] | undefined>();
  useEffect(() => {
    let live = true;
    void loadDivisions().then((loaded) => live && setDivisions(loaded));
    return () => {
      live = false;
    };
  }, []);
  return divisions;
}

/**
 * One level of a province / city / district cascade (`widget: chinaRegion`, `widgetOptions.level`).
 * The field holds the division code; its `<level>Desc` field (hidden) gets the name. A choice clears
 * the levels below when it changes (region-change.ts); the form context reads and sets the siblings.
 */
export function ChinaRegionWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus } = props;
  const level = optionOf<RegionLevel>(options, 'level') ?? 'province';
  const placeholder = useWidgetPlaceholder(props, 'select');
  const { formData = {}, setFieldValue } = entityFormContextOf(props);
  const divisions = useDivisions();
  const choices = divisions ? regionOptions(level, divisions, formData) : [];
  const parent = REGION_LEVELS[REGION_LEVELS.indexOf(level) - 1];
  return (
    <Select
      id={id}
      value={value ?? undefined}
      placeholder={placeholder}
      disabled={disabled || readonly || (parent !== undefined && !formData[parent])}
      status={errorStatus(rawErrors)}
      loading={!divisions}
      options={choices.map((division) => ({ value: division.code, label: division.name }))}
      showSearch
      allowClear
      filterOption={(input, option) => String((option.props as { children?: unknown }).children ?? '').includes(input)}
      onChange={(next?: string) => {
        if (!divisions) return;
        const patch = regionChange(level, next || undefined, divisions, formData);
        for (const [field, fieldValue] of Object.entries(patch)) {
          if (field === level) onChange(fieldValue);
          else setFieldValue?.(field, fieldValue);
        }
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
