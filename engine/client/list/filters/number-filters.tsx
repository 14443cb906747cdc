import { InputNumber } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { asRange } from './filter-values';
import type { FilterWidgetProps } from './filter-widget-types';

// Loaded the first time a number filter renders (see filter-widgets.tsx): lists without one never load InputNumber.

// Unbounded, Arco writes aria-valuemin="-Infinity" / aria-valuemax="Infinity", which ARIA does not
// allow (issue 28, axe aria-valid-attr-value): these filters have no bounds, so no such attributes.
const NO_BOUNDS = { 'aria-valuemin': undefined, 'aria-valuemax': undefined };

export function NumberFilter({ name, value, onChange, onEnter, disabled, placeholder }: FilterWidgetProps) {
  return (
    <InputNumber
      id={`filter-${name}`}
      value={typeof value === 'number' ? value : undefined}
      onChange={(number) => onChange(typeof number === 'number' && Number.isFinite(number) ? number : undefined)}
      onKeyDown={(event) => (event as KeyboardEvent).key === 'Enter' && onEnter()}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      {...NO_BOUNDS}
    />
  );
}

/** A numeric range (a run's duration): two numbers, either end may stay open; sent as texts like a date range. */
export function NumberRangeFilter({ name, value, onChange, onEnter, disabled }: FilterWidgetProps) {
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
      <InputNumber
        id={`filter-${name}-from`}
        value={numberOf(from)}
        onChange={(number) => set(0, number)}
        onKeyDown={enter}
        disabled={disabled}
        placeholder={t('engine.list.rangeFrom')}
        {...NO_BOUNDS}
      />
      <span>~</span>
      <InputNumber
        id={`filter-${name}-to`}
        value={numberOf(to)}
        onChange={(number) => set(1, number)}
        onKeyDown={enter}
        disabled={disabled}
        placeholder={t('engine.list.rangeTo')}
        {...NO_BOUNDS}
      />
    </span>
  );
}
