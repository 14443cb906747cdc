import { http } from '../../../platform/api/http';
import type { OwnAccount } from '../../../contracts/account';

/** Seed 000 section 3, Account settings. */
export interface AccountSettings {
  avatar: string | null;
  email: string | null;
  phoneMsg: boolean;
  vacation: boolean;
}

/** A public key for one password change and the one-time token that goes with it. */
export interface PasswordKey {
  /** RSA public key, SPKI DER in base64; encrypt with RSA-OAEP and SHA-256. */
  publicKey: string;
  token: string;
  expireSeconds: number;
}

/** Seed 000 section 3, Password change: each field encrypted, plus the one-time token. */
export interface EncryptedPasswordChange {
  passWord: string;
  newPassWord: string;
  newPassWordConfirm: string;
  token: string;
}

export const accountApi = {
  ownInfo: () => http.post<OwnAccount>('/api/acct-info'),
  saveSettings: (settings: AccountSettings) => http.post<OwnAccount>('/acct-center/api/web/upd-acct-info', settings),
  passwordKey: () => http.get<PasswordKey>('/acct-center/api/web/pwd-public-key'),
  changePassword: (body: EncryptedPasswordChange) => http.post<null>('/acct-center/api/web/upd-acct-pwd', body),
};
