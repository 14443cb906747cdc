/** The caller's own account: POST /api/acct-info and the answer of upd-acct-info (server/accounts). */
export interface OwnAccount {
  id: string;
  type: string;
  acctName: string;
  acctNo: string | null;
  cellPhone: string | null;
  avatar: string | null;
  email: string | null;
  acctRoleType: string | null;
  phoneMsg: boolean;
  vacation: boolean;
}

/** POST /acct-center/api/web/upd-acct-info's body (seed 000 section 3, account settings). */
export interface AccountSettings {
  avatar: string | null;
  email: string | null;
  phoneMsg: boolean;
  vacation: boolean;
}

/** GET /acct-center/api/web/pwd-public-key: a public key for one password change and its one-time token. */
export interface PasswordKey {
  /** RSA public key, SPKI DER in base64; encrypt with RSA-OAEP and SHA-256. */
  publicKey: string;
  token: string;
  expireSeconds: number;
}

/** POST /acct-center/api/web/upd-acct-pwd's body: each password encrypted with the key above, plus its token. */
export interface EncryptedPasswordChange {
  passWord: string;
  newPassWord: string;
  newPassWordConfirm: string;
  token: string;
}
