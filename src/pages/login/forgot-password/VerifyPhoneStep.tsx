import { Button, Form, Input } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import styles from './ForgotPasswordDialog.module.css';

export interface VerifyPhoneStepProps {
  initialPhone: string;
  busy: boolean;
  resendIn: number;
  onSendCode: (cellPhone: string) => Promise<boolean>;
  onVerify: (cellPhone: string, code: string) => void;
}

interface VerifyValues {
  cellPhone: string;
  verifyCode: string;
}

const PHONE = /^1\d{10}$/;

/** Step 1: the phone, a code sent to it (the button counts down before another), the code typed back. */
export function VerifyPhoneStep({ initialPhone, busy, resendIn, onSendCode, onVerify }: VerifyPhoneStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<VerifyValues>();

  const sendCode = async () => {
    try {
      await form.validate(['cellPhone']);
    } catch {
      return;
    }
    await onSendCode(String(form.getFieldValue('cellPhone')).trim());
  };

  return (
    <Form
      form={form}
      layout="vertical"
      autoComplete="off"
      initialValues={{ cellPhone: initialPhone }}
      onSubmit={(values) => onVerify(values.cellPhone.trim(), values.verifyCode.trim())}
    >
      <Form.Item
        label={t('login.forgot.phone')}
        field="cellPhone"
        rules={[
          { required: true, message: t('login.forgot.phoneRequired') },
          { match: PHONE, message: t('login.forgot.phonePattern') },
        ]}
      >
        <Input placeholder={t('login.forgot.phonePlaceholder')} aria-label={t('login.forgot.phone')} maxLength={11} />
      </Form.Item>
      <Form.Item label={t('login.forgot.code')} required>
        <div className={styles.codeRow}>
          <Form.Item
            field="verifyCode"
            noStyle={{ showErrorTip: true }}
            rules={[
              { required: true, message: t('login.forgot.codeRequired') },
              { match: /^\d{6}$/, message: t('login.forgot.codePattern') },
            ]}
          >
            <Input placeholder={t('login.forgot.codePlaceholder')} aria-label={t('login.forgot.code')} maxLength={6} />
          </Form.Item>
          <Button className={styles.codeButton} disabled={resendIn > 0} loading={busy && resendIn === 0} onClick={() => void sendCode()}>
            {resendIn > 0 ? t('login.forgot.resendIn', { seconds: resendIn }) : t('login.forgot.sendCode')}
          </Button>
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" long loading={busy}>
        {t('login.forgot.next')}
      </Button>
    </Form>
  );
}
