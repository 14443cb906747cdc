import { Input, Select } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../schema/entity-types';
import { isPickableLookup } from '../../../schema/lookup-picker';
import { useOptions } from '../../data/use-options';
import { createRegistry, lazyComponent } from '../../registry';
import { asText } from './filter-values';
import type { FilterWidget, FilterWidgetProps } from './filter-widget-types';

export type { FilterWidget, FilterWidgetProps } from './filter-widget-types';

// Number and date widgets load the first time one renders (issue 17: a list's first load carries
// what its first screen shows; advanced filters are closed at first). Their place stays empty for
// that moment; the label beside it shows at once.
const numberFilters = () => import('./number-filters');
const dateFilters = () => import('./date-filters');

function TextFilter({ name, value, onChange, onEnter, disabled, placeholder }: FilterWidgetProps) {
  return (
    <Input
      id={`filter-${name}`}
      value={asText(value) ?? ''}
      onChange={(text) => onChange(text)}
      onPressEnter={onEnter}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
    />
  );
}

function SelectFilter({ name, field, value, onChange, disabled, placeholder, provider, hospCode }: FilterWidgetProps) {
  const { options, loading } = useOptions(provider, field.options, hospCode);
  return (
    <Select
      id={`filter-${name}`}
      value={value as string | number | undefined}
      onChange={(chosen: string | number | undefined) => onChange(chosen)}
      options={options.map((option) => ({ value: option.value as string | number, label: option.label }))}
      loading={loading}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
      showSearch
    />
  );
}

function BooleanFilter({ name, value, onChange, disabled, placeholder }: FilterWidgetProps) {
  const { t } = useTranslation();
  const chosen = value === true ? 'true' : value === false ? 'false' : undefined;
  return (
    <Select
      id={`filter-${name}`}
      value={chosen}
      onChange={(next?: string) => onChange(next === undefined ? undefined : next === 'true')}
      options={[
        { value: 'true', label: t('engine.list.yes') },
        { value: 'false', label: t('engine.list.no') },
      ]}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
    />
  );
}

/** Filter widgets by name; a bespoke screen may register its own. */
export const filterWidgets = createRegistry<FilterWidget>('Filter widget', {
  text: TextFilter,
  number: lazyComponent(() => numberFilters().then((m) => m.NumberFilter)),
  numberRange: lazyComponent(() => numberFilters().then((m) => m.NumberRangeFilter)),
  select: SelectFilter,
  boolean: BooleanFilter,
  date: lazyComponent(() => dateFilters().then((m) => m.DateFilter)),
  dateRange: lazyComponent(() => dateFilters().then((m) => m.DateRangeFilter)),
  dateTimeRange: lazyComponent(() => dateFilters().then((m) => m.DateTimeRangeFilter)),
  lookup: lazyComponent(() => import('./lookup-filter').then((m) => m.LookupFilter)),
});

/** The widget a filter gets from its field: ranges, options, booleans, numbers, else text. */
export function filterWidgetNameOf(field: FieldDef): string {
  if (field.filter === 'range' && (field.type === 'integer' || field.type === 'number')) return 'numberRange';
  if (field.filter === 'range') return field.format === 'date' ? 'dateRange' : 'dateTimeRange';
  if (field.options) return 'select';
  if (isPickableLookup(field)) return 'lookup';
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.format === 'date') return 'date';
  return 'text';
}
