import { useEffect } from 'react';
import { Button, Form, Input } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import styles from './LoginForm.module.css';

export interface LoginFormValues {
  loginName: string;
  passWord: string;
  verifyCode?: string;
}

export interface LoginFormProps {
  submitting: boolean;
  /** The server asked for the image captcha (data.needVerify on codes 003/004). */
  captchaNeeded: boolean;
  /** SVG data URL of the current captcha; null while it loads. */
  captchaImg: string | null;
  onSubmit: (values: LoginFormValues) => void;
  onRefreshCaptcha: (loginName: string) => void;
}

/** The credentials form shared by /login and /admin/login. Enter in any input submits it. */
export function LoginForm({ submitting, captchaNeeded, captchaImg, onSubmit, onRefreshCaptcha }: LoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginFormValues>();

  // Each captcha answers one check only: a new image needs a new answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: captchaImg is the trigger, not an input: each new image clears the answer typed for the last one.
  useEffect(() => {
    form.setFieldValue('verifyCode', '');
  }, [captchaImg, form]);

  const refreshCaptcha = () => onRefreshCaptcha(String(form.getFieldValue('loginName') ?? '').trim());

  return (
    <Form form={form} layout="vertical" autoComplete="off" onSubmit={onSubmit} className={styles.form}>
      <Form.Item field="loginName" rules={[{ required: true, message: t('login.accountRequired') }]}>
        <Input
          size="large"
          autoComplete="username"
          placeholder={t('login.accountPlaceholder')}
          aria-label={t('login.accountPlaceholder')}
        />
      </Form.Item>
      <Form.Item field="passWord" rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password
          size="large"
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          aria-label={t('login.passwordPlaceholder')}
        />
      </Form.Item>
      {captchaNeeded && (
        <Form.Item extra={t('login.captchaRefresh')}>
          <div className={styles.captchaRow}>
            <Form.Item
              field="verifyCode"
              noStyle={{ showErrorTip: true }}
              rules={[{ required: true, message: t('login.captchaRequired') }]}
            >
              <Input
                size="large"
                autoComplete="off"
                placeholder={t('login.captchaPlaceholder')}
                aria-label={t('login.captchaPlaceholder')}
              />
            </Form.Item>
            <button type="button" className={styles.captchaButton} onClick={refreshCaptcha} title={t('login.captchaAlt')}>
              {captchaImg ? <img src={captchaImg} alt={t('login.captchaAlt')} className={styles.captchaImage} /> : null}
            </button>
          </div>
        </Form.Item>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" size="large" long loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
