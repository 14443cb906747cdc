import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import enShell from '../../locales/en/shell.json';
import zhShell from '../../locales/zh/shell.json';
import { COCKPIT_PAGES } from '../../dashboards/cockpits/cockpit-pages';
import { adminRoutes } from '../../platform/routing/admin-routes';
import type { ShellRoute } from '../../platform/routing/menu-routes';
import { launchBrowser, openPage } from '../support/browser.js';
import { DEMO_PASSWORD, demo } from '../support/demo.js';
import { axeViolations, describeBlocking, type ScreenReport, writeReport } from './a11y-support.js';
import { adminOn, tokenOf } from './entity-support.js';
import { chineseOnScreen } from './english-text.js';
import { dropdownItem } from './shell-support.js';

/**
 * Issue 28: WCAG 2.1 A/AA with axe-core on every screen of the admin menu and of the hospital
 * roles' menus (01 engineer, 02 manager, 03 director), in Chinese and in English. A screen passes
 * with no critical and no serious violation; no rule is switched off. In English, a screen also
 * shows no Chinese outside user data (issue 10 item 8; english-text.ts): one walk checks both.
 *
 * One browser; one login per role; each menu route once per language (a route a role before already
 * showed is not walked again). Pages change inside the console (history + popstate, as the sidebar's
 * links do), so a screen costs its own requests and one axe run, not a page load.
 */
type Language = 'zh' | 'en';

interface Screen {
  /** The URL path with its query (a hospital's pages carry hosp_code). */
  href: string;
  /** The page title per language, as the shell writes it into document.title; null for a cockpit. */
  titles: Record<Language, string> | null;
}

let browser: Browser;
let baseUrl: string;
const reports: ScreenReport[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
});
afterAll(async () => {
  writeReport('menu-walk', reports);
  await browser?.close();
});

/** A walk's limit, generous: on a machine shared with other runs a screen can take several seconds. */
const WALK_TIMEOUT_MS = 480_000;
const COCKPIT_PATHS = new Set(COCKPIT_PAGES.map((cockpit) => cockpit.path));
/** A page that has not settled by then is reported (with what it shows) and the walk goes on. */
const SETTLE_MS = 30_000;
const LOADING = '.arco-spin-loading, .arco-skeleton, [aria-busy="true"], #shell-main > [role="status"]';

function adminScreens(): Screen[] {
  const leaves = (zh: ShellRoute[], en: ShellRoute[]): Screen[] =>
    zh.flatMap((route, index) =>
      route.children.length > 0
        ? leaves(route.children, en[index]!.children)
        : [{ href: route.path, titles: { zh: route.meta.title, en: en[index]!.meta.title } }],
    );
  return leaves(
    adminRoutes((key) => zhShell.routes[key]),
    adminRoutes((key) => enShell.routes[key]),
  );
}

interface MenuNode {
  path: string;
  menuName: string;
  menuNameEn?: string | null;
  authId: string | null;
  children: MenuNode[];
}

/** A hospital user's pages: leaves of their /api/auth menus that they hold (as the console's guard judges them). */
function hospitalScreens(menus: MenuNode[], held: ReadonlySet<string>, hospCode: string): Screen[] {
  return menus.flatMap((menu) => {
    if (menu.authId && menu.authId !== 'defaultAuth' && !held.has(menu.authId)) return [];
    if (menu.children.length > 0) return hospitalScreens(menu.children, held, hospCode);
    const cockpit = COCKPIT_PATHS.has(menu.path);
    return [
      { href: `${menu.path}?hosp_code=${hospCode}`, titles: cockpit ? null : { zh: menu.menuName, en: menu.menuNameEn || menu.menuName } },
    ];
  });
}

async function signInHospitalUser(loginName: string, hospCode: string): Promise<Page> {
  const { page } = await openPage(browser, baseUrl);
  await page.context().addCookies([{ name: 'hec_guide_shown', value: '1', url: baseUrl }]);
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号或手机号').fill(loginName);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByPlaceholder('请输入密码').press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login');
  // The engineer lands on /welcome (two hospitals): go straight to the hospital's home.
  await page.goto(`/home/dashboard?hosp_code=${hospCode}`);
  await page.locator('#shell-main').waitFor();
  return page;
}

async function menusOf(page: Page, hospCode: string): Promise<{ menuList: MenuNode[]; authIdList: string[] }> {
  const token = await tokenOf(page);
  return page.evaluate(
    async ({ token, hospCode }) => {
      const response = await fetch('/api/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({ hospCode }),
      });
      return ((await response.json()) as { data: { menuList: MenuNode[]; authIdList: string[] } }).data;
    },
    { token, hospCode },
  );
}

/** Switches through the top bar's language menu (a cockpit has none: back to `home` first). */
async function switchToEnglish(page: Page, home: string): Promise<void> {
  if (!(await page.locator('#shell-main').count())) await page.goto(home);
  // A dialog that opened by itself meanwhile (the release notes after sign-in) closes with Esc.
  while (await page.locator('.arco-modal-wrapper:visible').count()) {
    await page.keyboard.press('Escape');
    await page.locator('.arco-modal-wrapper:visible').first().waitFor({ state: 'hidden' });
  }
  await page.getByRole('button', { name: '语言' }).click();
  await dropdownItem(page, 'English').click();
  await page.getByRole('button', { name: 'Language' }).waitFor();
}

/**
 * The network of a page: requests under way, and when one last started or ended. A screen has
 * settled when none has been under way for IDLE_MS (its first answer may ask for more: a lazily
 * loaded panel, a dictionary) and nothing on it shows loading (Playwright's networkidle, which
 * only follows page loads, for navigations inside the console).
 */
const IDLE_MS = 300;
const networks = new WeakMap<Page, { open: Set<unknown>; last: number }>();
function trackRequests(page: Page): void {
  if (networks.has(page)) return;
  const network = { open: new Set<unknown>(), last: Date.now() };
  networks.set(page, network);
  const touch = () => {
    network.last = Date.now();
  };
  page.on('request', (request) => {
    network.open.add(request);
    touch();
  });
  page.on('requestfinished', (request) => {
    network.open.delete(request);
    touch();
  });
  page.on('requestfailed', (request) => {
    network.open.delete(request);
    touch();
  });
}

async function quiet(page: Page): Promise<void> {
  const network = networks.get(page)!;
  await expect.poll(() => network.open.size === 0 && Date.now() - network.last >= IDLE_MS, { timeout: SETTLE_MS, interval: 50 }).toBe(true);
  await page.waitForFunction((loading) => !document.querySelector(loading), LOADING, { timeout: SETTLE_MS });
}

/** Shows the screen: inside the console by history + popstate, a cockpit (outside the shell) by loading it. */
async function show(page: Page, screen: Screen, language: Language): Promise<void> {
  trackRequests(page);
  const inShell = (await page.locator('#shell-main').count()) > 0;
  const here = await page.evaluate(() => location.pathname + location.search);
  if (screen.titles === null || !inShell) await page.goto(screen.href);
  else if (here !== screen.href) {
    await page.evaluate((href) => {
      history.pushState(null, '', href);
      dispatchEvent(new PopStateEvent('popstate'));
    }, screen.href);
  }
  if (screen.titles === null) await page.locator('[data-cockpit]').first().waitFor();
  // The shell writes the title once the new page is in (a page still loading its code keeps the old one on screen).
  else await page.waitForFunction((title) => document.title.startsWith(`${title} - `), screen.titles[language], { timeout: SETTLE_MS });
  await quiet(page);
}

/** Walks the screens in one language; returns the blocking violations (and, in English, Chinese text) as readable lines. */
async function walk(page: Page, screens: Screen[], language: Language, who: string): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of screens) {
    const where = `[${who} ${language}] ${screen.href}`;
    const started = Date.now();
    try {
      await show(page, screen, language);
    } catch (error) {
      const shown = await page.evaluate(() => `${location.pathname} "${document.title}"`);
      problems.push(`${where} did not settle (${shown}): ${String(error).split('\n')[0]}`);
      continue;
    }
    const violations = await axeViolations(page);
    reports.push({ where, violations, ms: Date.now() - started });
    problems.push(...describeBlocking(where, violations));
    const chinese = language === 'en' ? await chineseOnScreen(page) : [];
    if (chinese.length > 0) problems.push(`${where} shows Chinese outside user data: ${chinese.join(' | ')}`);
  }
  return problems;
}

/** Routes the walk has shown already, per language: each route once. */
const walked = new Set<string>();
const notWalked = (screens: Screen[]) => {
  const fresh = screens.filter((screen) => !walked.has(screen.href.replace(/\?.*$/, '')));
  for (const screen of fresh) walked.add(screen.href.replace(/\?.*$/, ''));
  return fresh;
};

describe('axe-core (WCAG 2.1 A and AA): no critical or serious violation on any menu screen; none in English shows Chinese outside user data', () => {
  it(
    'the super admin: every screen of the admin menu, in Chinese and in English',
    async () => {
      const screens = notWalked(adminScreens());
      expect(screens.length).toBeGreaterThan(30);
      const { page } = await adminOn(browser, baseUrl, screens[0]!.href);
      const problems = await walk(page, screens, 'zh', 'admin');
      await switchToEnglish(page, '/admin/dashboard');
      problems.push(...(await walk(page, screens, 'en', 'admin')));
      await page.context().close();
      expect(problems).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  const roles = [
    { who: 'manager (role 02)', login: demo.manager.acctNo, hospCode: demo.manager.hospCodes[0] },
    { who: 'engineer (role 01)', login: demo.engineer.acctNo, hospCode: demo.engineer.hospCodes[0] },
    { who: 'director (role 03)', login: demo.director.acctNo, hospCode: demo.director.hospCodes[0] },
  ];
  for (const role of roles) {
    it(
      `the ${role.who}: every screen of their menus not walked before, in Chinese and in English`,
      async () => {
        const page = await signInHospitalUser(role.login, role.hospCode);
        const auth = await menusOf(page, role.hospCode);
        const screens = notWalked(hospitalScreens(auth.menuList, new Set(auth.authIdList), role.hospCode));
        const problems = screens.length > 0 ? await walk(page, screens, 'zh', role.who) : [];
        if (screens.length > 0) {
          await switchToEnglish(page, `/home/dashboard?hosp_code=${role.hospCode}`);
          problems.push(...(await walk(page, screens, 'en', role.who)));
        }
        await page.context().close();
        expect(problems).toEqual([]);
      },
      WALK_TIMEOUT_MS,
    );
  }
});
