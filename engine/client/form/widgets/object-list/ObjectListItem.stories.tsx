import type { Meta, StoryObj } from '@storybook/react-vite';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { arcoThemeProps } from '../../arco-theme';
import type { EntityFormContext } from '../../form-context';
import { entityFormValidator } from '../../validation/form-validator';
import { cardPageProvider, savedCardPage } from './object-list-fixtures';
import type { ItemErrors, ListItem } from './object-list-model';
import { ObjectListItem } from './ObjectListItem';

/** An entry card as the dialog's schema has it: a type from a dictionary, a label and an icon. */
const itemSchema: RJSFSchema = {
  type: 'object',
  properties: {
    type: { type: 'string', title: '类型' },
    lable: { type: 'string', title: '标签' },
    icon: { type: 'string', title: '图标' },
  },
  required: ['type', 'lable', 'icon'],
};
const itemUi: Record<string, UiSchema> = {
  type: { 'ui:widget': 'select', 'ui:options': { optionSource: { dictionary: 'CARD_TYPE' } } },
  lable: { 'ui:widget': 'text' },
  icon: { 'ui:widget': 'singleImage', 'ui:options': { uploadType: 'IMG_ICON' } },
};
const fields = Object.entries(itemSchema.properties as Record<string, RJSFSchema>);

const buttons = { onInsertAfter: fn(), onMoveUp: fn(), onMoveDown: fn(), onRemove: fn() };

/**
 * The second of three cards, drawn by ObjectListItem inside a real form (its fields' widgets come
 * from the form's registry). ui:options carries the story's item messages.
 */
function SecondCard(props: WidgetProps) {
  const item = ((Array.isArray(props.value) ? props.value[0] : undefined) ?? {}) as ListItem;
  return (
    <ObjectListItem
      list={props}
      index={1}
      count={3}
      item={item}
      fields={fields}
      required={itemSchema.required as string[]}
      uiSchema={itemUi}
      errors={props.options.itemErrors as ItemErrors | undefined}
      {...buttons}
      onFieldChange={(name, value) => props.onChange([{ ...item, [name]: value }])}
    />
  );
}

const schema: RJSFSchema = { type: 'object', properties: { cards: { type: 'array', title: '卡片', items: itemSchema } } };
const formContext: EntityFormContext = { loadOptions: cardPageProvider.options, upload: cardPageProvider.upload };

function ObjectListItemStory({ item, errors, disabled }: { item: ListItem; errors?: ItemErrors; disabled?: boolean }) {
  const [data, setData] = useState<Record<string, unknown>>({ cards: [item] });
  const uiSchema: UiSchema = { cards: { 'ui:widget': SecondCard, 'ui:options': { itemErrors: errors } } };
  return (
    <div style={{ maxWidth: 560, padding: 24 }}>
      <Form
        {...arcoThemeProps()}
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        formContext={formContext}
        validator={entityFormValidator}
        showErrorList={false}
        noHtml5Validate
        disabled={disabled}
        onChange={(event) => setData((event.formData ?? {}) as Record<string, unknown>)}
      />
    </div>
  );
}

const meta = {
  title: 'Engine/Form/Widgets/ObjectListItem',
  component: ObjectListItemStory,
  args: { item: savedCardPage.cards[1]! },
} satisfies Meta<typeof ObjectListItemStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 第 2 项 with 在后插入 / 上移 / 下移 / 删除, and its three fields filled. */
export const Filled: Story = {};

/** After a submit was tried: each field's message, and the item's own under it. */
export const WithMessages: Story = {
  args: { item: {}, errors: { type: '请选择类型', lable: '请输入标签', icon: '请选择图标' } },
};

/** A read-only form: no item buttons, the fields disabled. */
export const ReadOnly: Story = { args: { disabled: true } };
