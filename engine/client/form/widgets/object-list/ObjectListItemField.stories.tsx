import type { Meta, StoryObj } from '@storybook/react-vite';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { arcoThemeProps } from '../../arco-theme';
import type { EntityFormContext } from '../../form-context';
import { entityFormValidator } from '../../validation/form-validator';
import { SAMPLE_IMAGES } from '../upload/story-uploaders';
import { cardPageProvider } from './object-list-fixtures';
import { ObjectListItemField } from './ObjectListItemField';

/** The item fields of an entry card, each with the widget its own schema names. */
const itemFields: Record<string, { schema: RJSFSchema; ui: UiSchema }> = {
  type: {
    schema: { type: 'string', title: '类型' },
    ui: { 'ui:widget': 'select', 'ui:options': { optionSource: { dictionary: 'CARD_TYPE' } } },
  },
  lable: { schema: { type: 'string', title: '标签', maxLength: 8 }, ui: { 'ui:widget': 'text' } },
  icon: { schema: { type: 'string', title: '图标' }, ui: { 'ui:widget': 'singleImage', 'ui:options': { uploadType: 'IMG_ICON' } } },
};

/** One field of the first item, drawn by ObjectListItemField inside a real form; ui:options names it. */
function OneItemField(props: WidgetProps) {
  const name = props.options.field as string;
  const item = ((Array.isArray(props.value) ? props.value[0] : undefined) ?? {}) as Record<string, unknown>;
  const { schema, ui } = itemFields[name]!;
  return (
    <ObjectListItemField
      list={props}
      id={`${props.id}_0_${name}`}
      name={name}
      schema={schema}
      uiSchema={ui}
      value={item[name]}
      required={props.options.required === true}
      error={props.options.error as string | undefined}
      onChange={(value) => props.onChange([{ ...item, [name]: value }])}
    />
  );
}

const schema: RJSFSchema = { type: 'object', properties: { cards: { type: 'array', title: '卡片', items: { type: 'object' } } } };
const formContext: EntityFormContext = { loadOptions: cardPageProvider.options, upload: cardPageProvider.upload };

function ObjectListItemFieldStory({
  field,
  value,
  required,
  error,
}: {
  field: string;
  value?: unknown;
  required?: boolean;
  error?: string;
}) {
  const [data, setData] = useState<Record<string, unknown>>({ cards: [value === undefined ? {} : { [field]: value }] });
  const uiSchema: UiSchema = { cards: { 'ui:widget': OneItemField, 'ui:options': { field, required, error } } };
  return (
    <div style={{ maxWidth: 480, padding: 24 }}>
      <Form
        {...arcoThemeProps()}
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        formContext={formContext}
        validator={entityFormValidator}
        showErrorList={false}
        noHtml5Validate
        onChange={(event) => setData((event.formData ?? {}) as Record<string, unknown>)}
      />
    </div>
  );
}

const meta = {
  title: 'Engine/Form/Widgets/ObjectListItemField',
  component: ObjectListItemFieldStory,
  args: { field: 'type', value: '02', required: true },
  argTypes: { field: { control: 'select', options: Object.keys(itemFields) } },
} satisfies Meta<typeof ObjectListItemFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dictionary select (类型), required. */
export const DictionarySelect: Story = {};

/** A text box with its message, once a submit was tried. */
export const TextWithMessage: Story = { args: { field: 'lable', value: undefined, error: '请输入标签' } };

/** An icon upload inside an item. */
export const IconUpload: Story = { args: { field: 'icon', value: SAMPLE_IMAGES[0] } };
