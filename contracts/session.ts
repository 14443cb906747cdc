/** Wire shapes of the session calls (docs/session-api.md); names are kept as the server spells them. */

export interface LoginRequest {
  loginName: string;
  passWord: string;
  verifyCode?: string;
}

export interface LoginResult {
  verifyResult: boolean;
  token: string;
  /** Idle seconds before the server ends the session. */
  autoLogoutDelay: number;
}

export interface AdminLoginResult extends LoginResult {
  tokenExpireSeconds: number;
}

/** data of a refused login (codes 003 and 004). */
export interface LoginRefusal {
  needVerify?: boolean;
}

export interface CaptchaImage {
  /** An SVG data URL. */
  img: string;
  expireSeconds: number;
}

export interface HospInfo {
  id: string;
  hospCode: string;
  hospName: string;
}

export interface MenuNode {
  id: string;
  menuName: string;
  /** The name shown in English; null: menuName in both languages. */
  menuNameEn?: string | null;
  icon: string | null;
  sort: number;
  path: string;
  component: string | null;
  parentId: string;
  hospCode: string;
  authId: string | null;
  hidden: boolean;
  affix: boolean;
  children: MenuNode[];
}

export interface HospitalAuth {
  menuList: MenuNode[];
  authIdList: string[];
}

export interface UserInfo {
  id: string;
  name: string;
  phone: string | null;
  avatar: string | null;
  email: string | null;
  /** Null when the account has no account number (as in OwnAccount; /api/getUserInfo sends it as stored). */
  acctNo: string | null;
  acctType: string;
  acctRoleType: string | null;
  isAdmin: boolean;
  hospInfos: HospInfo[];
  currentHospCode: string | null;
  autoLogoutDelay: number;
}

export interface SystemConfig {
  ossUrl: string;
}
