import { describe, expect, it } from 'vitest';
import { forgotReducer, initialForgotState, type ForgotState } from './forgot-password-flow';

const verified: ForgotState = { step: 'password', cellPhone: '13800000001', token: 't1' };

describe('forgotReducer', () => {
  it('moves to the password step with the token once the code is verified', () => {
    expect(forgotReducer(initialForgotState, { type: 'codeVerified', cellPhone: '13800000001', token: 't1' })).toEqual(verified);
  });

  it('keeps the phone and takes a fresh token after a refused password', () => {
    expect(forgotReducer(verified, { type: 'tokenReplaced', token: 't2' })).toEqual({ ...verified, token: 't2' });
    expect(forgotReducer(initialForgotState, { type: 'tokenReplaced', token: 't2' })).toBe(initialForgotState);
  });

  it('goes back to the code step when the token is rejected, keeping the phone', () => {
    expect(forgotReducer(verified, { type: 'tokenRejected' })).toEqual({ step: 'verify', cellPhone: '13800000001', token: null });
  });

  it('ends on done, dropping the token, and restarts from scratch', () => {
    const done = forgotReducer(verified, { type: 'passwordReset' });
    expect(done).toEqual({ step: 'done', cellPhone: '13800000001', token: null });
    expect(forgotReducer(done, { type: 'restart' })).toEqual(initialForgotState);
  });
});
