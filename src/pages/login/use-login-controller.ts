import { useCallback, useState } from 'react';
import { useStore } from 'jotai';
import { Message } from '@arco-design/web-react';
import { ApiError } from '../../../platform/api/api-error';
import { sessionApi } from '../../../platform/api/session-api';
import type { LoginRefusal, LoginRequest } from '../../../contracts/session';
import { accountTypeRefusedAtom } from '../../../platform/session/account-type-notice';
import { beginSession } from '../../../platform/session/session-actions';
import { USER_TOKEN_MAX_AGE_SECONDS } from '../../../platform/session/token-cookie';
import type { LoginFormValues } from './LoginForm';

export type LoginMode = 'user' | 'admin';

/** Refusals that tell whether the next try needs the image captcha (docs/session-api.md). */
const CAPTCHA_AWARE_CODES = new Set(['003', '004']);

export interface LoginController {
  submitting: boolean;
  captchaNeeded: boolean;
  captchaImg: string | null;
  submit: (values: LoginFormValues) => Promise<void>;
  refreshCaptcha: (loginName: string) => Promise<void>;
}

/**
 * Login logic without UI. On success it only starts the session: the route guard, still on the
 * login page, then runs the hospital-list (or admin) decision and follows a safe redirect.
 */
export function useLoginController(mode: LoginMode): LoginController {
  const store = useStore();
  const [submitting, setSubmitting] = useState(false);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaImg, setCaptchaImg] = useState<string | null>(null);

  const refreshCaptcha = useCallback(async (loginName: string) => {
    setCaptchaImg(null);
    try {
      setCaptchaImg((await sessionApi.captcha(loginName)).img);
    } catch {
      // Shown by the HTTP client; clicking the empty box tries again.
    }
  }, []);

  const submit = useCallback(
    async (values: LoginFormValues) => {
      const loginName = values.loginName.trim();
      const body: LoginRequest = { loginName, passWord: values.passWord };
      if (captchaNeeded && values.verifyCode) body.verifyCode = values.verifyCode.trim();
      setSubmitting(true);
      store.set(accountTypeRefusedAtom, false);
      try {
        if (mode === 'admin') {
          const result = await sessionApi.adminLogin(body);
          beginSession(store, { token: result.token, maxAgeSeconds: result.tokenExpireSeconds, autoLogoutDelay: result.autoLogoutDelay });
        } else {
          const result = await sessionApi.login(body);
          beginSession(store, { token: result.token, maxAgeSeconds: USER_TOKEN_MAX_AGE_SECONDS, autoLogoutDelay: result.autoLogoutDelay });
        }
        // An earlier refusal (账号或密码错误) must not stay over the page the user now goes to.
        Message.clear();
      } catch (error) {
        // The reason is already on screen (HTTP client toast); here we only react to the captcha flag.
        if (error instanceof ApiError && CAPTCHA_AWARE_CODES.has(error.code)) {
          const needVerify = Boolean((error.data as LoginRefusal | null)?.needVerify);
          setCaptchaNeeded(needVerify);
          if (needVerify) await refreshCaptcha(loginName);
        }
      } finally {
        setSubmitting(false);
      }
    },
    [mode, store, captchaNeeded, refreshCaptcha],
  );

  return { submitting, captchaNeeded, captchaImg, submit, refreshCaptcha };
}
