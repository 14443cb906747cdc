import { useRef } from 'react';
import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { Button } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../../../schema/dialog-json-schema';
import { entityFormContextOf } from '../form-context';
import { ObjectListItem } from './object-list/ObjectListItem';
import { insertAfter, listItemErrors, moveDown, moveUp, removeAt, setItemField, type ListItem } from './object-list/object-list-model';

let lastKey = 0;
const newKey = () => {
  lastKey += 1;
  return `item-${lastKey}`;
};

/**
 * React keys that follow the items through inserts, moves and deletes, so a moved item keeps its
 * controls (an upload in progress, a select's search). A list replaced from outside (the form
 * reset, another record) gets new keys.
 */
function useItemKeys(length: number) {
  const keys = useRef<string[]>([]);
  if (keys.current.length !== length) keys.current = Array.from({ length }, newKey);
  return keys;
}

/**
 * `objectList`: an ordered list of objects (the mini-program's device display: `{type, lable,
 * icon}`), each item drawn from the field's `items` schema: every item field with its own widget
 * and options (a dictionary select, a text box, an icon upload). Items can be added, inserted after
 * another, moved up and down and deleted. Once a submit was tried, each item shows its messages,
 * computed from the dialog schema's `items` (the items' `required` messages): the form refuses the
 * same list with the same schema, and so does the server.
 */
export function ObjectListWidget(props: WidgetProps) {
  const { id, value, schema, uiSchema, onChange, disabled, readonly } = props;
  const { t } = useTranslation();
  const items: ListItem[] = Array.isArray(value) ? (value as ListItem[]) : [];
  const keys = useItemKeys(items.length);
  // An upload answers after other edits: its change applies to the list as it is then, at its item's place then.
  const latest = useRef(items);
  latest.current = items;
  const itemSchema = (typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {}) as RJSFSchema;
  const fields = Object.entries((itemSchema.properties ?? {}) as Record<string, RJSFSchema>);
  const required = Array.isArray(itemSchema.required) ? itemSchema.required : [];
  const itemUi = (uiSchema?.items ?? {}) as Record<string, UiSchema>;
  const errors = entityFormContextOf(props).validated ? listItemErrors(itemSchema as JsonSchema, items) : [];

  /** One edit at the item with this key, applied to the items and to their keys alike. */
  const edit = (key: string | undefined, change: <T>(list: readonly T[], index: number) => T[]) => {
    const index = key === undefined ? -1 : keys.current.indexOf(key);
    if (index === -1) return;
    keys.current = change(keys.current, index);
    latest.current = change(latest.current, index);
    onChange(latest.current);
  };
  const insert = (index: number) => {
    keys.current = insertAfter(keys.current, index, newKey());
    latest.current = insertAfter(latest.current, index, {});
    onChange(latest.current);
  };
  const setField = (key: string | undefined, name: string, next: unknown) => {
    const index = key === undefined ? -1 : keys.current.indexOf(key);
    if (index === -1) return;
    latest.current = setItemField(latest.current, index, name, next);
    onChange(latest.current);
  };

  return (
    <div id={id} className="engine-object-list">
      {items.map((item, index) => {
        const key = keys.current[index];
        return (
          <ObjectListItem
            key={key}
            list={props}
            index={index}
            count={items.length}
            item={item}
            fields={fields}
            required={required}
            uiSchema={itemUi}
            errors={errors[index]}
            onInsertAfter={() => key !== undefined && insert(keys.current.indexOf(key))}
            onMoveUp={() => edit(key, moveUp)}
            onMoveDown={() => edit(key, moveDown)}
            onRemove={() => edit(key, removeAt)}
            onFieldChange={(name, next) => setField(key, name, next)}
          />
        );
      })}
      {!(disabled || readonly) && (
        <Button type="dashed" long icon={<IconPlus />} onClick={() => insert(items.length - 1)}>
          {t('engine.form.objectList.add')}
        </Button>
      )}
    </div>
  );
}
