import { DatePicker } from '@arco-design/web-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { asRange, asText, toRange } from './filter-values';
import type { FilterWidgetProps } from './filter-widget-types';

// Loaded the first time a date filter renders (see filter-widgets.tsx): Arco's DatePicker (with its
// TimePicker and panels, ~20 KB as sent) stays out of lists whose first screen shows no date filter.

const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const DATE_FORMAT = 'YYYY-MM-DD';

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

function RangeFilter({ value, onChange, disabled, format, showTime }: FilterWidgetProps & { format: string; showTime: boolean }) {
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
}

export function DateFilter({ value, onChange, disabled, placeholder }: FilterWidgetProps) {
  return (
    <DatePicker
      value={asText(value)}
      onChange={(text) => onChange(text || undefined)}
      format={DATE_FORMAT}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}

export function DateRangeFilter(props: FilterWidgetProps) {
  return <RangeFilter {...props} format={DATE_FORMAT} showTime={false} />;
}

export function DateTimeRangeFilter(props: FilterWidgetProps) {
  return <RangeFilter {...props} format={DATE_TIME_FORMAT} showTime />;
}
