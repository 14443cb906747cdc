// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ApiError } from '../../platform/api/api-error';
import type { HospInfo } from '../../contracts/session';
import { i18n } from '../../platform/i18n/i18n';
import { freshSession, sessionAtom } from '../../platform/state/session-atoms';
import { clearToken, readToken, writeToken } from '../../platform/session/token-cookie';
import { routes } from './routes';

const api = vi.hoisted(() => ({
  login: vi.fn(),
  adminLogin: vi.fn(),
  logOut: vi.fn(),
  captcha: vi.fn(),
  hospitalList: vi.fn(),
  accountType: vi.fn(),
  hospitalAuth: vi.fn(),
  userInfo: vi.fn(),
  systemConfig: vi.fn(),
}));
vi.mock('../../platform/api/session-api', () => ({ sessionApi: api }));
// The schema engine's screens are not what these tests are about.
vi.mock('../screens/entity-screen-routes', () => ({ entityScreenRoutes: [] }));
// The served entities (schema screens' routes): none here, so menu pages show MenuPage.
const entityIndex = vi.hoisted(() => ({ fetchEntityIndex: vi.fn() }));
vi.mock('../../platform/api/entity-index-api', () => entityIndex);
// The shell's own calls (subsystem dialog after choosing a hospital) answer without a server.
vi.mock('../shell/subsystems/subsystem-api', () => ({
  subsystemApi: {
    links: vi.fn(async () => ({ environment: 'test', links: {} })),
    authCheck: vi.fn(async () => ({ benefit: false, sharingCenter: false })),
  },
}));

const hosp = (hospCode: string, hospName: string): HospInfo => ({ id: `id-${hospCode}`, hospCode, hospName });
const menus = [
  {
    id: 'm1',
    menuName: '首页',
    icon: null,
    sort: 1,
    path: '/home/dashboard',
    component: null,
    parentId: '0',
    hospCode: '10001',
    authId: 'home:dashboard',
    hidden: false,
    affix: true,
    children: [],
  },
  {
    id: 'm2',
    menuName: '设备台账',
    icon: null,
    sort: 2,
    path: '/eqp/index',
    component: null,
    parentId: '0',
    hospCode: '10001',
    authId: 'eqp:list',
    hidden: false,
    affix: false,
    children: [],
  },
];

function start(path: string) {
  const store = createStore();
  store.set(sessionAtom, freshSession());
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, store, where };
}

describe('RouteGuard with the routes', () => {
  beforeEach(() => {
    void i18n.changeLanguage('zh');
    vi.resetAllMocks();
    api.logOut.mockResolvedValue(null);
    api.accountType.mockResolvedValue('01');
    api.userInfo.mockResolvedValue({ name: '张工程师' });
    api.hospitalList.mockResolvedValue([hosp('10001', '示范市第一人民医院'), hosp('10002', '示范市中心医院')]);
    api.hospitalAuth.mockResolvedValue({ menuList: menus, authIdList: ['home:dashboard', 'eqp:list'] });
    entityIndex.fetchEntityIndex.mockResolvedValue([]);
  });
  afterEach(() => {
    cleanup();
    clearToken();
    localStorage.clear();
  });

  it('sends a visitor without token to /login, remembering the page', async () => {
    const { where } = start('/home/dashboard?hosp_code=10001');
    expect(await screen.findByPlaceholderText('请输入账号或手机号')).toBeTruthy();
    expect(where()).toBe('/login?redirect=%2Fhome%2Fdashboard%3Fhosp_code%3D10001&hosp_code=10001');
    // The title is set in an effect, which may run after the lazy page's first paint.
    await waitFor(() => expect(document.title).toBe('医疗设备全生命周期管理平台'));
  });

  it('sends unknown paths to /404 and / to /login', async () => {
    writeToken('t');
    const first = start('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeTruthy();
    expect(first.where()).toBe('/404');
    cleanup();
    clearToken();
    const second = start('/');
    await screen.findByPlaceholderText('请输入密码');
    expect(second.where()).toBe('/login');
  });

  it('with several hospitals: /login → /welcome → chosen hospital home with menus', async () => {
    writeToken('t');
    const { where } = start('/login');
    expect(await screen.findByText('请选择医院')).toBeTruthy();
    expect(where()).toBe('/welcome');
    fireEvent.click(screen.getByText('示范市中心医院'));
    expect(await screen.findByText('设备台账', {}, { timeout: 5000 })).toBeTruthy();
    expect(where()).toBe('/home/dashboard?hosp_code=10002');
    expect(api.hospitalAuth).toHaveBeenCalledWith('10002');
    expect(screen.getByText('张工程师')).toBeTruthy();
    expect(screen.getByRole('link', { name: '设备台账' }).getAttribute('href')).toBe('/eqp/index?hosp_code=10002');
  });

  it('with one hospital: /login → its home', async () => {
    writeToken('t');
    api.hospitalList.mockResolvedValue([hosp('10001', '示范市第一人民医院')]);
    const { where } = start('/login');
    expect(await screen.findByText('示范市第一人民医院')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/home/dashboard?hosp_code=10001'));
  });

  it('with no hospitals: stays on /login and says why', async () => {
    writeToken('t');
    api.hospitalList.mockResolvedValue([]);
    const { where } = start('/login');
    expect(await screen.findByText('当前账号未关联任何医院，请联系管理员')).toBeTruthy();
    expect(where()).toBe('/login');
  });

  it('a failed hospital list is only logged', async () => {
    writeToken('t');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.hospitalList.mockRejectedValue(new ApiError('500', 'boom'));
    start('/login');
    await screen.findByPlaceholderText('请输入账号或手机号');
    expect(logged).toHaveBeenCalledWith('拉取医院列表失败');
    expect(api.logOut).not.toHaveBeenCalled();
    expect(readToken()).toBe('t');
  });

  it('a hospital the user is not bound to leads to /welcome', async () => {
    writeToken('t');
    const { where } = start('/home/dashboard?hosp_code=10003');
    expect(await screen.findByText('请选择医院')).toBeTruthy();
    expect(where()).toBe('/welcome');
  });

  it('unknown account type: logged, logged out, back to /login', async () => {
    writeToken('t');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.accountType.mockResolvedValue('09');
    const { where } = start('/welcome');
    await waitFor(() => expect(where()).toBe('/login'));
    expect(logged).toHaveBeenCalledWith('未知账户类型');
    expect(api.logOut).toHaveBeenCalledTimes(1);
    expect(readToken()).toBeNull();
  });

  it('failed hospital authorizations: logged out and sent to / (then /login)', async () => {
    writeToken('t');
    api.hospitalAuth.mockRejectedValue(new ApiError('403', '您没有该医院的访问权限'));
    const { where } = start('/home/dashboard?hosp_code=10001');
    await waitFor(() => expect(where()).toBe('/login'));
    expect(api.logOut).toHaveBeenCalledTimes(1);
    expect(readToken()).toBeNull();
  });

  it('admin: /admin/login → /admin/dashboard, and logout returns to /admin/login', async () => {
    writeToken('t');
    api.accountType.mockResolvedValue('03');
    api.userInfo.mockResolvedValue({ name: '平台管理员' });
    const { where } = start('/admin/login');
    expect(await screen.findByRole('heading', { name: '系统管理员' }, { timeout: 5000 })).toBeTruthy();
    expect(where()).toBe('/admin/dashboard');
    expect(api.hospitalAuth).not.toHaveBeenCalled();
    // The sidebar's schema screens: the server's list loads beside the page.
    await waitFor(() => expect(entityIndex.fetchEntityIndex).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: '平台管理员 的用户菜单' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(where()).toBe('/admin/login'));
    expect(readToken()).toBeNull();
  });

  it('a failed account load offers retry; a 098 leaves it to the re-login dialog', async () => {
    writeToken('t');
    api.accountType.mockRejectedValueOnce(new ApiError('500', 'boom'));
    start('/welcome');
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('请选择医院')).toBeTruthy();
    cleanup();
    api.accountType.mockRejectedValueOnce(new ApiError('098', '未登录或登录已失效，请重新登录'));
    start('/welcome');
    await waitFor(() => expect(api.accountType).toHaveBeenCalledTimes(3));
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('hospital accounts are refused admin pages', async () => {
    writeToken('t');
    const { where } = start('/admin/dashboard');
    expect(await screen.findByText('抱歉，您没有权限访问该页面')).toBeTruthy();
    expect(where()).toBe('/401');
  });

  it('login follows a safe redirect after success', async () => {
    api.login.mockImplementation(async () => {
      // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie, as the app reads `tk` from document.cookie; jsdom has no Cookie Store API.
      document.cookie = 'tk=server-token; path=/';
      return { verifyResult: true, token: 'server-token', autoLogoutDelay: 300 };
    });
    const { where } = start('/login?redirect=%2Fhome%2Fdashboard%3Fhosp_code%3D10001&hosp_code=10001');
    fireEvent.change(await screen.findByPlaceholderText('请输入账号或手机号'), { target: { value: 'engineer' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'Demo@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('设备台账', {}, { timeout: 5000 })).toBeTruthy();
    expect(where()).toBe('/home/dashboard?hosp_code=10001');
    expect(api.login).toHaveBeenCalledWith({ loginName: 'engineer', passWord: 'Demo@2026' });
    expect(readToken()).toBe('server-token');
    expect(JSON.parse(localStorage.getItem('hec:autoLogoutDelay') ?? 'null')).toEqual({ v: 1, value: 300 });
  });

  it('a refused login with needVerify shows the captcha', async () => {
    api.login.mockRejectedValue(new ApiError('003', '账号或密码错误', { needVerify: true }));
    api.captcha.mockResolvedValue({ img: 'data:image/svg+xml;base64,AAAA', expireSeconds: 300 });
    start('/login');
    fireEvent.change(await screen.findByPlaceholderText('请输入账号或手机号'), { target: { value: 'engineer' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByPlaceholderText('请输入图形验证码')).toBeTruthy();
    expect(api.captcha).toHaveBeenCalledWith('engineer');
  });

  it('/auth-redirect stores tk and continues to the redirect', async () => {
    const { where } = start('/auth-redirect?tk=from-other-system&redirect=%2Fhome%2Fdashboard%3Fhosp_code%3D10002');
    expect(await screen.findByText('设备台账', {}, { timeout: 5000 })).toBeTruthy();
    expect(where()).toBe('/home/dashboard?hosp_code=10002');
    expect(readToken()).toBe('from-other-system');
  });
});
