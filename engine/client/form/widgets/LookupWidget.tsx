import type { WidgetProps } from '@rjsf/utils';
import { entityFormContextOf } from '../form-context';
import { useLookupOptions } from '../options/use-lookup-options';
import { LookupSelect } from './LookupSelect';
import { TextWidget } from './TextWidget';
import { errorStatus, useWidgetPlaceholder } from './widget-support';

/**
 * A lookup field (`lookup: {entity, labelField}`) in a form: the looked-up entity's records,
 * searched and paged on the server as that entity's query reads them (its permission, hospital and
 * filters), shown by their label; the value is the record's id. Without the data provider's
 * picker (a bare options loader) the id is typed as text.
 */
export function LookupWidget(props: WidgetProps) {
  const { id, name, value, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const placeholder = useWidgetPlaceholder(props, 'select');
  const { loadLookupOptions, hospCode } = entityFormContextOf(props);
  const picker = useLookupOptions(loadLookupOptions, name, hospCode, typeof value === 'string' ? value : undefined);
  if (!loadLookupOptions) return <TextWidget {...props} />;
  return (
    <LookupSelect
      id={id}
      value={typeof value === 'string' ? value : undefined}
      picker={picker}
      placeholder={placeholder}
      disabled={disabled || readonly}
      status={errorStatus(rawErrors)}
      onChange={onChange}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
