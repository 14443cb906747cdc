import type { Meta, StoryObj } from '@storybook/react-vite';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import { arcoThemeProps } from '../arco-theme';
import type { EntityFormContext } from '../form-context';
import { inMemoryOptions } from '../stories/entity-fixtures';
import { entityFormValidator } from '../validation/form-validator';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';

const schema: RJSFSchema = {
  type: 'object',
  required: ['acctName', 'type'],
  properties: {
    acctName: { type: 'string', title: '账号名称/姓名' },
    type: { type: 'string', title: '账号类型' },
    passWord: { type: 'string', title: '密码' },
    remark: { type: 'string', title: '备注' },
    id: { type: 'string' },
  },
};

const uiSchema: UiSchema = {
  type: { 'ui:widget': 'select', 'ui:options': { optionSource: { dictionary: 'ACCT_TYPE' } } },
  passWord: { 'ui:widget': 'password', 'ui:help': '8 到 20 位，须含字母和数字' },
  remark: { 'ui:widget': 'textarea' },
  id: { 'ui:widget': 'hidden' },
};

/** The two layout templates, and no submit button (a dialog has 确定). */
const TEMPLATES = { FieldTemplate, ObjectFieldTemplate, ButtonTemplates: { SubmitButton: () => null } };

const CHOOSABLE = ['type', 'remark'];

/**
 * The form's layout templates over a few fields: FieldTemplate draws each as an Arco Form.Item
 * (label and red star on the left, control, message, help), ObjectFieldTemplate stacks them; in a
 * batch dialog a 修改 tick precedes each choosable label.
 */
function FieldTemplateStory({ errors, batch }: { errors: boolean; batch: boolean }) {
  const [chosen, setChosen] = useState<string[]>(['type']);
  const formContext: EntityFormContext = {
    loadOptions: inMemoryOptions,
    ...(batch
      ? {
          fieldChoice: {
            choosable: CHOOSABLE,
            chosen,
            toggle: (name, on) => setChosen((current) => (on ? [...current, name] : current.filter((field) => field !== name))),
          },
        }
      : {}),
  };
  return (
    <div style={{ maxWidth: 560, padding: 24 }}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={{ acctName: '张伟', id: 'a'.repeat(24) }}
        formContext={formContext}
        widgets={arcoThemeProps().widgets}
        templates={TEMPLATES}
        validator={entityFormValidator}
        extraErrors={
          errors
            ? ({ type: { __errors: ['账号类型为必输项'] }, passWord: { __errors: ['密码至少8位'] } } as unknown as ErrorSchema)
            : undefined
        }
        showErrorList={false}
        noHtml5Validate
      />
    </div>
  );
}

const meta = {
  title: 'Engine/Form/Templates/FieldTemplate',
  component: FieldTemplateStory,
  args: { errors: false, batch: false },
} satisfies Meta<typeof FieldTemplateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels, required stars, the password's help; the hidden id takes no row. */
export const Layout: Story = {};

/** Messages under their fields, the rows in Arco's error style. */
export const WithErrors: Story = { args: { errors: true } };

/** A batch dialog: 修改 ticks before 账号类型 and 备注; an unticked field is greyed. */
export const BatchFieldChoice: Story = { args: { batch: true } };
