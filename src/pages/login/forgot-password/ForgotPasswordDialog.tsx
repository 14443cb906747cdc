import { Button, Modal, Result, Steps } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { NewPasswordStep } from './NewPasswordStep';
import { STEP_INDEX } from './forgot-password-flow';
import { useForgotPassword } from './use-forgot-password';
import { VerifyPhoneStep } from './VerifyPhoneStep';
import styles from './ForgotPasswordDialog.module.css';

export interface ForgotPasswordDialogProps {
  visible: boolean;
  onClose: () => void;
}

/** 找回密码: phone and SMS code, then the new password twice, then back to the login form. */
export function ForgotPasswordDialog({ visible, onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const flow = useForgotPassword();
  const { step } = flow.state;

  return (
    <Modal
      title={t('login.forgot.title')}
      visible={visible}
      footer={null}
      onCancel={onClose}
      afterClose={flow.restart}
      unmountOnExit
      maskClosable={false}
    >
      <Steps current={STEP_INDEX[step]} size="small" className={styles.steps}>
        <Steps.Step title={t('login.forgot.stepVerify')} />
        <Steps.Step title={t('login.forgot.stepPassword')} />
        <Steps.Step title={t('login.forgot.stepDone')} />
      </Steps>
      {step === 'verify' ? (
        <VerifyPhoneStep
          initialPhone={flow.state.cellPhone}
          busy={flow.busy}
          resendIn={flow.resendIn}
          onSendCode={flow.sendCode}
          onVerify={(phone, code) => void flow.verifyCode(phone, code)}
        />
      ) : null}
      {step === 'password' ? (
        <NewPasswordStep busy={flow.busy} onSubmit={(password, confirm) => void flow.reset(password, confirm)} />
      ) : null}
      {step === 'done' ? (
        <Result
          status="success"
          title={t('login.forgot.done')}
          extra={
            <Button type="primary" onClick={onClose}>
              {t('login.forgot.backToLogin')}
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}
