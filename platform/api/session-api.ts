import { http } from './http';
import type {
  AdminLoginResult,
  CaptchaImage,
  HospInfo,
  HospitalAuth,
  LoginRequest,
  LoginResult,
  SystemConfig,
  UserInfo,
} from '../../contracts/session';

/** Typed session calls; views and hooks use these, never axios. */
export const sessionApi = {
  login: (body: LoginRequest) => http.post<LoginResult>('/api/login', body),
  adminLogin: (body: LoginRequest) => http.post<AdminLoginResult>('/api/adminLogin', body),
  /** Silent: logging out must succeed locally whatever the server says. */
  logOut: () => http.get<null>('/api/logOut', { silent: true }),
  captcha: (loginName: string) => http.post<CaptchaImage>('/api/img-verify', { loginName }),
  hospitalList: () => http.get<HospInfo[]>('/api/hosp-list'),
  accountType: () => http.get<string>('/api/acct-type'),
  hospitalAuth: (hospCode: string) => http.post<HospitalAuth>('/api/auth', { hospCode }),
  userInfo: () => http.get<UserInfo>('/api/getUserInfo'),
  systemConfig: () => http.get<SystemConfig>('/api/system/cfg'),
  /** Renews the session's idle time while the user works without calling anything (typing a long text). */
  keepAlive: () => http.post<null>('/api/session/keep-alive', {}),
};
