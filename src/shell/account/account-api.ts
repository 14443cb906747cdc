import { http } from '../../../platform/api/http';
import type { AccountSettings, EncryptedPasswordChange, OwnAccount, PasswordKey } from '../../../contracts/account';

/** The account centre's calls; their shapes are contracts/account.ts. */
export const accountApi = {
  ownInfo: () => http.post<OwnAccount>('/api/acct-info'),
  saveSettings: (settings: AccountSettings) => http.post<OwnAccount>('/acct-center/api/web/upd-acct-info', settings),
  passwordKey: () => http.get<PasswordKey>('/acct-center/api/web/pwd-public-key'),
  changePassword: (body: EncryptedPasswordChange) => http.post<null>('/acct-center/api/web/upd-acct-pwd', body),
};
