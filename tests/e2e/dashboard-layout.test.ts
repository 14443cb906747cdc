import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { region, signInForDashboard } from './dashboard-support.js';

/**
 * How the home dashboards lay out at 1440×900 in Chromium, for every role: no panel cuts its
 * content behind a native scrollbar, the tag-share percentages fit inside their rings, and lists
 * longer than their panel scroll by themselves with a thin styled scrollbar.
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

const TAG_PANELS = ['设备标签占比', '设备运行状态', '设备使用率'];
const TAG_LISTS = [
  '/db/workbench/eqp-tag-count-rate-query',
  '/db/workbench/eqp-mtc-and-normal-count-query',
  '/db/workbench/eqp-tag-use-rate-query',
];

async function openDashboard(loginName: string, hospCode: string, prepare: (page: Page) => unknown = () => undefined): Promise<Page> {
  const { page } = await signInForDashboard(browser, baseUrl, loginName);
  await prepare(page);
  await page.goto(`/home/dashboard?hosp_code=${hospCode}`);
  // Settled: the panels are on the page and none is still waiting or refreshing.
  await page.waitForFunction(
    () =>
      document.querySelectorAll('section[aria-labelledby]').length >= 5 &&
      !document.querySelector('.arco-spin-loading, [aria-busy="true"]'),
  );
  return page;
}

interface Scroller {
  panel: string;
  overflow: number;
  scrollbarWidth: string;
}

/** Every box inside a panel that scrolls vertically, with how much it hides and its scrollbar style. */
function scrollers(page: Page): Promise<Scroller[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('section[aria-labelledby] *')].flatMap((element) => {
      const style = getComputedStyle(element);
      if (style.overflowY !== 'auto' && style.overflowY !== 'scroll') return [];
      const panel = element.closest('section')?.querySelector('h2')?.textContent ?? '';
      return [{ panel, overflow: element.scrollHeight - element.clientHeight, scrollbarWidth: style.scrollbarWidth }];
    }),
  );
}

async function expectNothingCut(page: Page): Promise<void> {
  const cut = (await scrollers(page)).filter((box) => box.overflow > 1);
  expect(cut).toEqual([]);
}

/** Each tag-share percentage is narrower than the hole of its ring. */
async function expectPercentagesInsideRings(page: Page): Promise<void> {
  const rings = await region(page, '设备标签占比')
    .locator('.arco-progress-circle-wrapper')
    .evaluateAll((wrappers) =>
      wrappers.map((wrapper) => {
        const stroke = Number(wrapper.querySelector('.arco-progress-circle-path')?.getAttribute('stroke-width'));
        const hole = wrapper.getBoundingClientRect().width - 2 * stroke;
        const text = wrapper.querySelector('.arco-progress-circle-text') as HTMLElement;
        return { text: text.textContent, width: text.getBoundingClientRect().width, hole };
      }),
    );
  expect(rings.length).toBeGreaterThan(0);
  for (const ring of rings) expect(ring.width, `${ring.text}`).toBeLessThanOrEqual(ring.hole);
}

describe('dashboard layout at 1440×900', () => {
  it('role 01: every panel shows all of its content', async () => {
    const page = await openDashboard('engineer', '10001');
    await expectNothingCut(page);
  });

  it('role 02: the tag panels fit their tags, the percentages sit inside their rings', async () => {
    const page = await openDashboard('manager', '10001');
    expect(await region(page, '设备标签占比').getByRole('listitem').count()).toBe(8);
    await expectNothingCut(page);
    await expectPercentagesInsideRings(page);
  });

  it('role 03: the same in its own hospital', async () => {
    const page = await openDashboard('director', '10003');
    await expectPercentagesInsideRings(page);
    await expectNothingCut(page);
  });

  it('in English the longer texts still fit', async () => {
    const page = await openDashboard('manager', '10001', (fresh) =>
      fresh.evaluate(() => localStorage.setItem('hec:language', JSON.stringify({ v: 1, value: 'en' }))),
    );
    await region(page, 'Usage rate').waitFor();
    await expectNothingCut(page);
  });

  it('a hospital with many tags: the tag lists scroll by themselves behind a thin scrollbar', async () => {
    // Each tag list comes back three times as long, so it cannot fit its panel.
    const page = await openDashboard('manager', '10001', async (fresh) => {
      for (const path of TAG_LISTS) {
        await fresh.route(`**${path}`, async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { data: { tagName: string; tagCode?: string }[] };
          body.data = [1, 2, 3].flatMap((copy) =>
            body.data.map((item) => ({ ...item, tagName: `${item.tagName}${copy}`, tagCode: `${item.tagCode ?? item.tagName}-${copy}` })),
          );
          await route.fulfill({ response, json: body });
        });
      }
    });
    const boxes = await scrollers(page);
    for (const name of TAG_PANELS) {
      const box = boxes.find((candidate) => candidate.panel === name && candidate.overflow > 1);
      expect(box, name).toBeDefined();
      expect(box?.scrollbarWidth, name).toBe('thin');
    }
    // The lists move on their own (seed: scroll list speed 60 px/s).
    const tops = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('section[aria-labelledby] *')]
          .filter((element) => getComputedStyle(element).overflowY === 'auto' && element.scrollHeight > element.clientHeight + 1)
          .map((element) => element.scrollTop),
      );
    const before = await tops();
    await page.waitForFunction(
      (start) =>
        [...document.querySelectorAll('section[aria-labelledby] *')]
          .filter((element) => getComputedStyle(element).overflowY === 'auto' && element.scrollHeight > element.clientHeight + 1)
          .every((element, index) => element.scrollTop > (start[index] ?? 0)),
      before,
    );
  });
});
