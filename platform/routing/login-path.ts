import { HOSP_CODE_PARAM, Paths, classifyPath } from './route-paths';

/** Where a visitor without a token is sent: the matching login, remembering where they wanted to go. */
export function loginPathFor(pathname: string, search: string): string {
  const params = new URLSearchParams({ redirect: `${pathname}${search}` });
  const hospCode = new URLSearchParams(search).get(HOSP_CODE_PARAM);
  if (hospCode) params.set(HOSP_CODE_PARAM, hospCode);
  return `${pathname.startsWith('/admin') ? Paths.adminLogin : Paths.login}?${params}`;
}

/**
 * Where a user whose session ended (the idle logout, the 登录超时 dialog) signs in again: the login
 * for this page with the page as `redirect`, so they come back to it (and to the drafts its dialogs
 * kept). A page open without a token (a login page, a cockpit) is simply loaded again, as before.
 */
export function reloginPathFor(pathname: string, search: string): string {
  const kind = classifyPath(pathname);
  if (kind === 'login' || kind === 'adminLogin' || kind === 'open' || kind === 'root') return `${pathname}${search}`;
  return loginPathFor(pathname, search);
}
