/**
 * Seed 000 section 5, checked again on the server with the same texts as the console
 * (src/shell/account/password-rules.ts): 8 to 20 visible ASCII characters using at least two of
 * digits, letters and special characters.
 */
export const PASSWORD_RULE_MESSAGES = {
  oldRequired: '请输入原密码',
  newRequired: '请输入新密码',
  sameAsOld: '新密码不能等于当前密码!',
  pattern: '请输入8至20位由数字、字母和特殊字符中的两种或两种以上组成的密码',
  confirmRequired: '请确认新密码',
  mismatch: '两次输入密码不一致!',
} as const;

export function isStrongPassword(value: string): boolean {
  if (value.length < 8 || value.length > 20) return false;
  if (!/^[\x21-\x7e]+$/.test(value)) return false;
  return [/\d/, /[a-zA-Z]/, /[^\da-zA-Z]/].filter((kind) => kind.test(value)).length >= 2;
}

/** The first rule the three fields break, in the seed's order, or null. */
export function passwordChangeProblem(oldPassword: string, newPassword: string, confirm: string): string | null {
  if (!oldPassword) return PASSWORD_RULE_MESSAGES.oldRequired;
  if (!newPassword) return PASSWORD_RULE_MESSAGES.newRequired;
  if (newPassword === oldPassword) return PASSWORD_RULE_MESSAGES.sameAsOld;
  if (!isStrongPassword(newPassword)) return PASSWORD_RULE_MESSAGES.pattern;
  if (!confirm) return PASSWORD_RULE_MESSAGES.confirmRequired;
  if (confirm !== newPassword) return PASSWORD_RULE_MESSAGES.mismatch;
  return null;
}
