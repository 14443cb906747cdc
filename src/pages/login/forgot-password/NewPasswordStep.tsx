import { Button, Form, Input } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { checkConfirmPassword, checkNewPassword, type PasswordProblem } from '../../../shell/account/password-rules';

export interface NewPasswordStepProps {
  busy: boolean;
  onSubmit: (newPassWord: string, newPassWordConfirm: string) => void;
}

interface PasswordValues {
  newPassWord: string;
  newPassWordConfirm: string;
}

/** Step 2: the new password twice, under the password-change rules and texts (seed 000 section 5). */
export function NewPasswordStep({ busy, onSubmit }: NewPasswordStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const message = (problem: PasswordProblem | null) => (problem ? t(`shell.password.${problem}`) : undefined);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  return (
    <Form form={form} layout="vertical" autoComplete="off" onSubmit={(values) => onSubmit(values.newPassWord, values.newPassWordConfirm)}>
      <Form.Item
        label={t('shell.password.new')}
        field="newPassWord"
        required
        rules={[{ validator: (value, callback) => callback(message(checkNewPassword(text(value), ''))) }]}
      >
        <Input.Password autoComplete="new-password" aria-label={t('shell.password.new')} />
      </Form.Item>
      <Form.Item
        label={t('shell.password.confirm')}
        field="newPassWordConfirm"
        required
        rules={[
          { validator: (value, callback) => callback(message(checkConfirmPassword(text(value), text(form.getFieldValue('newPassWord'))))) },
        ]}
      >
        <Input.Password autoComplete="new-password" aria-label={t('shell.password.confirm')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" long loading={busy}>
        {t('login.forgot.submit')}
      </Button>
    </Form>
  );
}
