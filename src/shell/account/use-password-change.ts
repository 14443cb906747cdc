import { useMutation } from '@tanstack/react-query';
import { accountApi } from './account-api';
import { encryptPasswords } from './password-crypto';

export interface PasswordChangeValues {
  passWord: string;
  newPassWord: string;
  newPassWordConfirm: string;
}

/**
 * Fetches a fresh key and one-time token for every attempt, encrypts the three fields with it and
 * sends them; the server checks everything again and ends the account's other sessions.
 */
export function usePasswordChange() {
  return useMutation({
    mutationFn: async (values: PasswordChangeValues) => {
      const key = await accountApi.passwordKey();
      const [passWord, newPassWord, newPassWordConfirm] = await encryptPasswords(key.publicKey, key.token, [
        values.passWord,
        values.newPassWord,
        values.newPassWordConfirm,
      ]);
      await accountApi.changePassword({
        passWord: passWord!,
        newPassWord: newPassWord!,
        newPassWordConfirm: newPassWordConfirm!,
        token: key.token,
      });
    },
  });
}
