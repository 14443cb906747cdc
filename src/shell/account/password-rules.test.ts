import { describe, expect, it } from 'vitest';
import zhShell from '../../../locales/zh/shell.json';
import { checkConfirmPassword, checkNewPassword, checkOldPassword, isStrongPassword } from './password-rules';

describe('password rules (seed 000 section 5)', () => {
  it.each([
    ['Abcdefg1', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['!@#$%^&*', false],
    ['1234567!', true],
    ['abcdefg!', true],
    ['Abc1234', false],
    [`A1${'x'.repeat(18)}`, true],
    [`A1${'x'.repeat(19)}`, false],
    ['Abcd 1234', false],
    ['密码Abcd1234', false],
  ])('%s is strong: %s', (value, strong) => {
    expect(isStrongPassword(value)).toBe(strong);
  });

  it('checks the current password is given', () => {
    expect(checkOldPassword('')).toBe('oldRequired');
    expect(checkOldPassword('Demo@2026')).toBeNull();
  });

  it('checks the new password: required, differs from the current one, then the pattern', () => {
    expect(checkNewPassword('', 'Demo@2026')).toBe('newRequired');
    expect(checkNewPassword('Demo@2026', 'Demo@2026')).toBe('sameAsOld');
    expect(checkNewPassword('short1', 'Demo@2026')).toBe('pattern');
    expect(checkNewPassword('Better#2027', 'Demo@2026')).toBeNull();
  });

  it('checks the confirmation: required, equal, then the pattern', () => {
    expect(checkConfirmPassword('', 'Better#2027')).toBe('confirmRequired');
    expect(checkConfirmPassword('Better#2028', 'Better#2027')).toBe('mismatch');
    expect(checkConfirmPassword('short', 'short')).toBe('pattern');
    expect(checkConfirmPassword('Better#2027', 'Better#2027')).toBeNull();
  });

  it('shows the exact texts of the seed in Chinese', () => {
    expect(zhShell.password).toMatchObject({
      oldRequired: '请输入原密码',
      newRequired: '请输入新密码',
      sameAsOld: '新密码不能等于当前密码!',
      pattern: '请输入8至20位由数字、字母和特殊字符中的两种或两种以上组成的密码',
      confirmRequired: '请确认新密码',
      mismatch: '两次输入密码不一致!',
    });
  });
});
