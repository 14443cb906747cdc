/**
 * The forgot-password dialog's steps as a pure state machine: verify the phone with an SMS code,
 * set the new password with the one-time token that earned, done.
 */
export type ForgotStep = 'verify' | 'password' | 'done';

export interface ForgotState {
  step: ForgotStep;
  cellPhone: string;
  /** The one-time reset token from /api/authenticate; null before the code is verified. */
  token: string | null;
}

export type ForgotAction =
  | { type: 'codeVerified'; cellPhone: string; token: string }
  /** The server spent the token on a refused password and sent a fresh one (新密码不能等于当前密码!). */
  | { type: 'tokenReplaced'; token: string }
  /** The token is unknown or expired: the code has to be asked and answered again. */
  | { type: 'tokenRejected' }
  | { type: 'passwordReset' }
  | { type: 'restart' };

export const initialForgotState: ForgotState = { step: 'verify', cellPhone: '', token: null };

export function forgotReducer(state: ForgotState, action: ForgotAction): ForgotState {
  switch (action.type) {
    case 'codeVerified':
      return { step: 'password', cellPhone: action.cellPhone, token: action.token };
    case 'tokenReplaced':
      return state.step === 'password' ? { ...state, token: action.token } : state;
    case 'tokenRejected':
      return { ...state, step: 'verify', token: null };
    case 'passwordReset':
      return { ...state, step: 'done', token: null };
    case 'restart':
      return initialForgotState;
  }
}

export const STEP_INDEX: Record<ForgotStep, number> = { verify: 1, password: 2, done: 3 };
