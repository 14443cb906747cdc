import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from '@arco-design/web-react';
import type { Dayjs } from 'dayjs';
import { useEntityText } from '../../i18n/entity-texts';
import { formEntityNameOf } from '../form-context';
import { DATE_TIME_FORMAT, formatPickedRange, parseStoredRange } from './date-values';
import { errorStatus, optionOf } from './widget-support';

/**
 * A time range (Arco RangePicker with time), value ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm:ss']
 * (the seed's range-picker format). Its two placeholders are Arco's own start/end words unless the
 * schema gives a pair.
 */
export function DateRangeWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus } = props;
  const entityText = useEntityText(formEntityNameOf(props));
  const ownPlaceholder = optionOf<string[]>(options, 'placeholder');
  const shown = parseStoredRange(value, DATE_TIME_FORMAT) ? (value as string[]) : undefined;
  return (
    <DatePicker.RangePicker
      inputProps={[{ id }, { id: `${id}-end` }]}
      value={shown}
      format={DATE_TIME_FORMAT}
      showTime
      placeholder={Array.isArray(ownPlaceholder) ? ownPlaceholder.map((item) => entityText(item)) : undefined}
      disabled={disabled || readonly}
      status={errorStatus(rawErrors)}
      style={{ width: '100%' }}
      onChange={(_texts: string[], dates: Dayjs[] | undefined) => onChange(formatPickedRange(dates, DATE_TIME_FORMAT))}
      onVisibleChange={(visible) => (visible ? onFocus(id, value) : onBlur(id, value))}
    />
  );
}
