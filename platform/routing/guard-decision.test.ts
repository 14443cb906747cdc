import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../contracts/session';
import { decideRoute, loginPathFor, type GuardInput, type GuardSession } from './guard-decision';

const hosp = (hospCode: string) => ({ id: `id-${hospCode}`, hospCode, hospName: `医院${hospCode}` });

function menu(path: string, authId: string | null, children: MenuNode[] = []): MenuNode {
  return {
    id: path,
    menuName: path,
    icon: null,
    sort: 1,
    path,
    component: null,
    parentId: '0'.repeat(24),
    hospCode: '10001',
    authId,
    hidden: false,
    affix: false,
    children,
  };
}

/** Menus of hospital 10001 as /api/auth sends them: the server linked them to the user's role. */
const hospitalMenus = [
  menu('/home/dashboard', 'home:dashboard'),
  menu('/eqp', null, [menu('/eqp/index', 'eqp:list'), menu('/mtc-record', 'eqp:mtc-record')]),
  menu('/admin', null, [menu('/admin/system-param/dic', 'sys:dic'), menu('/admin/dashboard', null)]),
];

const signedIn = (overrides: Partial<GuardSession> = {}): GuardSession => ({
  hasToken: true,
  signingOut: false,
  accountStatus: 'loaded',
  acctType: '01',
  hospitalsStatus: 'loaded',
  hospInfos: [hosp('10001'), hosp('10002')],
  authHospCode: null,
  authStatus: 'idle',
  menus: [],
  authIdList: [],
  entitiesStatus: 'loaded',
  ...overrides,
});

const noToken: GuardSession = {
  ...signedIn(),
  hasToken: false,
  accountStatus: 'idle',
  acctType: null,
  hospitalsStatus: 'idle',
  hospInfos: [],
};

function decide(path: string, session: GuardSession, rememberedHospCode: string | null = null) {
  const url = new URL(path, 'http://console.test');
  const input: GuardInput = { pathname: url.pathname, search: url.search, session, rememberedHospCode };
  return decideRoute(input);
}

const redirectTo = (to: string) => ({ kind: 'redirect', to });

describe('route guard: open routes and the root', () => {
  it('sends / to /login, with or without a token', () => {
    expect(decide('/', noToken)).toEqual(redirectTo('/login'));
    expect(decide('/', signedIn())).toEqual(redirectTo('/login'));
  });

  it.each(['/auth-redirect?tk=x', '/digital', '/repaire-cockpit', '/404', '/401'])('lets %s through without a token', (path) => {
    expect(decide(path, noToken)).toEqual({ kind: 'allow' });
  });

  it('lets both login pages through without a token', () => {
    expect(decide('/login', noToken)).toEqual({ kind: 'allow' });
    expect(decide('/admin/login?redirect=%2Fadmin%2Fdashboard', noToken)).toEqual({ kind: 'allow' });
  });
});

describe('route guard: no token', () => {
  it('sends hospital pages to /login with redirect and hosp_code', () => {
    expect(decide('/home/dashboard?hosp_code=10001', noToken)).toEqual(
      redirectTo('/login?redirect=%2Fhome%2Fdashboard%3Fhosp_code%3D10001&hosp_code=10001'),
    );
  });

  it('sends /admin paths to /admin/login with redirect', () => {
    expect(decide('/admin/dashboard', noToken)).toEqual(redirectTo('/admin/login?redirect=%2Fadmin%2Fdashboard'));
  });

  it('treats /welcome and unknown paths as needing a token', () => {
    expect(decide('/welcome', noToken)).toEqual(redirectTo('/login?redirect=%2Fwelcome'));
    expect(decide('/eqp/index?hosp_code=10002', noToken)).toEqual(
      redirectTo('/login?redirect=%2Feqp%2Findex%3Fhosp_code%3D10002&hosp_code=10002'),
    );
  });

  it('builds login paths the same way on its own', () => {
    expect(loginPathFor('/admin/news-manage', '?page=2')).toBe('/admin/login?redirect=%2Fadmin%2Fnews-manage%3Fpage%3D2');
  });
});

describe('route guard: while signing out', () => {
  it('holds still on any page until the user has left it', () => {
    expect(decide('/home/dashboard?hosp_code=10001', signedIn({ signingOut: true }))).toEqual({ kind: 'wait' });
    expect(decide('/login', { ...noToken, signingOut: true })).toEqual({ kind: 'wait' });
  });
});

describe('route guard: /login with a token', () => {
  it('reads the account type first; types other than 01 and 03 are 未知账户类型', () => {
    expect(decide('/login', signedIn({ accountStatus: 'idle', acctType: null }))).toEqual({ kind: 'load', step: 'account' });
    expect(decide('/login', signedIn({ accountStatus: 'loading', acctType: null }))).toEqual({ kind: 'wait' });
    for (const acctType of ['02', '04']) {
      expect(decide('/login', signedIn({ acctType, hospitalsStatus: 'idle', hospInfos: [] }))).toEqual({ kind: 'unknownAccountType' });
    }
  });

  it('then fetches the hospital list', () => {
    expect(decide('/login', signedIn({ hospitalsStatus: 'idle', hospInfos: [] }))).toEqual({ kind: 'load', step: 'hospitals' });
    expect(decide('/login', signedIn({ hospitalsStatus: 'loading', hospInfos: [] }))).toEqual({ kind: 'wait' });
  });

  it('goes to the dashboard of the only hospital', () => {
    expect(decide('/login', signedIn({ hospInfos: [hosp('10001')] }))).toEqual(redirectTo('/home/dashboard?hosp_code=10001'));
  });

  it('goes to /welcome when there are several', () => {
    expect(decide('/login', signedIn())).toEqual(redirectTo('/welcome'));
  });

  it('stays on the login page when there are none or the list failed', () => {
    expect(decide('/login', signedIn({ hospInfos: [] }))).toEqual({ kind: 'allow' });
    expect(decide('/login', signedIn({ hospitalsStatus: 'failed', hospInfos: [] }))).toEqual({ kind: 'allow' });
  });

  it('follows a safe redirect and ignores unsafe ones', () => {
    const session = signedIn({ hospitalsStatus: 'idle' });
    expect(decide('/login?redirect=%2Fhome%2Fdashboard%3Fhosp_code%3D10002', session)).toEqual(
      redirectTo('/home/dashboard?hosp_code=10002'),
    );
    for (const unsafe of ['//evil.example', 'https://evil.example', '/\\evil.example', 'home', '/login']) {
      expect(decide(`/login?redirect=${encodeURIComponent(unsafe)}`, session)).toEqual({ kind: 'load', step: 'hospitals' });
    }
  });
});

describe('route guard: /admin/login with a token', () => {
  it('asks for the account type first', () => {
    expect(decide('/admin/login', signedIn({ accountStatus: 'idle', acctType: null }))).toEqual({ kind: 'load', step: 'account' });
    expect(decide('/admin/login', signedIn({ accountStatus: 'loading', acctType: null }))).toEqual({ kind: 'wait' });
  });

  it('sends a type 03 account to /admin/dashboard, or to a safe redirect', () => {
    expect(decide('/admin/login', signedIn({ acctType: '03' }))).toEqual(redirectTo('/admin/dashboard'));
    expect(decide('/admin/login?redirect=%2Fadmin%2Fhospital%2Fhosp', signedIn({ acctType: '03' }))).toEqual(
      redirectTo('/admin/hospital/hosp'),
    );
  });

  it('shows the form to other accounts or when the type could not be read', () => {
    expect(decide('/admin/login', signedIn({ acctType: '01' }))).toEqual({ kind: 'allow' });
    expect(decide('/admin/login', signedIn({ accountStatus: 'failed', acctType: null }))).toEqual({ kind: 'allow' });
  });
});

describe('route guard: session loading by account type', () => {
  it('loads the account type before any signed-in page', () => {
    const fresh = signedIn({ accountStatus: 'idle', acctType: null, hospitalsStatus: 'idle', hospInfos: [] });
    for (const path of ['/welcome', '/admin/dashboard', '/home/dashboard?hosp_code=10001']) {
      expect(decide(path, fresh)).toEqual({ kind: 'load', step: 'account' });
    }
    expect(decide('/welcome', { ...fresh, accountStatus: 'loading' })).toEqual({ kind: 'wait' });
  });

  it('reports a failed account load', () => {
    expect(decide('/welcome', signedIn({ accountStatus: 'failed', acctType: null }))).toEqual({ kind: 'accountFailed' });
  });

  it('rejects unknown account types: anything but 01 and 03, including 02 and 04', () => {
    expect(decide('/home/dashboard?hosp_code=10001', signedIn({ acctType: '09' }))).toEqual({ kind: 'unknownAccountType' });
    expect(decide('/home/dashboard?hosp_code=10001', signedIn({ acctType: '02' }))).toEqual({ kind: 'unknownAccountType' });
    expect(decide('/welcome', signedIn({ acctType: '04' }))).toEqual({ kind: 'unknownAccountType' });
    expect(decide('/admin/dashboard', signedIn({ acctType: null }))).toEqual({ kind: 'unknownAccountType' });
  });

  it('lets type 03 into admin pages without hospital menus', () => {
    expect(decide('/admin/dashboard', signedIn({ acctType: '03', hospitalsStatus: 'idle', hospInfos: [] }))).toEqual({ kind: 'allow' });
  });

  it('keeps hospital-side accounts out of admin pages', () => {
    expect(decide('/admin/dashboard', signedIn({ acctType: '01' }))).toEqual(redirectTo('/401'));
  });

  it.each(['01', '03'])('type %s loads the hospital list, then the menus of the page hospital', (acctType) => {
    const base = signedIn({ acctType, hospitalsStatus: 'idle', hospInfos: [] });
    expect(decide('/home/dashboard?hosp_code=10001', base)).toEqual({ kind: 'load', step: 'hospitals' });
    expect(decide('/home/dashboard?hosp_code=10001', { ...base, hospitalsStatus: 'loading' })).toEqual({ kind: 'wait' });
    const listed = signedIn({ acctType });
    expect(decide('/home/dashboard?hosp_code=10001', listed)).toEqual({ kind: 'load', step: 'hospitalAuth', hospCode: '10001' });
  });
});

describe('route guard: hospital pages', () => {
  const page = '/home/dashboard?hosp_code=10001';

  it('waits for, then allows, the menus of that hospital', () => {
    expect(decide(page, signedIn({ authHospCode: '10001', authStatus: 'loading' }))).toEqual({ kind: 'wait' });
    expect(decide(page, signedIn({ authHospCode: '10001', authStatus: 'loaded' }))).toEqual({ kind: 'allow' });
  });

  it('reloads the menus when the page names another hospital', () => {
    expect(decide('/home/dashboard?hosp_code=10002', signedIn({ authHospCode: '10001', authStatus: 'loaded' }))).toEqual({
      kind: 'load',
      step: 'hospitalAuth',
      hospCode: '10002',
    });
  });

  it('reports failed hospital authorizations', () => {
    expect(decide(page, signedIn({ authHospCode: '10001', authStatus: 'failed' }))).toEqual({ kind: 'hospitalAuthFailed' });
  });

  it('sends a hospital the user has no access to into the hospital choice', () => {
    expect(decide('/home/dashboard?hosp_code=10003', signedIn())).toEqual(redirectTo('/welcome'));
  });

  it('still tries the menus when the hospital list failed (the server judges access)', () => {
    expect(decide(page, signedIn({ hospitalsStatus: 'failed', hospInfos: [] }))).toEqual({
      kind: 'load',
      step: 'hospitalAuth',
      hospCode: '10001',
    });
  });

  it('fills in a missing hosp_code from the remembered or only hospital, else asks', () => {
    expect(decide('/home/dashboard', signedIn(), '10002')).toEqual(redirectTo('/home/dashboard?hosp_code=10002'));
    expect(decide('/home/dashboard', signedIn({ hospInfos: [hosp('10001')] }), '10009')).toEqual(
      redirectTo('/home/dashboard?hosp_code=10001'),
    );
    expect(decide('/home/dashboard', signedIn(), null)).toEqual(redirectTo('/welcome'));
  });

  it('allows /welcome once the hospital list is known, even if it failed', () => {
    expect(decide('/welcome', signedIn())).toEqual({ kind: 'allow' });
    expect(decide('/welcome', signedIn({ hospitalsStatus: 'failed', hospInfos: [] }))).toEqual({ kind: 'allow' });
    expect(decide('/welcome', signedIn({ acctType: '03' }))).toEqual({ kind: 'allow' });
  });

  it('loads the menus before judging any other path', () => {
    expect(decide('/no/such/page?hosp_code=10001', signedIn())).toEqual({ kind: 'load', step: 'hospitalAuth', hospCode: '10001' });
  });
});

describe('route guard: menu routes', () => {
  const loaded = (authIdList: string[], overrides: Partial<GuardSession> = {}) =>
    signedIn({ authHospCode: '10001', authStatus: 'loaded', menus: hospitalMenus, authIdList, ...overrides });

  it('allows a menu page whose authId the user holds, and one without authId', () => {
    expect(decide('/eqp/index?hosp_code=10001', loaded(['eqp:list']))).toEqual({ kind: 'allow' });
    expect(decide('/admin/dashboard/?hosp_code=10001', loaded([]))).toEqual({ kind: 'allow' });
  });

  it('refuses a menu page whose authId the user lacks with /401', () => {
    expect(decide('/mtc-record?hosp_code=10001', loaded(['eqp:list']))).toEqual(redirectTo('/401'));
    expect(decide('/admin/system-param/dic?hosp_code=10001', loaded(['eqp:list']))).toEqual(redirectTo('/401'));
  });

  it('sends paths that are no page of the menus to /404, or /401 under /admin', () => {
    expect(decide('/no/such/page?hosp_code=10001', loaded([]))).toEqual(redirectTo('/404'));
    expect(decide('/eqp?hosp_code=10001', loaded([]))).toEqual(redirectTo('/404'));
    expect(decide('/admin/news-manage?hosp_code=10001', loaded([]))).toEqual(redirectTo('/401'));
  });

  it('always allows the home dashboard', () => {
    expect(decide('/home/dashboard?hosp_code=10001', loaded([], { menus: [] }))).toEqual({ kind: 'allow' });
  });

  it('gives a super admin every menu page of the hospital', () => {
    expect(decide('/mtc-record?hosp_code=10001', loaded([], { acctType: '03' }))).toEqual({ kind: 'allow' });
  });

  it('fills in hosp_code for menu pages, and without any hospital answers /404 (or /401 under /admin)', () => {
    expect(decide('/eqp/index', signedIn({ hospInfos: [hosp('10001')] }))).toEqual(redirectTo('/eqp/index?hosp_code=10001'));
    expect(decide('/no/such/page', signedIn())).toEqual(redirectTo('/404'));
    expect(decide('/admin/dashboard', signedIn())).toEqual(redirectTo('/401'));
  });

  it('gives a super admin the admin route table and nothing else under /admin', () => {
    const admin = signedIn({ acctType: '03' });
    expect(decide('/admin/hospital/hosp-dept', admin)).toEqual({ kind: 'allow' });
    expect(decide('/admin/no-such-screen', admin)).toEqual(redirectTo('/404'));
    const isAdminPage = (pathname: string) => pathname === '/admin/extra-screen' || pathname.startsWith('/entity/');
    const input = (pathname: string, session: GuardSession) => ({ pathname, search: '', session, rememberedHospCode: null, isAdminPage });
    expect(decideRoute(input('/admin/extra-screen', admin))).toEqual({ kind: 'allow' });
    expect(decideRoute(input('/entity/dic', admin))).toEqual({ kind: 'allow' });
    // A hospital user reaches the same screens only through the menus of a hospital.
    expect(decideRoute(input('/entity/dic', signedIn()))).toEqual(redirectTo('/404'));
  });

  it('knows the served schema screens before judging a path that may be one of them', () => {
    // A super admin's path outside the admin table: the server's list of entities decides.
    expect(decide('/admin/dropped-in', signedIn({ acctType: '03', entitiesStatus: 'idle' }))).toEqual({ kind: 'load', step: 'entities' });
    expect(decide('/admin/dropped-in', signedIn({ acctType: '03', entitiesStatus: 'loading' }))).toEqual({ kind: 'wait' });
    expect(decide('/admin/dropped-in', signedIn({ acctType: '03', entitiesStatus: 'failed' }))).toEqual(redirectTo('/404'));
    // The admin table's own pages need no list.
    expect(decide('/admin/dashboard', signedIn({ acctType: '03', entitiesStatus: 'idle' }))).toEqual({ kind: 'allow' });
    // A hospital user's menu page may be a schema screen: the list is loaded once the page is allowed.
    expect(decide('/eqp/index?hosp_code=10001', loaded(['eqp:list'], { entitiesStatus: 'idle' }))).toEqual({
      kind: 'load',
      step: 'entities',
    });
    expect(decide('/mtc-record?hosp_code=10001', loaded(['eqp:list'], { entitiesStatus: 'idle' }))).toEqual(redirectTo('/401'));
  });

  it('lets the refresh redirect page through once the account is known', () => {
    expect(decide('/redirect/eqp/index?hosp_code=10001', signedIn())).toEqual({ kind: 'allow' });
    expect(decide('/redirect/eqp/index', noToken)).toEqual(redirectTo('/login?redirect=%2Fredirect%2Feqp%2Findex'));
  });
});

describe('route guard: the cockpits (issue 18)', () => {
  const cockpitMenus = [
    ...hospitalMenus,
    menu('/cockpit', null, [menu('/president-cockpit', 'cockpit:president'), menu('/maintenance-table', 'cockpit:maintenance-table')]),
  ];
  const withCockpits = (authIdList: string[]) => signedIn({ authHospCode: '10001', authStatus: 'loaded', menus: cockpitMenus, authIdList });

  it('opens /digital and /repaire-cockpit to anyone: the frame shows a refusal without a token or a key, never a redirect', () => {
    expect(decide('/digital?hosp_code=10001', noToken)).toEqual({ kind: 'allow' });
    expect(decide('/repaire-cockpit?hosp_code=10001&key=x', noToken)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without a token from a hidden cockpit to the login, coming back after', () => {
    expect(decide('/president-cockpit?hosp_code=10001', noToken)).toEqual(
      redirectTo(`/login?${new URLSearchParams({ redirect: '/president-cockpit?hosp_code=10001', hosp_code: '10001' })}`),
    );
  });

  it('lets a signed-in user into a hidden cockpit their menus hold, else /401 (lacking its id) or /404 (not a menu)', () => {
    expect(decide('/president-cockpit?hosp_code=10001', withCockpits(['cockpit:president']))).toEqual({ kind: 'allow' });
    expect(decide('/maintenance-table?hosp_code=10001', withCockpits(['cockpit:president']))).toEqual(redirectTo('/401'));
    expect(decide('/mtc-monitor-cockpit?hosp_code=10001', withCockpits(['cockpit:president']))).toEqual(redirectTo('/404'));
    // A super admin holds every id of the hospital's menus.
    expect(
      decide(
        '/maintenance-table?hosp_code=10001',
        signedIn({ acctType: '03', authHospCode: '10001', authStatus: 'loaded', menus: cockpitMenus }),
      ),
    ).toEqual({ kind: 'allow' });
  });
});
