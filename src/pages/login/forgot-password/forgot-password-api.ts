import { http } from '../../../../platform/api/http';

/** POST /api/msg-verify's answer: how long the code lives and when another may be asked. */
export interface CodeSent {
  expireSeconds: number;
  intervalSeconds: number;
}

export interface ResetToken {
  token: string;
  expireSeconds: number;
}

export interface ResetRequest {
  cellPhone: string;
  token: string;
  newPassWord: string;
  newPassWordConfirm: string;
}

/** The forgot-password calls (docs/messaging.md); all public. */
export const forgotPasswordApi = {
  sendCode: (cellPhone: string) => http.post<CodeSent>('/api/msg-verify', { cellPhone, purpose: 'forgotpass' }),
  verifyCode: (cellPhone: string, verifyCode: string) =>
    http.post<ResetToken>('/api/authenticate', { cellPhone, verifyCode, purpose: 'forgotpass' }),
  reset: (body: ResetRequest) => http.post<null>('/api/forgotpass-reset', body),
};
