import type { SessionState } from '../state/session-atoms';
import { ADMIN_PAGE_PATHS } from './admin-routes';
import { normalizePath, routeAccess, routesFromMenus } from './menu-routes';
import { loginPathFor } from './login-path';
import { safeRedirect } from './safe-redirect';
import { HOSP_CODE_PARAM, Paths, classifyPath, homeDashboardPath, type PathKind } from './route-paths';

export { loginPathFor };

/**
 * Account types that load a session (seeds 000 and 001 section 4): 03 super admin, 01 hospital
 * user. Any other (02 director and 04 interface accounts exist) is 未知账户类型: logged out.
 */
export const ADMIN_ACCOUNT_TYPE = '03';
export const HOSPITAL_ACCOUNT_TYPES: ReadonlySet<string> = new Set(['01']);
export const isSessionAccountType = (acctType: string | null): boolean =>
  acctType === ADMIN_ACCOUNT_TYPE || HOSPITAL_ACCOUNT_TYPES.has(acctType ?? '');

export type GuardSession = Pick<
  SessionState,
  | 'hasToken'
  | 'signingOut'
  | 'accountStatus'
  | 'acctType'
  | 'hospitalsStatus'
  | 'hospInfos'
  | 'authHospCode'
  | 'authStatus'
  | 'menus'
  | 'authIdList'
> &
  /** Whether the server's list of entities (the schema screens' routes) is known; absent: not awaited. */
  Partial<Pick<SessionState, 'entitiesStatus'>>;

export interface GuardInput {
  pathname: string;
  /** location.search, with or without the leading '?'. */
  search: string;
  session: GuardSession;
  /** The hospital chosen last time (session or storage), used when a page comes without hosp_code. */
  rememberedHospCode: string | null;
  /** A super admin's pages: the admin route table plus the schema screens the server serves (once loaded). */
  isAdminPage?: (pathname: string) => boolean;
}

export type LoadStep = { step: 'account' } | { step: 'hospitals' } | { step: 'hospitalAuth'; hospCode: string } | { step: 'entities' };

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | ({ kind: 'load' } & LoadStep)
  | { kind: 'wait' }
  /** console.error('未知账户类型'), log out, go to /login. */
  | { kind: 'unknownAccountType' }
  /** Loading the account type failed on a page that needs it: offer retry or logout. */
  | { kind: 'accountFailed' }
  /** Seed 000 section 8: log out, show the error, go to /. */
  | { kind: 'hospitalAuthFailed' };

const allow: GuardDecision = { kind: 'allow' };
const wait: GuardDecision = { kind: 'wait' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** Seed 000 section 2.2, as a pure function of where the user goes and what is known so far. */
export function decideRoute(input: GuardInput): GuardDecision {
  const { pathname, session } = input;
  const search = input.search.startsWith('?') || input.search === '' ? input.search : `?${input.search}`;
  const query = new URLSearchParams(search);
  const kind = classifyPath(pathname);

  if (session.signingOut) return wait;
  if (kind === 'root') return redirect(`${Paths.login}${search}`);
  if (kind === 'open') return allow;
  if (!session.hasToken) {
    return kind === 'login' || kind === 'adminLogin' ? allow : redirect(loginPathFor(pathname, search));
  }
  if (kind === 'login') return decideUserLogin(session, safeRedirect(query.get('redirect')));
  if (kind === 'adminLogin') return decideAdminLogin(session, safeRedirect(query.get('redirect')));
  return decideSignedInPage(kind, input, query);
}

function decideUserLogin(session: GuardSession, target: string | null): GuardDecision {
  // The account type decides whether there is a session to continue at all (seed 000 section 4).
  const accountPending = pendingStep(session.accountStatus, { step: 'account' });
  if (accountPending) return accountPending;
  if (session.accountStatus === 'loaded' && !isSessionAccountType(session.acctType)) return { kind: 'unknownAccountType' };
  if (target) return redirect(target);
  const pending = pendingStep(session.hospitalsStatus, { step: 'hospitals' });
  if (pending) return pending;
  // A failed list was logged by the loader; an empty one is explained on the login page.
  if (session.hospitalsStatus === 'failed' || session.hospInfos.length === 0) return allow;
  const [only] = session.hospInfos;
  if (session.hospInfos.length === 1 && only) return redirect(homeDashboardPath(only.hospCode));
  return redirect(Paths.welcome);
}

function decideAdminLogin(session: GuardSession, target: string | null): GuardDecision {
  const pending = pendingStep(session.accountStatus, { step: 'account' });
  if (pending) return pending;
  if (session.accountStatus === 'loaded' && session.acctType === ADMIN_ACCOUNT_TYPE) {
    return redirect(target ?? Paths.adminDashboard);
  }
  // Not an admin (or unknown): the admin login form is exactly what they need.
  return allow;
}

function decideSignedInPage(kind: PathKind, input: GuardInput, query: URLSearchParams): GuardDecision {
  const { session } = input;
  const accountPending = pendingStep(session.accountStatus, { step: 'account' });
  if (accountPending) return accountPending;
  if (session.accountStatus === 'failed') return { kind: 'accountFailed' };
  const isAdmin = session.acctType === ADMIN_ACCOUNT_TYPE;
  if (!isSessionAccountType(session.acctType)) return { kind: 'unknownAccountType' };
  // The redirect page only passes the user on to fullPath, which is guarded in its turn.
  if (kind === 'redirect') return allow;

  // A super admin's pages are static routes (and the schema screens) and need no hospital menus.
  const isAdminPage = input.isAdminPage ?? ((pathname: string) => ADMIN_PAGE_PATHS.has(normalizePath(pathname)));
  if (isAdmin && (kind === 'admin' || kind === 'unknown') && !isAdminPage(input.pathname)) {
    // The schema screens' routes come from the server: a path is judged once they are known.
    const entitiesPending = pendingStep(session.entitiesStatus, { step: 'entities' });
    if (entitiesPending) return entitiesPending;
  }
  if (isAdmin && (kind === 'admin' || isAdminPage(input.pathname))) {
    return isAdminPage(input.pathname) ? allow : redirect(Paths.notFound);
  }

  const hospitalsPending = pendingStep(session.hospitalsStatus, { step: 'hospitals' });
  if (hospitalsPending) return hospitalsPending;
  if (kind === 'welcome') return allow;

  const hospCode = query.get(HOSP_CODE_PARAM);
  const codes = session.hospInfos.map((hospital) => hospital.hospCode);
  if (!hospCode) {
    const fallback = pickHospital(codes, input.rememberedHospCode);
    if (!fallback) return redirect(kind === 'hospital' ? Paths.welcome : notAPageOf(kind));
    query.set(HOSP_CODE_PARAM, fallback);
    return redirect(`${input.pathname}?${query}`);
  }
  // If the list failed to load we cannot judge access; the server's /api/auth still refuses strangers.
  if (session.hospitalsStatus === 'loaded' && !codes.includes(hospCode)) return redirect(Paths.welcome);

  if (session.authHospCode !== hospCode || session.authStatus === 'idle') {
    return { kind: 'load', step: 'hospitalAuth', hospCode };
  }
  if (session.authStatus === 'loading') return wait;
  if (session.authStatus === 'failed') return { kind: 'hospitalAuthFailed' };
  if (kind === 'hospital') return allow;

  // Menu routes: a page of this hospital's menus, shown only with its authId (seed 000 section 6).
  const held = isAdmin ? 'all' : new Set(session.authIdList);
  const access = routeAccess(routesFromMenus(session.menus), input.pathname, held);
  // A menu page may be a schema screen, mounted from the server's list of entities: known first.
  if (access === 'allowed') return pendingStep(session.entitiesStatus, { step: 'entities' }) ?? allow;
  return redirect(access === 'forbidden' ? Paths.unauthorized : notAPageOf(kind));
}

/** Not among the user's pages: /admin paths are refused (401), anything else does not exist (404). */
function notAPageOf(kind: PathKind): string {
  return kind === 'admin' ? Paths.unauthorized : Paths.notFound;
}

/** A page opened without hosp_code goes to the remembered hospital, or the only one. */
function pickHospital(codes: string[], remembered: string | null): string | null {
  if (remembered && codes.includes(remembered)) return remembered;
  return codes.length === 1 ? (codes[0] ?? null) : null;
}

function pendingStep(status: GuardSession['accountStatus'] | undefined, step: LoadStep): GuardDecision | null {
  if (status === 'idle') return { kind: 'load', ...step };
  if (status === 'loading') return wait;
  return null;
}
