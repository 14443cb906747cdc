import { describe, expect, it } from 'vitest';
import { isStrongPassword as clientRule } from '../../src/shell/account/password-rules';
import { PASSWORD_RULE_MESSAGES as m, isStrongPassword, passwordChangeProblem } from './password-rules';

describe('server password rules', () => {
  it('agree with the console on which passwords are strong', () => {
    for (const value of [
      'Abcdefg1',
      'abcdefgh',
      '12345678',
      '!@#$%^&*',
      '1234567!',
      'Abc1234',
      `A1${'x'.repeat(19)}`,
      'Abcd 1234',
      '密码Abcd1234',
    ]) {
      expect(isStrongPassword(value)).toBe(clientRule(value));
    }
  });

  it('reports the first broken rule in the seed order', () => {
    expect(passwordChangeProblem('', 'Better#2027', 'Better#2027')).toBe(m.oldRequired);
    expect(passwordChangeProblem('Demo@2026', '', '')).toBe(m.newRequired);
    expect(passwordChangeProblem('Demo@2026', 'Demo@2026', 'Demo@2026')).toBe(m.sameAsOld);
    expect(passwordChangeProblem('Demo@2026', 'abcdefgh', 'abcdefgh')).toBe(m.pattern);
    expect(passwordChangeProblem('Demo@2026', 'Better#2027', '')).toBe(m.confirmRequired);
    expect(passwordChangeProblem('Demo@2026', 'Better#2027', 'Better#2028')).toBe(m.mismatch);
    expect(passwordChangeProblem('Demo@2026', 'Better#2027', 'Better#2027')).toBeNull();
  });
});
