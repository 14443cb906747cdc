/**
 * Seed 000 section 5, password change. Each check returns the key of the first rule broken (in
 * the seed's order), or null; the form shows `shell.password.<key>` (zh: the seed's exact text).
 */
export type PasswordProblem = 'oldRequired' | 'newRequired' | 'sameAsOld' | 'pattern' | 'confirmRequired' | 'mismatch';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/** 8 to 20 visible ASCII characters, using at least two of: digits, letters, special characters. */
export function isStrongPassword(value: string): boolean {
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return false;
  if (!/^[\x21-\x7e]+$/.test(value)) return false;
  const kinds = [/\d/, /[a-zA-Z]/, /[^\da-zA-Z]/].filter((kind) => kind.test(value));
  return kinds.length >= 2;
}

export function checkOldPassword(value: string): PasswordProblem | null {
  return value ? null : 'oldRequired';
}

export function checkNewPassword(value: string, oldPassword: string): PasswordProblem | null {
  if (!value) return 'newRequired';
  if (value === oldPassword) return 'sameAsOld';
  return isStrongPassword(value) ? null : 'pattern';
}

export function checkConfirmPassword(value: string, newPassword: string): PasswordProblem | null {
  if (!value) return 'confirmRequired';
  if (value !== newPassword) return 'mismatch';
  return isStrongPassword(value) ? null : 'pattern';
}
