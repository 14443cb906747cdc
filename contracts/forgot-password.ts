/** Wire shapes of the forgot-password calls (docs/messaging.md; server/sign-in/forgot-password-routes.ts). */

/** POST /api/msg-verify's body. */
export interface CodeRequest {
  cellPhone: string;
  purpose: 'forgotpass';
}

/** Its answer: how long the code lives and when another may be asked. */
export interface CodeSent {
  expireSeconds: number;
  intervalSeconds: number;
}

/** POST /api/authenticate's body. */
export interface CodeCheck extends CodeRequest {
  verifyCode: string;
}

/** Its answer: the one-time reset token. */
export interface ResetToken {
  token: string;
  expireSeconds: number;
}

/** POST /api/forgotpass-reset's body (answer: null). */
export interface ResetRequest {
  cellPhone: string;
  token: string;
  newPassWord: string;
  newPassWordConfirm: string;
}
