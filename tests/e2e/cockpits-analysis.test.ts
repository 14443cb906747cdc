import type { Browser, Locator, Page } from 'playwright-core';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { region, signInForDashboard, type DashboardSession } from './dashboard-support.js';

/**
 * The analysis and monitoring cockpits (issue 18) for the demo manager of hospital 10001: each page
 * renders, and every figure, summary line and list it shows equals what the API answers for that
 * hospital with the same session.
 */
const HOSP = '10001';
let browser: Browser;
let session: DashboardSession;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await signInForDashboard(browser, inject('e2eBaseUrl'), 'manager');
});
afterAll(async () => {
  await browser?.close();
});

const count = (value: number) => new Intl.NumberFormat('en-US').format(value);
const wanYuan = (yuan: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.round(yuan / 100) / 100);
const percent = (part: number, whole: number) => `${whole > 0 ? Math.round((part / whole) * 100) : 0}%`;
const flat = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();
const sum = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

/** The cockpits' window: the six months up to the current one. */
const range = (): [string, string] => [dayjs().subtract(5, 'month').format('YYYY-MM'), dayjs().format('YYYY-MM')];

/** Opens a cockpit and waits until no panel or figure is still waiting for its first answer. */
async function open(path: string): Promise<Page> {
  const { page } = session;
  await page.goto(`${path}?hosp_code=${HOSP}`);
  await page.locator('[data-cockpit-design] section').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-cockpit-design] [aria-busy="true"]').length === 0);
  return page;
}

/** The figure row: each figure's label, then its value and unit. */
async function figures(page: Page): Promise<Record<string, string>> {
  const items = page.locator('[data-cockpit-design] [data-figure-row] > li');
  const shown: Record<string, string> = {};
  for (const item of await items.all()) {
    const label = await item.getAttribute('aria-label');
    if (label) shown[label] = (await flat(item)).slice(label.length).trim();
  }
  return shown;
}

/** A panel's summary line (the first paragraph under its title). */
const summary = (page: Page, title: string) => flat(region(page, title).locator('p').first());

const call = <T>(path: string, body: Record<string, unknown> = {}) => session.call<T>(path, { hospCode: HOSP, ...body });

const cells = async (row: Locator) => (await row.locator('td').allInnerTexts()).map((text) => text.trim());

describe('/digital (data analysis)', () => {
  it('shows the nine statistics and the header figures of the hospital', async () => {
    const page = await open('/digital');
    const reqDate = range();
    const company = await call<{ eqpCount: number; netEqpCount: number; totalPrice: number }>('/api/dashboard/company-sum-info');
    const monthlyDept = await call<{ deptId: string; mtcCount: number }[]>('/api/data-analysis/monthly-dept-dist', { reqDate });
    const work = await call<{ finishCount: number; workHours: number }[]>('/api/data-analysis/monthly-eng-rep-work', { reqDate });
    expect(await figures(page)).toEqual({
      设备总数: `${count(company.eqpCount)}台`,
      资产总值: `${wanYuan(company.totalPrice)}万元`,
      联网设备: `${count(company.netEqpCount)}台`,
      统计区间: `${reqDate[0]} 至 ${reqDate[1]}`,
      区间报修: `${count(sum(monthlyDept, (row) => row.mtcCount))}单`,
      区间完成维修: `${count(sum(work, (row) => row.finishCount))}单`,
    });

    const typeCount = await call<{ eqpCount: number }[]>('/api/data-analysis/eqp-type-count');
    expect(await summary(page, '设备类型分布（数量）')).toBe(
      `共 ${typeCount.length} 类，合计 ${count(sum(typeCount, (row) => row.eqpCount))} 台`,
    );
    const typePrice = await call<{ totalPrice: number }[]>('/api/data-analysis/eqp-type-price');
    expect(await summary(page, '设备类型价值')).toBe(`合计 ${wanYuan(sum(typePrice, (row) => row.totalPrice))} 万元`);
    const deptCount = await call<{ eqpCount: number }[]>('/api/data-analysis/dept-count');
    expect(await summary(page, '科室设备数量')).toBe(
      `共 ${deptCount.length} 个科室，合计 ${count(sum(deptCount, (row) => row.eqpCount))} 台（图示前 ${Math.min(8, deptCount.length)} 个）`,
    );
    const [topDept] = await call<{ deptName: string; totalPrice: number }[]>('/api/data-analysis/dept-price-sum');
    expect(await summary(page, '科室资产价值')).toBe(`最高：${topDept!.deptName} ${wanYuan(topDept!.totalPrice)} 万元`);
    expect(await summary(page, '科室月度报修分布')).toBe(
      `报修 ${count(sum(monthlyDept, (row) => row.mtcCount))} 单，涉及 ${new Set(monthlyDept.map((row) => row.deptId)).size} 个科室`,
    );
    const monthlyEngineer = await call<{ engineerId: string; mtcCount: number }[]>('/api/data-analysis/monthly-eng-dist', { reqDate });
    expect(await summary(page, '工程师月度派工分布')).toBe(
      `已派工 ${count(sum(monthlyEngineer, (row) => row.mtcCount))} 单，${new Set(monthlyEngineer.map((row) => row.engineerId)).size} 名工程师`,
    );
    const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(sum(work, (row) => row.workHours));
    expect(await summary(page, '工程师维修工作量')).toBe(`完成 ${count(sum(work, (row) => row.finishCount))} 单，工时 ${hours} 小时`);
    const transfers = await call<{ transferCount: number }[]>('/api/data-analysis/monthly-eng-rep-job-transfer', { reqDate });
    expect(await summary(page, '工程师转单统计')).toBe(`转单 ${count(sum(transfers, (row) => row.transferCount))} 单`);

    const rank = await call<{ eqpName: string; eqpBrand: string | null; eqpModel: string | null; deptName: string; price: number }[]>(
      '/api/data-analysis/eqp-price-rank',
      { limit: 10 },
    );
    const rows = region(page, '设备价格排行').locator('tbody tr');
    expect(await rows.count()).toBe(rank.length);
    for (const [index, item] of rank.entries()) {
      const name = [item.eqpName, item.eqpBrand, item.eqpModel].filter(Boolean).join(' ');
      expect(await cells(rows.nth(index))).toEqual([String(index + 1), name, item.deptName, wanYuan(item.price)]);
    }
    expect(await page.locator('[data-cockpit-design] canvas').count()).toBeGreaterThanOrEqual(8);
  });
});

describe('/president-cockpit', () => {
  it('shows assets, running rate, completion rates and warranty exposure of the hospital', async () => {
    const page = await open('/president-cockpit');
    const month = dayjs().format('YYYY-MM');
    const top = await call<{ eqpCount: number; totalPrice: number }>('/db/workbench/eqp-count-price-uery');
    const state = await call<{ normalCount: number; allCount: number }>('/db/workbench/eqp-status-rate-query');
    const repairs = await call<{ total: number; toBeCompleted: number }>('/api/dashboard/mtc-sum');
    const tasks = await call<{ taskDesc: string; taskCountInfo: Record<string, number> }[]>('/db/workbench/work-count-query');
    const tasksOf = (desc: string) => Object.values(tasks.find((item) => item.taskDesc === desc)!.taskCountInfo).reduce((a, b) => a + b, 0);
    const cover = await call<{ inGuarCount: number; uncoveredCount: number }>(`/db/hosp-eqp-maintenance/info?hospCode=${HOSP}`);
    const expiring = await call<{ sum: number }>('/db/hosp-eqp-maintenance/about-guar-info', { time: month });
    expect(await figures(page)).toEqual({
      设备总数: `${count(top.eqpCount)}台`,
      资产总值: `${wanYuan(top.totalPrice)}万元`,
      设备运行率: percent(state.normalCount, state.allCount),
      本月维修完成率: percent(repairs.total - repairs.toBeCompleted, repairs.total),
      本月预防性任务完成率: percent(tasksOf('本月已完成'), tasksOf('本月计划')),
      保修期内设备: `${count(cover.inGuarCount)}台`,
      无保障设备: `${count(cover.uncoveredCount)}台`,
      未来三个月出保: `${count(expiring.sum)}台`,
    });
    expect(await summary(page, '维修工作')).toBe(
      `本月工作量 ${count(repairs.total)} 单，已完成 ${count(repairs.total - repairs.toBeCompleted)} 单，待完成 ${count(repairs.toBeCompleted)} 单`,
    );
    expect(await summary(page, '本月预防性任务完成情况')).toBe(
      `计划 ${count(tasksOf('本月计划'))} 项，已完成 ${count(tasksOf('本月已完成'))} 项`,
    );
    const repairCover = await call<{ sum: number; inGuarCount: number; outGuarCount: number }>(
      '/db/hosp-eqp-maintenance/hosp-eqp-mtc-guar',
      { time: month },
    );
    expect(await summary(page, '维保保障')).toBe(
      `本月报修 ${count(repairCover.sum)} 单：保障内 ${count(repairCover.inGuarCount)}，保障外 ${count(repairCover.outGuarCount)}`,
    );
    const large = await call<{ total: number; list: { eqpName: string; price: number }[] }>('/api/large-eqp-query', {
      pagedQueryInfo: { index: 1, pageSize: 8 },
    });
    expect(await summary(page, '大型设备')).toBe(`共 ${count(large.total)} 台（单价 100 万元以上）`);
    const rows = region(page, '大型设备').locator('tbody tr');
    expect(await rows.count()).toBe(large.list.length);
    expect((await cells(rows.first()))[0]).toBe(large.list[0]!.eqpName);
    expect((await cells(rows.first()))[3]).toBe(wanYuan(large.list[0]!.price));
  });
});

describe('/monitoring-center-cockpit', () => {
  it('shows the equipment states, open repairs and the repairs in progress', async () => {
    const page = await open('/monitoring-center-cockpit');
    const state = await call<{ normalCount: number; waitMtcCount: number; mtcingCount: number; waitScrapCount: number; allCount: number }>(
      '/db/workbench/eqp-status-rate-query',
    );
    const repairStatus = await call<Record<string, number>>('/db/workbench/eqp-mtc-status-count-query');
    expect(await figures(page)).toEqual({
      设备总数: `${count(state.allCount)}台`,
      正常运行: `${count(state.normalCount)}台`,
      设备运行率: percent(state.normalCount, state.allCount),
      待维修: `${count(state.waitMtcCount)}台`,
      维修中: `${count(state.mtcingCount)}台`,
      待报废: `${count(state.waitScrapCount)}台`,
      在修工单: `${count(Object.values(repairStatus).reduce((a, b) => a + b, 0))}单`,
    });
    const running = await call<{ normalCount: number; mtcCount: number; eqpCount: number }[]>(
      '/db/workbench/eqp-mtc-and-normal-count-query',
    );
    const normal = sum(running, (item) => item.normalCount);
    const faulty = sum(running, (item) => item.mtcCount);
    expect(await summary(page, '各类设备运行状态')).toBe(
      `正常 ${count(normal)} 台，故障 ${count(faulty)} 台，其他 ${count(sum(running, (item) => item.eqpCount) - normal - faulty)} 台`,
    );

    const list = await call<{ eqpName: string; deptName: string | null; actionStateDesc: string; currentEgnName: string | null }[]>(
      '/db/workbench/mtc-eqp-list-query',
      { limit: 20 },
    );
    const rows = region(page, '在修设备').locator('tbody tr');
    expect(await rows.count()).toBe(list.length);
    for (const [index, item] of list.entries()) {
      expect(await cells(rows.nth(index))).toEqual([
        item.eqpName,
        item.deptName ?? '未分配科室',
        item.actionStateDesc,
        item.currentEgnName ?? '未申领',
      ]);
    }
  });
});

describe('/eqp-run-monitoring-cockpit', () => {
  it('shows boot, use and running rates and the large equipment', async () => {
    const page = await open('/eqp-run-monitoring-cockpit');
    const company = await call<{ netEqpCount: number }>('/api/dashboard/company-sum-info');
    const usage = await call<{ eqpCount: number; usingCount: number }[]>('/db/workbench/eqp-tag-use-rate-query');
    const months = await call<{ mouth: string; eqpBootRate: number }[]>('/db/workbench/eqp-group-mouth-query', { reqDate: range() });
    const running = await call<{ normalCount: number; eqpCount: number }[]>('/api/eqp-running-rate');
    const large = await call<{ total: number; list: { eqpName: string }[] }>('/api/large-eqp-query', {
      pagedQueryInfo: { index: 1, pageSize: 8 },
    });
    const using = sum(usage, (item) => item.usingCount);
    expect(months.at(-1)?.mouth).toBe(range()[1]);
    expect(await figures(page)).toEqual({
      联网设备: `${count(company.netEqpCount)}台`,
      在用设备: `${count(using)}台`,
      设备使用率: percent(
        using,
        sum(usage, (item) => item.eqpCount),
      ),
      本月开机率: `${Math.round(months.at(-1)!.eqpBootRate * 100)}%`,
      设备运行率: percent(
        sum(running, (item) => item.normalCount),
        sum(running, (item) => item.eqpCount),
      ),
      大型设备: `${count(large.total)}台`,
    });
    const depts = (
      await call<{ resList: { deptName: string; eqpBootRate: number }[] }>('/api/dashboard/eqp-boot-rate', { reqDate: range() })
    ).resList;
    const best = [...depts].sort((a, b) => b.eqpBootRate - a.eqpBootRate)[0]!;
    expect(await summary(page, '科室开机率（近六个月）')).toBe(
      `${depts.length} 个科室，最高：${best.deptName} ${Math.round(best.eqpBootRate * 100)}%`,
    );
    const rows = region(page, '大型设备运行').locator('tbody tr');
    expect(await rows.count()).toBe(large.list.length);
    expect((await cells(rows.first()))[0]).toBe(large.list[0]!.eqpName);
  });
});

describe('/medical-env-monitoring-cockpit', () => {
  it('says that no environment data is connected and shows only the ledger equipment', async () => {
    const page = await open('/medical-env-monitoring-cockpit');
    expect(await flat(page.getByRole('note'))).toContain('未接入环境监测数据');
    const kinds: [string, string][] = [
      ['空气消毒设备', '空气消毒'],
      ['医用冷藏设备', '冷藏'],
      ['培养箱', '培养箱'],
      ['灭菌设备', '灭菌'],
    ];
    const rows = region(page, '环境保障相关设备').locator('tbody tr');
    let total = 0;
    for (const [index, [label, name]] of kinds.entries()) {
      const found = await call<{ total: number; list: { state: string }[] }>('/db/hosp-eqp-maintenance/hosp-eqp-maintenance-paged-query', {
        eqpName: name,
        pagedQueryInfo: { index: 1, pageSize: 100 },
      });
      total += found.total;
      expect(found.list.length).toBe(found.total);
      const normal = found.list.filter((item) => item.state === '01').length;
      const faulty = found.list.filter((item) => item.state === '02' || item.state === '03').length;
      expect(await cells(rows.nth(index))).toEqual([label, name, count(found.total), count(normal), count(faulty)]);
    }
    expect(await summary(page, '环境保障相关设备')).toBe(`按名称匹配，共 ${count(total)} 台`);
  });
});
