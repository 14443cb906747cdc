/** Route paths the guard needs to know about; menu pages come from the server (menu-routes.ts). */
export const Paths = {
  root: '/',
  login: '/login',
  adminLogin: '/admin/login',
  authRedirect: '/auth-redirect',
  welcome: '/welcome',
  homeDashboard: '/home/dashboard',
  adminDashboard: '/admin/dashboard',
  notFound: '/404',
  unauthorized: '/401',
  /** Tag-bar refresh goes through `/redirect<fullPath>`, which replaces itself with fullPath. */
  redirect: '/redirect',
} as const;

/** Seed 000 section 2.1 (and /404, /401): reachable without a token. /welcome needs one. */
export const OPEN_PATHS: ReadonlySet<string> = new Set([
  Paths.authRedirect,
  '/digital',
  '/repaire-cockpit',
  Paths.notFound,
  Paths.unauthorized,
]);

/** Hospital pages every signed-in user may open, whatever their menus: the home dashboard. */
export const HOSPITAL_PAGE_PATHS: ReadonlySet<string> = new Set([Paths.homeDashboard]);

export const HOSP_CODE_PARAM = 'hosp_code';

export function homeDashboardPath(hospCode: string): string {
  return `${Paths.homeDashboard}?${new URLSearchParams({ [HOSP_CODE_PARAM]: hospCode })}`;
}

export type PathKind = 'root' | 'login' | 'adminLogin' | 'open' | 'welcome' | 'redirect' | 'admin' | 'hospital' | 'unknown';

export function classifyPath(rawPathname: string, hospitalPaths: ReadonlySet<string> = HOSPITAL_PAGE_PATHS): PathKind {
  const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, '') : rawPathname;
  if (pathname === Paths.root || pathname === '') return 'root';
  if (pathname === Paths.login) return 'login';
  if (pathname === Paths.adminLogin) return 'adminLogin';
  if (OPEN_PATHS.has(pathname)) return 'open';
  if (pathname === Paths.welcome) return 'welcome';
  if (pathname.startsWith(`${Paths.redirect}/`)) return 'redirect';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (hospitalPaths.has(pathname)) return 'hospital';
  return 'unknown';
}
