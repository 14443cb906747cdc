import { DatePicker, Input, InputNumber, Select } from '@arco-design/web-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../schema/entity-types';
import type { EntityDataProvider } from '../../data/data-provider';
import { useOptions } from '../../data/use-options';
import { createRegistry } from '../../registry';
import type { FilterValue } from '../list-reducer';

export interface FilterWidgetProps {
  name: string;
  field: FieldDef;
  value: FilterValue | undefined;
  onChange(value: FilterValue | undefined): void;
  /** Enter in a filter input runs the query (seed 002 section 9). */
  onEnter(): void;
  disabled: boolean;
  placeholder: string;
  provider: EntityDataProvider;
  hospCode: string | undefined;
}

export type FilterWidget = (props: FilterWidgetProps) => ReactNode;

const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const DATE_FORMAT = 'YYYY-MM-DD';
const asText = (value: FilterValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
const asRange = (value: FilterValue | undefined): string[] | undefined => (Array.isArray(value) ? value : undefined);
const toRange = (parts: string[] | undefined): FilterValue | undefined => {
  const [from, to] = parts ?? [];
  return from && to ? [from, to] : undefined;
};

function TextFilter({ name, value, onChange, onEnter, disabled, placeholder }: FilterWidgetProps) {
  return (
    <Input id={`filter-${name}`} value={asText(value) ?? ''} onChange={(text) => onChange(text)} onPressEnter={onEnter} disabled={disabled} placeholder={placeholder} allowClear />
  );
}

function NumberFilter({ name, value, onChange, onEnter, disabled, placeholder }: FilterWidgetProps) {
  return (
    <InputNumber
      id={`filter-${name}`}
      value={typeof value === 'number' ? value : undefined}
      onChange={(number) => onChange(typeof number === 'number' && Number.isFinite(number) ? number : undefined)}
      onKeyDown={(event) => (event as KeyboardEvent).key === 'Enter' && onEnter()}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}

/** A numeric range (a run's duration): two numbers, either end may stay open; sent as texts like a date range. */
function NumberRangeFilter({ name, value, onChange, onEnter, disabled }: FilterWidgetProps) {
  const { t } = useTranslation();
  const [from, to] = asRange(value) ?? ['', ''];
  const numberOf = (text: string | undefined) => (text === undefined || text === '' ? undefined : Number(text));
  const set = (index: 0 | 1, number: number | undefined) => {
    const parts: [string, string] = [from ?? '', to ?? ''];
    parts[index] = typeof number === 'number' && Number.isFinite(number) ? String(number) : '';
    onChange(parts[0] === '' && parts[1] === '' ? undefined : parts);
  };
  const enter = (event: unknown) => (event as KeyboardEvent).key === 'Enter' && onEnter();
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 4, width: '100%' }}>
      <InputNumber id={`filter-${name}-from`} value={numberOf(from)} onChange={(number) => set(0, number)} onKeyDown={enter} disabled={disabled} placeholder={t('engine.list.rangeFrom')} />
      <span>~</span>
      <InputNumber id={`filter-${name}-to`} value={numberOf(to)} onChange={(number) => set(1, number)} onKeyDown={enter} disabled={disabled} placeholder={t('engine.list.rangeTo')} />
    </span>
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

/** Date-range shortcuts of seed 002 section 2.4: today, last week, last month, last three months. */
function useRangeShortcuts() {
  const { t } = useTranslation();
  const until = () => dayjs().endOf('day');
  return [
    { text: t('engine.list.shortcutToday'), value: () => [dayjs().startOf('day'), until()] },
    { text: t('engine.list.shortcutLastWeek'), value: () => [dayjs().subtract(1, 'week').startOf('day'), until()] },
    { text: t('engine.list.shortcutLastMonth'), value: () => [dayjs().subtract(1, 'month').startOf('day'), until()] },
    { text: t('engine.list.shortcutLastThreeMonths'), value: () => [dayjs().subtract(3, 'month').startOf('day'), until()] },
  ];
}

function rangeFilter(format: string, showTime: boolean): FilterWidget {
  return function RangeFilter({ value, onChange, disabled }: FilterWidgetProps) {
    const { t } = useTranslation();
    const shortcuts = useRangeShortcuts();
    return (
      <DatePicker.RangePicker
        value={asRange(value)}
        onChange={(parts) => onChange(toRange(parts))}
        format={format}
        showTime={showTime}
        shortcuts={shortcuts}
        shortcutsPlacementLeft
        disabled={disabled}
        placeholder={[t('engine.list.rangeStart'), t('engine.list.rangeEnd')]}
        style={{ width: '100%' }}
      />
    );
  };
}

function DateFilter({ value, onChange, disabled, placeholder }: FilterWidgetProps) {
  return (
    <DatePicker value={asText(value)} onChange={(text) => onChange(text || undefined)} format={DATE_FORMAT} disabled={disabled} placeholder={placeholder} style={{ width: '100%' }} />
  );
}

/** Filter widgets by name; a bespoke screen may register its own. */
export const filterWidgets = createRegistry<FilterWidget>('Filter widget', {
  text: TextFilter,
  number: NumberFilter,
  numberRange: NumberRangeFilter,
  select: SelectFilter,
  boolean: BooleanFilter,
  date: DateFilter,
  dateRange: rangeFilter(DATE_FORMAT, false),
  dateTimeRange: rangeFilter(DATE_TIME_FORMAT, true),
});

/** The widget a filter gets from its field: ranges, options, booleans, numbers, else text. */
export function filterWidgetNameOf(field: FieldDef): string {
  if (field.filter === 'range' && (field.type === 'integer' || field.type === 'number')) return 'numberRange';
  if (field.filter === 'range') return field.format === 'date' ? 'dateRange' : 'dateTimeRange';
  if (field.options) return 'select';
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.format === 'date') return 'date';
  return 'text';
}
