import { http } from '../../../../platform/api/http';
import type { CodeCheck, CodeRequest, CodeSent, ResetRequest, ResetToken } from '../../../../contracts/forgot-password';

/** The forgot-password calls (docs/messaging.md); all public. */
export const forgotPasswordApi = {
  sendCode: (cellPhone: string) => http.post<CodeSent>('/api/msg-verify', { cellPhone, purpose: 'forgotpass' } satisfies CodeRequest),
  verifyCode: (cellPhone: string, verifyCode: string) =>
    http.post<ResetToken>('/api/authenticate', { cellPhone, verifyCode, purpose: 'forgotpass' } satisfies CodeCheck),
  reset: (body: ResetRequest) => http.post<null>('/api/forgotpass-reset', body),
};
