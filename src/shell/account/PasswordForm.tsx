import { Button, Form, Input, Message } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { InsecureContextError } from './password-crypto';
import { checkConfirmPassword, checkNewPassword, checkOldPassword, type PasswordProblem } from './password-rules';
import { usePasswordChange, type PasswordChangeValues } from './use-password-change';

export interface PasswordFormProps {
  onChanged: () => void;
}

/** Password change: the seed's rules and messages on the client; the server checks them again. */
export function PasswordForm({ onChanged }: PasswordFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordChangeValues>();
  const change = usePasswordChange();
  const message = (problem: PasswordProblem | null) => (problem ? t(`shell.password.${problem}`) : undefined);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  const submit = async (values: PasswordChangeValues) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      // Server refusals are already shown by the HTTP client; an insecure page is explained here.
      if (error instanceof InsecureContextError) Message.error(t('shell.password.insecure'));
      return;
    }
    Message.success(t('shell.password.updated'));
    form.resetFields();
    onChanged();
  };

  return (
    <Form form={form} layout="vertical" onSubmit={(values) => void submit(values)} autoComplete="off">
      <Form.Item
        label={t('shell.password.old')}
        field="passWord"
        required
        rules={[{ validator: (value, callback) => callback(message(checkOldPassword(text(value)))) }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label={t('shell.password.new')}
        field="newPassWord"
        required
        rules={[{ validator: (value, callback) => callback(message(checkNewPassword(text(value), text(form.getFieldValue('passWord'))))) }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('shell.password.confirm')}
        field="newPassWordConfirm"
        required
        rules={[
          { validator: (value, callback) => callback(message(checkConfirmPassword(text(value), text(form.getFieldValue('newPassWord'))))) },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('shell.password.submit')}
      </Button>
    </Form>
  );
}
