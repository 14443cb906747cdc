import type { CSSProperties } from 'react';
import { getUiOptions, getWidget, type RJSFSchema, type UiSchema, type WidgetProps } from '@rjsf/utils';
import { useEntityText } from '../../../i18n/entity-texts';
import { formEntityNameOf } from '../../form-context';
import { FieldErrorMessage } from '../../templates/FieldErrorMessage';
import { useArcoFormClasses } from '../../templates/arco-form-classes';

export interface ObjectListItemFieldProps {
  /** The list widget's props: its registry (widgets, form context) is the one the item's controls use. */
  list: WidgetProps;
  id: string;
  name: string;
  /** The item field's JSON Schema (`items.properties[name]` of the dialog's schema). */
  schema: RJSFSchema;
  /** Its uiSchema (`items[name]` of the list's uiSchema, from buildUiSchema): widget and options. */
  uiSchema: UiSchema | undefined;
  value: unknown;
  required: boolean;
  /** The first failing rule's message, once the form has been validated. */
  error: string | undefined;
  onChange(value: unknown): void;
}

const ROW: CSSProperties = { display: 'flex', alignItems: 'flex-start', gap: 8, marginBottom: 8 };
const LABEL: CSSProperties = { flex: '0 0 64px', lineHeight: '32px', textAlign: 'right', whiteSpace: 'nowrap' };
const CONTROL: CSSProperties = { flex: 1, minWidth: 0 };

/**
 * One field of one item, drawn by the widget its own schema names (a dictionary select, a text box,
 * an icon upload) through the form's widget registry, with its label and its message underneath.
 */
export function ObjectListItemField(props: ObjectListItemFieldProps) {
  const { list, id, name, schema, uiSchema, value, required, error, onChange } = props;
  const classes = useArcoFormClasses();
  const entityName = formEntityNameOf(list);
  const entityText = useEntityText(entityName);
  const { widget = 'text', ...options } = getUiOptions(uiSchema);
  const Widget = getWidget(schema, widget as string, list.registry.widgets);
  const title = typeof schema.title === 'string' ? schema.title : name;
  return (
    <div style={ROW} className={error ? `${classes.itemError} ${classes.itemStatusError}` : undefined} data-item-field={name}>
      <label htmlFor={id} style={LABEL}>
        {required && <strong className={classes.requiredSymbol}>*</strong>} {entityText(title)}
      </label>
      <div style={CONTROL}>
        <Widget
          id={id}
          name={name}
          htmlName={id}
          schema={schema}
          uiSchema={uiSchema}
          options={options}
          value={value}
          label={title}
          hideLabel
          required={required}
          disabled={list.disabled}
          readonly={list.readonly}
          autofocus={false}
          placeholder=""
          rawErrors={error ? [error] : undefined}
          registry={list.registry}
          onChange={onChange}
          onBlur={() => undefined}
          onFocus={() => undefined}
        />
        <FieldErrorMessage id={`${id}__error`} messages={error ? [error] : undefined} entityName={entityName} />
      </div>
    </div>
  );
}
