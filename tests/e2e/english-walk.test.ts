import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_PAGE_PATHS } from '../../platform/routing/admin-routes.js';
import { launchBrowser } from '../support/browser.js';
import { adminOn, tokenOf } from './entity-support.js';
import { dropdownItem, signIn } from './shell-support.js';

/**
 * Every route in English (issue 10 item 8): the admin's routes (platform/routing/admin-routes.ts) and a
 * hospital manager's (their /api/auth menus). Once a page has settled, no visible text may hold
 * Chinese except user data: what people entered (names of hospitals, people, equipment, records),
 * which the screens mark with `data-user-data`. There is no list of allowed Chinese strings.
 */
let browser: Browser;
let baseUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('e2eBaseUrl');
});
afterAll(async () => {
  await browser?.close();
});

const HOSP_CODE = '10001';

interface MenuNode {
  path: string;
  authId: string | null;
  hidden: boolean;
  children: MenuNode[];
}

/** The manager's pages: leaves of their menus that they hold (as the console's guard judges them). */
function menuPages(menus: MenuNode[], held: ReadonlySet<string>): string[] {
  return menus.flatMap((menu) => {
    if (menu.authId && menu.authId !== 'defaultAuth' && !held.has(menu.authId)) return [];
    return menu.children.length > 0 ? menuPages(menu.children, held) : [menu.path];
  });
}

async function switchToEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: '语言' }).click();
  await dropdownItem(page, 'English').click();
  await page.getByRole('button', { name: 'Language' }).waitFor();
}

/** The page has loaded what it asks for: no request in flight, no spinner or skeleton left. */
async function settle(page: Page): Promise<void> {
  // A cockpit (issue 18) is a menu page outside the shell: its frame stands in for the shell's main area.
  await page.locator('#shell-main, [data-cockpit]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.arco-spin-loading, .arco-skeleton, [aria-busy="true"]'), undefined, {
    timeout: 15_000,
  });
}

/** Visible text (and placeholders) containing Chinese, outside elements marked as user data. */
function chineseOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
    const found = new Set<string>();
    const shown = (element: Element) => {
      if (element.closest('[data-user-data]')) return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (HAN.test(text) && node.parentElement && shown(node.parentElement)) found.add(text);
    }
    for (const input of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      const text = input.getAttribute('placeholder') ?? '';
      if (HAN.test(text) && shown(input)) found.add(`placeholder: ${text}`);
    }
    return [...found];
  });
}

async function walk(page: Page, paths: string[], href: (path: string) => string): Promise<Record<string, string[]>> {
  const offending: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(href(path));
    await settle(page);
    const texts = await chineseOnScreen(page);
    if (texts.length > 0) offending[path] = texts;
  }
  return offending;
}

describe('every route in English shows no Chinese outside user data', () => {
  it('the super admin: every admin route', async () => {
    const { page } = await adminOn(browser, baseUrl, '/admin/dashboard');
    await settle(page);
    await switchToEnglish(page);
    expect(await walk(page, [...ADMIN_PAGE_PATHS], (path) => path)).toEqual({});
  }, 300_000);

  it('a hospital manager: every page of their /api/auth menus', async () => {
    const { page } = await signIn(browser, baseUrl, 'manager', `**/home/dashboard?hosp_code=${HOSP_CODE}`);
    await settle(page);
    await switchToEnglish(page);
    const token = decodeURIComponent((await tokenOf(page)) ?? '');
    const auth = await page.evaluate(
      async ({ token, hospCode }) => {
        const response = await fetch('/api/auth', {
          method: 'POST',
          headers: { 'content-type': 'application/json', token },
          body: JSON.stringify({ hospCode }),
        });
        return ((await response.json()) as { data: { menuList: MenuNode[]; authIdList: string[] } }).data;
      },
      { token, hospCode: HOSP_CODE },
    );
    const paths = menuPages(auth.menuList, new Set(auth.authIdList));
    expect(paths.length).toBeGreaterThan(10);
    expect(await walk(page, paths, (path) => `${path}?hosp_code=${HOSP_CODE}`)).toEqual({});
  }, 300_000);
});
