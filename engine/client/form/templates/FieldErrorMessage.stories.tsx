import type { Meta, StoryObj } from '@storybook/react-vite';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { arcoThemeProps } from '../arco-theme';
import { entityFormValidator } from '../validation/form-validator';
import { FieldErrorMessage, FieldErrorTemplate } from './FieldErrorMessage';

/** rjsf's default templates, but our error template and no submit button (a dialog has 确定). */
const RJSF_TEMPLATES = { FieldErrorTemplate, ButtonTemplates: { SubmitButton: () => null } };

/**
 * rjsf's own field layout (its default FieldTemplate) with our FieldErrorTemplate in its error slot:
 * what a form gets that keeps rjsf's templates but takes the Arco message style.
 */
function InRjsfLayout({ messages }: { messages: string[] }) {
  const schema: RJSFSchema = { type: 'object', properties: { acctName: { type: 'string', title: '账号名称/姓名' } } };
  return (
    <Form
      schema={schema}
      widgets={arcoThemeProps().widgets}
      templates={RJSF_TEMPLATES}
      validator={entityFormValidator}
      extraErrors={{ acctName: { __errors: messages } } as unknown as ErrorSchema}
      showErrorList={false}
      noHtml5Validate
    />
  );
}

/** The message under a field, in Arco's error style: the first of its messages only, like the server. */
function FieldErrorMessageStory({ messages, inRjsf }: { messages: string[]; inRjsf: boolean }) {
  return (
    <div className="arco-form-item-error" style={{ maxWidth: 420, padding: 24 }}>
      {inRjsf ? <InRjsfLayout messages={messages} /> : <FieldErrorMessage id="acctName__error" messages={messages} />}
    </div>
  );
}

const meta = {
  title: 'Engine/Form/Templates/FieldErrorMessage',
  component: FieldErrorMessageStory,
  args: { messages: ['账号名称/姓名为必输项', '账号名称/姓名最多100个字符'], inRjsf: false },
} satisfies Meta<typeof FieldErrorMessageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two rules fail: only the first message shows. */
export const FirstMessageOnly: Story = {};

/** FieldErrorTemplate: the same message where rjsf's default field layout puts errors. */
export const AsRjsfErrorTemplate: Story = { args: { inRjsf: true } };
