import { useCallback, useReducer, useState } from 'react';
import { ApiError } from '../../../../platform/api/api-error';
import { forgotPasswordApi } from './forgot-password-api';
import { forgotReducer, initialForgotState, type ForgotState } from './forgot-password-flow';
import { useCountdown } from './use-countdown';

/** Refused, with a fresh token in data (the new password equals the current one). */
const hasFreshToken = (data: unknown): data is { token: string } =>
  typeof data === 'object' && data !== null && typeof (data as { token?: unknown }).token === 'string';

export interface ForgotPasswordController {
  state: ForgotState;
  busy: boolean;
  /** Seconds before another code may be asked. */
  resendIn: number;
  sendCode: (cellPhone: string) => Promise<boolean>;
  verifyCode: (cellPhone: string, code: string) => Promise<void>;
  reset: (newPassWord: string, newPassWordConfirm: string) => Promise<void>;
  restart: () => void;
}

/**
 * The forgot-password flow without UI. Server refusals are shown by the HTTP client (the toast);
 * here only the steps follow them.
 */
export function useForgotPassword(): ForgotPasswordController {
  const [state, dispatch] = useReducer(forgotReducer, initialForgotState);
  const [busy, setBusy] = useState(false);
  const { remaining, start, reset: stopCountdown } = useCountdown();

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }, []);

  const sendCode = useCallback(
    async (cellPhone: string) => {
      let sent = false;
      await run(async () => {
        try {
          start((await forgotPasswordApi.sendCode(cellPhone)).intervalSeconds);
          sent = true;
        } catch {
          // Shown by the HTTP client (too frequent, bad phone ...).
        }
      });
      return sent;
    },
    [run, start],
  );

  const verifyCode = useCallback(
    (cellPhone: string, code: string) =>
      run(async () => {
        try {
          const { token } = await forgotPasswordApi.verifyCode(cellPhone, code);
          dispatch({ type: 'codeVerified', cellPhone, token });
        } catch {
          // Wrong or expired code: the toast says which; the user stays on this step.
        }
      }),
    [run],
  );

  const reset = useCallback(
    (newPassWord: string, newPassWordConfirm: string) =>
      run(async () => {
        if (!state.token) return;
        try {
          await forgotPasswordApi.reset({ cellPhone: state.cellPhone, token: state.token, newPassWord, newPassWordConfirm });
          dispatch({ type: 'passwordReset' });
        } catch (error) {
          if (error instanceof ApiError && hasFreshToken(error.data)) dispatch({ type: 'tokenReplaced', token: error.data.token });
          else if (error instanceof ApiError && error.code === '002') dispatch({ type: 'tokenRejected' });
        }
      }),
    [run, state.token, state.cellPhone],
  );

  const restart = useCallback(() => {
    dispatch({ type: 'restart' });
    stopCountdown();
  }, [stopCountdown]);

  return { state, busy, resendIn: remaining, sendCode, verifyCode, reset, restart };
}
