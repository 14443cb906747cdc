import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from '@arco-design/web-react';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatPicked, parseStored } from './date-values';
import { errorStatus, useWidgetPlaceholder } from './widget-support';

interface DatePickerFieldProps extends WidgetProps {
  withTime: boolean;
}

/** Arco DatePicker whose value is the wire string, never a Dayjs: the form data stays JSON. */
function DatePickerField(props: DatePickerFieldProps) {
  const { id, value, disabled, readonly, rawErrors, withTime, onChange, onBlur, onFocus } = props;
  const placeholder = useWidgetPlaceholder(props, 'select');
  const format = withTime ? DATE_TIME_FORMAT : DATE_FORMAT;
  const shown = parseStored(value, format) ? (value as string) : undefined;
  return (
    <DatePicker
      inputProps={{ id }}
      value={shown}
      format={format}
      showTime={withTime}
      placeholder={placeholder}
      disabled={disabled || readonly}
      status={errorStatus(rawErrors)}
      style={{ width: '100%' }}
      onChange={(_text: string, date: Dayjs | undefined) => onChange(formatPicked(date, format))}
      onVisibleChange={(visible) => (visible ? onFocus(id, value) : onBlur(id, value))}
    />
  );
}

/** A date (value 'YYYY-MM-DD'). */
export function DateWidget(props: WidgetProps) {
  return <DatePickerField {...props} withTime={false} />;
}

/** A date and time (value 'YYYY-MM-DD HH:mm:ss'). */
export function DateTimeWidget(props: WidgetProps) {
  return <DatePickerField {...props} withTime />;
}
