import type { Browser, Locator, Page } from 'playwright-core';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { region, signInForDashboard, type DashboardSession } from './dashboard-support.js';

/**
 * The repair, repair team, repair monitor, patrol workbench and maintenance cycle cockpits in
 * Chromium, signed in as the demo manager (hospital 10001): each page's figures equal what the API
 * answers for that hospital with the same token.
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
const hours = (value: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
const flat = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();
const rowTexts = async (locator: Locator) => Promise.all((await locator.all()).map(flat));
const call = <T>(path: string, body: Record<string, unknown> = {}) => session.call<T>(path, { hospCode: HOSP, ...body });

interface Member {
  engineerId: string;
  engineerName: string;
  jobCount: number;
}
interface Team {
  toBeCompleted: number;
  total: number;
  dataList: Member[];
}
type Counts = Record<string, number>;
interface RepairItem {
  id: string;
  actionState: string;
  applyTime: string | null;
  eqpName: string;
  deptName: string | null;
  currentEgnName: string | null;
}

const ACTION_STATES: [string, string][] = [
  ['tobeApply', '待申领'],
  ['waitMtc', '已申领待维修'],
  ['mtcingCount', '维修中'],
  ['waitAccCount', '等待配件'],
  ['accArriveCount', '配件已到'],
  ['extraMtcCount', '外出维修'],
  ['tobeCheckCount', '待验收'],
  ['otherCount', '其他'],
];
const STATE_NAMES = Object.fromEntries(ACTION_STATES.map(([, name], index) => [`0${index + 1}`, name]));
const TEAM_TYPES: [string, string, string][] = [
  ['mtc', '维修', '/api/dashboard/mtc-sum'],
  ['dailyPatrol', '日常巡检', '/api/dashboard/daily-partrol-sum'],
  ['patrol', '巡检', '/api/dashboard/partrol-sum'],
  ['deptPatrol', '科室巡检', '/api/dashboard/dept-patrol-sum'],
  ['maintain', '保养', '/api/dashboard/maintain-sum'],
  ['quality', '质控', '/api/dashboard/quality-sum'],
  ['metering', '计量', '/api/dashboard/metering-sum'],
  ['majorPatrol', '大型设备巡检', '/api/dashboard/major-patrol-sum'],
];

/** Opens a cockpit of HOSP and waits until no panel is waiting for its first answer. */
async function open(route: string): Promise<Page> {
  const { page } = session;
  await page.goto(`${route}?hosp_code=${HOSP}`);
  await page.waitForFunction(() => {
    const panels = document.querySelectorAll('[data-cockpit] section');
    return panels.length > 0 && document.querySelectorAll('[data-cockpit] section[aria-busy]').length === 0;
  });
  return page;
}

/** "name count" items of a CountBarsPanel or RingPanel, in order. */
const listOf = (page: Page, title: string) => rowTexts(region(page, title).locator('li'));

describe('repair cockpits of hospital 10001', () => {
  it('/repaire-cockpit shows the repair figures, states, carousel, loads and waiting orders the API answers', async () => {
    const page = await open('/repaire-cockpit');
    const [status, state, pending, team, list, notDone] = await Promise.all([
      call<Counts>('/db/workbench/eqp-mtc-status-count-query'),
      call<Counts>('/db/workbench/eqp-status-rate-query'),
      call<Counts>('/api/dashboard/engineer-sum'),
      call<Team>('/api/dashboard/mtc-sum'),
      call<RepairItem[]>('/db/workbench/mtc-eqp-list-query', { limit: 200 }),
      call<RepairItem[]>('/api/eqp-not-done', { limit: 200 }),
    ]);
    expect(await flat(region(page, '维修概况'))).toBe(
      [
        '维修概况',
        `未完成工单 ${count(pending.waitMtc!)} 单`,
        `待申领 ${count(status.tobeApply!)} 单`,
        `待验收 ${count(status.tobeCheckCount!)} 单`,
        `本月维修任务 ${count(team.total)} 单`,
        `待维修设备 ${count(state.waitMtcCount!)} 台`,
        `维修中设备 ${count(state.mtcingCount!)} 台`,
        `待报废设备 ${count(pending.waitScrapEqp!)} 台`,
        `设备完好率 ${Math.round((state.normalCount! / state.allCount!) * 100)}%`,
      ].join(' '),
    );
    expect(await listOf(page, '维修工单状态')).toEqual(ACTION_STATES.map(([key, name]) => `${name} ${count(status[key]!)}`));

    // The carousel turns by itself: whichever page is up must be one page of eight of the list.
    const shown = await page.locator('[data-repair]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-repair')));
    const pages = Array.from({ length: Math.ceil(list.length / 8) }, (_, index) =>
      list.slice(index * 8, index * 8 + 8).map((item) => item.id),
    );
    expect(pages).toContainEqual(shown);

    expect(await listOf(page, '设备状态')).toEqual([
      `正常 ${count(state.normalCount!)}`,
      `待维修 ${count(state.waitMtcCount!)}`,
      `维修中 ${count(state.mtcingCount!)}`,
      `待报废 ${count(state.waitScrapCount!)}`,
    ]);
    expect(await flat(region(page, '设备状态'))).toContain(`${count(state.allCount!)} 设备总数`);

    const loads = region(page, '工程师负荷');
    expect(await flat(loads)).toContain(`未完成 ${count(team.toBeCompleted)} 单，${team.dataList.length} 名工程师在修`);
    expect(await listOf(page, '工程师负荷')).toEqual(
      team.dataList.slice(0, 10).map((member) => `${member.engineerName} ${count(member.jobCount)}`),
    );

    // Earliest report first; each row ends with how long it has waited (measured when the list was fetched).
    const waiting = notDone
      .filter((item) => ['01', '02'].includes(item.actionState))
      .reverse()
      .sort((a, b) => String(a.applyTime).localeCompare(String(b.applyTime)))
      .slice(0, 30);
    expect(waiting.length).toBeGreaterThan(0);
    const shownWaiting = await rowTexts(region(page, '等待最久的工单').locator('tbody tr'));
    expect(shownWaiting.map((row) => row.replace(/ (\d+天\d+小时|\d+小时\d+分)$/, ''))).toEqual(
      waiting.map((item) => [item.eqpName, item.deptName ?? '—', STATE_NAMES[item.actionState], item.currentEgnName ?? '待申领'].join(' ')),
    );
    expect(shownWaiting.every((row) => / (\d+天\d+小时|\d+小时\d+分)$/.test(row))).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it("/repaire-team-cockpit shows each task type and each engineer's work as the team summaries and monthly work say", async () => {
    const page = await open('/repaire-team-cockpit');
    const teams = Object.fromEntries(await Promise.all(TEAM_TYPES.map(async ([type, , path]) => [type, await call<Team>(path)] as const)));
    const month = dayjs().format('YYYY-MM');
    const work = await call<{ mouth: string; engineerId: string; engineerName: string; finishCount: number; workHours: number }[]>(
      '/api/data-analysis/monthly-eng-rep-work',
    );
    const transfers = await call<{ mouth: string; engineerId: string; engineerName: string; transferCount: number }[]>(
      '/api/data-analysis/monthly-eng-rep-job-transfer',
    );

    expect(await rowTexts(region(page, '各类任务').locator('tbody tr'))).toEqual(
      TEAM_TYPES.map(
        ([type, name]) => `${name} ${count(teams[type]!.toBeCompleted)} ${count(teams[type]!.total)} ${teams[type]!.dataList.length}`,
      ),
    );

    const rows = new Map<string, { name: string; repairs: number; tasks: number; finished: number; hours: number; transfers: number }>();
    const row = (id: string, name: string) =>
      rows.get(id) ?? rows.set(id, { name, repairs: 0, tasks: 0, finished: 0, hours: 0, transfers: 0 }).get(id)!;
    for (const member of teams.mtc!.dataList) row(member.engineerId, member.engineerName).repairs += member.jobCount;
    for (const [type] of TEAM_TYPES.slice(1))
      for (const member of teams[type]!.dataList) row(member.engineerId, member.engineerName).tasks += member.jobCount;
    for (const item of work.filter((entry) => entry.mouth === month)) {
      row(item.engineerId, item.engineerName).finished += item.finishCount;
      row(item.engineerId, item.engineerName).hours += item.workHours;
    }
    for (const item of transfers.filter((entry) => entry.mouth === month))
      row(item.engineerId, item.engineerName).transfers += item.transferCount;
    const expected = [...rows.values()].map(
      (r) => `${r.name} ${count(r.repairs)} ${count(r.tasks)} ${count(r.finished)} ${hours(r.hours)} ${count(r.transfers)}`,
    );
    expect((await rowTexts(region(page, '工程师工作量').locator('tbody tr'))).sort()).toEqual(expected.sort());

    const finished = work.reduce((sum, item) => sum + item.finishCount, 0);
    const booked = work.reduce((sum, item) => sum + item.workHours, 0);
    expect(await flat(region(page, '近期维修完成'))).toContain(`近 12 个月完成 ${count(finished)} 单，工时 ${hours(booked)} 小时`);
  });

  it("/mtc-monitor-cockpit lists the open orders oldest first with today's, overdue and awaiting-acceptance counts", async () => {
    const page = await open('/mtc-monitor-cockpit');
    const query = (conditions: Record<string, unknown>, pageSize: number) =>
      call<{ list: { id: string }[]; total: number }>('/db/hosp-mtc-record/query', {
        ...conditions,
        pagedQueryInfo: { index: 1, pageSize, sortField: 'applyTime', sortOrder: 'asc' },
      });
    const day = dayjs().format('YYYY-MM-DD');
    const [openOrders, today, longWait, longRepair, status] = await Promise.all([
      query({ notFinish: 'true' }, 200),
      query({ applyTime: [`${day} 00:00:00`, `${day} 23:59:59`] }, 1),
      query({ longWait: 'true' }, 1),
      query({ longMtc: 'true' }, 1),
      call<Counts>('/db/workbench/eqp-mtc-status-count-query'),
    ]);
    expect(await flat(region(page, '实时概况'))).toBe(
      `实时概况 未完成工单 ${count(openOrders.total)} 单 今日新增报修 ${count(today.total)} 单 超时待修 ${count(longWait.total)} 单 超时维修 ${count(longRepair.total)} 单 待验收 ${count(status.tobeCheckCount!)} 单`,
    );
    const orders = region(page, '在修工单');
    const ids = await orders.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')));
    expect(ids).toEqual(openOrders.list.map((order) => order.id));
    // Each overdue order says which limit it passed, by the same rules as the server's counts.
    const texts = await rowTexts(orders.locator('tbody tr'));
    expect(texts.filter((text) => text.endsWith('超时待修'))).toHaveLength(longWait.total);
    expect(texts.filter((text) => text.endsWith('超时维修'))).toHaveLength(longRepair.total);

    const buckets = (await listOf(page, '等待时长分布')).map((item) => Number(item.split(' ').at(-1)));
    expect(buckets.reduce((sum, value) => sum + value, 0)).toBe(openOrders.list.length);
    expect(await listOf(page, '维修工单状态')).toEqual(ACTION_STATES.map(([key, name]) => `${name} ${count(status[key]!)}`));
  });

  it("/inspection-workbench shows each patrol kind's figures, each person's open patrols and the overdue ones", async () => {
    const page = await open('/inspection-workbench');
    const work = await call<{ taskDesc: string; taskCountInfo: Counts }[]>('/db/workbench/work-count-query');
    const deptTotal = async (conditions: Record<string, unknown>) =>
      (await call<{ total: number }>('/db/hosp-task-dept-patrol/query', { ...conditions, pagedQueryInfo: { index: 1, pageSize: 1 } }))
        .total;
    const dept = [
      await deptTotal({ dueMonth: 'true' }),
      await deptTotal({ finishMonth: 'true' }),
      await deptTotal({ taskStatus: '02' }),
      await deptTotal({ taskStatus: '03' }),
    ];
    const of = (field: string) => work.map((item) => item.taskCountInfo[field]!);
    const kinds: [string, number[]][] = [
      ['日常巡检', of('dailyPatrolCount')],
      ['巡检', of('patrolDetailCount')],
      ['科室巡检', dept],
      ['大型设备巡检', of('majorPatrolCount')],
    ];
    expect(work.map((item) => item.taskDesc)).toEqual(['本月计划', '本月已完成', '待执行', '已超期']);
    expect(await rowTexts(region(page, '巡检任务概况').locator('tbody tr'))).toEqual(
      kinds.map(([name, values]) => [name, ...values.map(count)].join(' ')),
    );

    const paths = [
      '/api/dashboard/daily-partrol-sum',
      '/api/dashboard/partrol-sum',
      '/api/dashboard/dept-patrol-sum',
      '/api/dashboard/major-patrol-sum',
    ];
    const summaries = await Promise.all(paths.map((path) => call<Team>(path)));
    const people = new Map<string, { name: string; counts: number[] }>();
    summaries.forEach((summary, kind) => {
      for (const member of summary.dataList) {
        const person =
          people.get(member.engineerId) ??
          people.set(member.engineerId, { name: member.engineerName, counts: [0, 0, 0, 0] }).get(member.engineerId)!;
        person.counts[kind] = (person.counts[kind] ?? 0) + member.jobCount;
      }
    });
    const expectedPeople = [...people.values()].map((p) =>
      [p.name, ...p.counts.map(count), count(p.counts.reduce((a, b) => a + b, 0))].join(' '),
    );
    expect((await rowTexts(region(page, '人员待办巡检').locator('tbody tr'))).sort()).toEqual(expectedPeople.sort());

    const endpoints = [
      '/db/hosp-task-daily-patrol/query',
      '/db/hosp-task-patrol/query',
      '/db/hosp-task-dept-patrol/query',
      '/db/hosp-task-major-patrol/query',
    ];
    const overdue = await Promise.all(
      endpoints.map((path) =>
        call<{ list: { id: string }[]; total: number }>(path, {
          taskStatus: '03',
          pagedQueryInfo: { index: 1, pageSize: 30, sortField: 'dueDate', sortOrder: 'asc' },
        }),
      ),
    );
    const overduePanel = region(page, '超期巡检任务');
    const total = overdue.reduce((sum, list) => sum + list.total, 0);
    expect(total).toBe(kinds.reduce((sum, [, values]) => sum + values[3]!, 0));
    expect(await flat(overduePanel)).toContain(`已超期 ${count(total)} 项`);
    const shownIds = await overduePanel.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')));
    expect([...shownIds].sort()).toEqual(overdue.flatMap((list) => list.list.map((task) => task.id)).sort());
  });

  it('/maintenance-table shows every plan × month of this year as the cycle table call answers', async () => {
    const page = await open('/maintenance-table');
    const table = await call<{
      year: number;
      plans: { planName: string; cycleDays: number; cells: { done: number; due: number; overdue: number }[] }[];
    }>('/api/dashboard/maintenance-cycle-table', { year: dayjs().year() });
    const cellText = (cell: { done: number; due: number; overdue: number }) =>
      cell.done + cell.due + cell.overdue === 0 ? '—' : `${count(cell.done)} ${count(cell.due)} ${count(cell.overdue)}`;
    const sum = (cells: { done: number; due: number; overdue: number }[]) =>
      cells.reduce((total, cell) => ({ done: total.done + cell.done, due: total.due + cell.due, overdue: total.overdue + cell.overdue }), {
        done: 0,
        due: 0,
        overdue: 0,
      });
    const grid = region(page, `${table.year} 年计划执行情况`);
    expect(await rowTexts(grid.locator('tbody tr'))).toEqual(
      table.plans.map((plan) => [plan.planName, `${plan.cycleDays} 天`, ...plan.cells.map(cellText), cellText(sum(plan.cells))].join(' ')),
    );
    const year = sum(table.plans.flatMap((plan) => plan.cells));
    expect(await flat(grid.locator('tfoot tr'))).toBe(
      [
        '合计',
        ...Array.from({ length: 12 }, (_, month) => cellText(sum(table.plans.map((plan) => plan.cells[month]!)))),
        cellText(year),
      ].join(' '),
    );
    const all = year.done + year.due + year.overdue;
    expect(await flat(region(page, `${table.year} 年概况`))).toBe(
      `${table.year} 年概况 全年任务 ${count(all)} 已完成 ${count(year.done)} 待完成 ${count(year.due)} 已超期 ${count(year.overdue)} 完成率 ${Math.round((year.done / all) * 100)}%`,
    );
    expect(session.errors).toEqual([]);
  });
});
