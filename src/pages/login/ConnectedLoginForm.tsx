import { LoginForm } from './LoginForm';
import { useLoginController, type LoginMode } from './use-login-controller';

/** The login form wired to its controller; the user and admin login pages differ only in mode. */
export function ConnectedLoginForm({ mode }: { mode: LoginMode }) {
  const controller = useLoginController(mode);
  return (
    <LoginForm
      submitting={controller.submitting}
      captchaNeeded={controller.captchaNeeded}
      captchaImg={controller.captchaImg}
      onSubmit={(values) => void controller.submit(values)}
      onRefreshCaptcha={(loginName) => void controller.refreshCaptcha(loginName)}
    />
  );
}
