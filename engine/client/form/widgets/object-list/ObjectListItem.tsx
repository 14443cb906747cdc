import type { CSSProperties } from 'react';
import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { Button, Space } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { formEntityNameOf } from '../../form-context';
import { FieldErrorMessage } from '../../templates/FieldErrorMessage';
import { ObjectListItemField } from './ObjectListItemField';
import type { ItemErrors, ListItem } from './object-list-model';

const ITEM: CSSProperties = { border: '1px solid var(--color-border-2, #e5e6eb)', borderRadius: 4, padding: '8px 12px 0', marginBottom: 8 };
const HEADER: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 8 };

export interface ObjectListItemProps {
  /** The list widget's props (registry, disabled, entity). */
  list: WidgetProps;
  index: number;
  count: number;
  item: ListItem;
  /** The item fields' JSON Schemas, in order. */
  fields: [string, RJSFSchema][];
  required: string[];
  uiSchema: Record<string, UiSchema>;
  errors: ItemErrors | undefined;
  onInsertAfter(): void;
  onMoveUp(): void;
  onMoveDown(): void;
  onRemove(): void;
  onFieldChange(name: string, value: unknown): void;
}

/** One item of an objectList: a numbered frame, its buttons (insert after, up, down, delete) and its fields. */
export function ObjectListItem(props: ObjectListItemProps) {
  const { list, index, count, item, fields, required, uiSchema, errors } = props;
  const { t } = useTranslation();
  const title = t('engine.form.objectList.item', { index: index + 1 });
  const itemError = errors?.[''];
  return (
    <section style={ITEM} className="engine-object-list-item" data-item-index={index} aria-label={title}>
      <div style={HEADER}>
        <strong>{title}</strong>
        {!(list.disabled || list.readonly) && (
          <Space size={0}>
            <Button
              type="text"
              size="mini"
              icon={<IconPlus />}
              title={t('engine.form.objectList.insertAfterTitle')}
              onClick={props.onInsertAfter}
            >
              {t('engine.form.objectList.insertAfter')}
            </Button>
            <Button type="text" size="mini" icon={<IconArrowUp />} disabled={index === 0} onClick={props.onMoveUp}>
              {t('engine.form.objectList.moveUp')}
            </Button>
            <Button type="text" size="mini" icon={<IconArrowDown />} disabled={index === count - 1} onClick={props.onMoveDown}>
              {t('engine.form.objectList.moveDown')}
            </Button>
            <Button type="text" size="mini" status="danger" icon={<IconDelete />} onClick={props.onRemove}>
              {t('engine.form.objectList.remove')}
            </Button>
          </Space>
        )}
      </div>
      {fields.map(([name, schema]) => (
        <ObjectListItemField
          key={name}
          list={list}
          id={`${list.id}_${index}_${name}`}
          name={name}
          schema={schema}
          uiSchema={uiSchema[name]}
          value={item[name]}
          required={required.includes(name)}
          error={errors?.[name]}
          onChange={(value) => props.onFieldChange(name, value)}
        />
      ))}
      <FieldErrorMessage
        id={`${list.id}_${index}__error`}
        messages={itemError ? [itemError] : undefined}
        entityName={formEntityNameOf(list)}
      />
    </section>
  );
}
