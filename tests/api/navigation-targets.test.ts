import path from 'node:path';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  EquipmentState,
  ItemReminders,
  KeyStatistics,
  MyPendingCounts,
  PreventiveTaskCounts,
  PreventiveTaskItem,
  RepairListItem,
  RepairStatusCounts,
  RunningStatusItem,
  TagShareItem,
  TeamSummary,
  UsageRateItem,
} from '../../contracts/dashboard.js';
import {
  equipmentSearchHref,
  equipmentStateHref,
  equipmentTotalHref,
  keyStatisticHref,
  pendingHref,
  preventiveTaskHref,
  reminderHref,
  repairOrderHref,
  repairSearchHref,
  repairStatusHref,
  tagEquipmentHref,
  teamOpenWorkHref,
  warrantyHref,
  type ReminderKey,
  type WarrantyKey,
} from '../../dashboards/logic/panel-links.js';
import { TEAM_TASK_TYPES, openWorkHref, type TeamTaskType } from '../../dashboards/logic/target-links.js';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { readEntityFiles } from '../../server/entities/entity-catalogue.js';
import { ApiClient } from '../support/api-client.js';
import { adminToken, hospitalUserToken, type Paged } from '../support/entity-api.js';
import { repoRoot } from '../support/start-server.js';

/**
 * The list screens the dashboards link to (seed 000 section 2.5): for each demo user, every
 * dashboard number is fetched, its link is built exactly as the dashboard builds it
 * (dashboards/logic/panel-links.ts), and the list schema behind the link's route is queried with
 * the link's parameters as the console passes them (the schema's list parameters, as text straight
 * from the URL). The list must hold exactly as many records as the number counts.
 */
const api = new ApiClient(inject('apiBaseUrl'));

/** Every schema in schemas/ by its route, as the server serves it: the screen a link opens, the API it reads and the URL parameters it takes. */
const schemaOfRoute = new Map<string, EntitySchema>(
  readEntityFiles([path.join(repoRoot, 'schemas')]).flatMap((schema) =>
    schema.route ? [[schema.route, schema] as [string, EntitySchema]] : [],
  ),
);
const endpointOf = (route: string): string => {
  const schema = schemaOfRoute.get(route);
  if (!schema) throw new Error(`no schema has the route ${route}`);
  return schema.endpoint;
};

interface Link {
  /** panel.key, or panel.key.person for per-person links */
  label: string;
  count: number;
  href: string;
}

type TargetList = Paged<Record<string, unknown>> & { paramLabels?: Record<string, Record<string, string>> };

/** The target list of a dashboard href (first page): the route's schema, queried with the href's parameters. */
async function listOf(token: string, href: string, pageSize = 1): Promise<TargetList> {
  const url = new URL(href, 'http://console.test');
  const endpoint = endpointOf(url.pathname);
  const declared = schemaOfRoute.get(url.pathname)?.list?.params ?? {};
  const body: Record<string, unknown> = { pagedQueryInfo: { index: 1, pageSize } };
  // As the console does: hosp_code becomes hospCode, the schema's list parameters go as they are, others stay in the URL.
  for (const [key, value] of url.searchParams) {
    if (key === 'hosp_code') body.hospCode = value;
    else if (key in declared) body[key] = value;
  }
  const response = await api.post<TargetList>(`${endpoint}/query`, body, { token });
  if (response.body.code !== '0') throw new Error(`${href}: ${response.body.code} ${response.body.msg}`);
  return response.body.data;
}

/** Every link whose list total differs from its number, as readable lines (empty when all match). */
async function mismatches(token: string, links: Link[]): Promise<string[]> {
  const found: string[] = [];
  for (const link of links) {
    const { total } = await listOf(token, link.href);
    if (total !== link.count) found.push(`${link.label}: dashboard ${link.count}, list ${total} (${link.href})`);
  }
  return found;
}

async function dashboard<T>(token: string, endpoint: string, body: Record<string, unknown>): Promise<T> {
  const response = await api.post<T>(endpoint, body, { token });
  if (response.body.code !== '0') throw new Error(`${endpoint}: ${response.body.code} ${response.body.msg}`);
  return response.body.data;
}

const TEAM_PATHS: Record<TeamTaskType, string> = {
  mtc: '/api/dashboard/mtc-sum',
  dailyPatrol: '/api/dashboard/daily-partrol-sum',
  patrol: '/api/dashboard/partrol-sum',
  deptPatrol: '/api/dashboard/dept-patrol-sum',
  maintain: '/api/dashboard/maintain-sum',
  quality: '/api/dashboard/quality-sum',
  metering: '/api/dashboard/metering-sum',
  majorPatrol: '/api/dashboard/major-patrol-sum',
};

/** Role 01: my pending tasks, my item reminders, my key statistics and the team workbench. */
async function engineerLinks(token: string, hospCode: string): Promise<Link[]> {
  const { id: me } = await dashboard<{ id: string }>(token, '/api/dashboard/session-info', { hospCode });
  const links: Link[] = [];
  const pending = await dashboard<MyPendingCounts>(token, '/api/dashboard/engineer-sum', { hospCode, mine: true });
  for (const key of Object.keys(pending) as (keyof MyPendingCounts)[]) {
    links.push({ label: `pending.${key}`, count: pending[key], href: pendingHref(key, hospCode, me) });
  }
  const reminders = await dashboard<ItemReminders>(token, '/api/dashboard/item-remind-count', { hospCode, mine: true });
  for (const key of Object.keys(reminders).filter((name) => name !== 'total') as ReminderKey[]) {
    const href = reminderHref(key, hospCode, me);
    if (!href) throw new Error(`reminders.${key} has no link`);
    links.push({ label: `reminders.${key}`, count: reminders[key], href });
  }
  const statistics = await dashboard<KeyStatistics>(token, '/api/finish-work-record', { hospCode, myMaintain: true });
  for (const key of Object.keys(statistics) as (keyof KeyStatistics)[]) {
    links.push({ label: `statistics.${key}`, count: statistics[key], href: keyStatisticHref(key, hospCode, me) });
  }
  for (const taskType of TEAM_TASK_TYPES) {
    const team = await dashboard<TeamSummary>(token, TEAM_PATHS[taskType], { hospCode });
    for (const member of team.dataList) {
      links.push({
        label: `team.${taskType}.${member.engineerName}`,
        count: member.jobCount,
        href: openWorkHref(taskType, hospCode, member.engineerId),
      });
    }
    links.push({ label: `team.${taskType}.toBeCompleted`, count: team.toBeCompleted, href: teamOpenWorkHref(taskType, hospCode)! });
  }
  return links;
}

/** Roles 02 and 03: warranty figures, repair status counts, the repair carousel and the equipment state ring. */
async function managerLinks(token: string, hospCode: string): Promise<Link[]> {
  const month = dayjs().format('YYYY-MM');
  const links: Link[] = [];
  const warranty: [WarrantyKey, string][] = [
    ['insured', '/db/hosp-eqp-maintenance/insured-info'],
    ['outOfWarranty', '/db/hosp-eqp-maintenance/guar-info'],
    ['aboutToExpire', '/db/hosp-eqp-maintenance/about-guar-info'],
  ];
  for (const [key, endpoint] of warranty) {
    const { sum } = await dashboard<{ sum: number }>(token, endpoint, { hospCode, time: month, acctCheck: '02' });
    links.push({ label: `warranty.${key}`, count: sum, href: warrantyHref(key, hospCode, month) });
  }
  const repairStatus = await dashboard<RepairStatusCounts>(token, '/db/workbench/eqp-mtc-status-count-query', { hospCode });
  for (const key of Object.keys(repairStatus) as (keyof RepairStatusCounts)[]) {
    links.push({ label: `repairStatus.${key}`, count: repairStatus[key], href: repairStatusHref(key, hospCode) });
  }
  const state = await dashboard<EquipmentState>(token, '/db/workbench/eqp-status-rate-query', { hospCode });
  for (const key of Object.keys(state) as (keyof EquipmentState)[]) {
    const href = equipmentStateHref(key, hospCode);
    if (!href) throw new Error(`equipmentState.${key} has no link`);
    links.push({ label: `equipmentState.${key}`, count: state[key], href });
  }
  const carousel = await dashboard<RepairListItem[]>(token, '/db/workbench/mtc-eqp-list-query', { hospCode });
  for (const item of carousel) links.push({ label: `carousel.${item.id}`, count: 1, href: repairOrderHref(hospCode, item.id) });
  const top = await dashboard<{ eqpCount: number }>(token, '/db/workbench/eqp-count-price-uery', { hospCode });
  links.push({ label: 'top.eqpCount', count: top.eqpCount, href: equipmentTotalHref(hospCode, 'all') });
  const tags = await dashboard<TagShareItem[]>(token, '/db/workbench/eqp-tag-count-rate-query', { hospCode });
  for (const tag of tags)
    links.push({ label: `tagShare.${tag.tagCode}`, count: tag.eqpCount, href: tagEquipmentHref(hospCode, tag.tagCode) });
  const running = await dashboard<RunningStatusItem[]>(token, '/db/workbench/eqp-mtc-and-normal-count-query', { hospCode });
  for (const tag of running) {
    links.push({ label: `running.${tag.tagCode}.normal`, count: tag.normalCount, href: tagEquipmentHref(hospCode, tag.tagCode, 'normal') });
    links.push({
      label: `running.${tag.tagCode}.repairing`,
      count: tag.mtcCount,
      href: tagEquipmentHref(hospCode, tag.tagCode, 'repairing'),
    });
  }
  const usage = await dashboard<UsageRateItem[]>(token, '/db/workbench/eqp-tag-use-rate-query', { hospCode });
  for (const tag of usage) {
    links.push({ label: `usage.${tag.tagCode}.inUse`, count: tag.usingCount, href: tagEquipmentHref(hospCode, tag.tagCode, 'inUse') });
    links.push({ label: `usage.${tag.tagCode}.all`, count: tag.eqpCount, href: tagEquipmentHref(hospCode, tag.tagCode) });
  }
  return links;
}

/** Roles 02 and 03: the preventive task panel, four rows by six task types (the lists need task permissions). */
async function preventiveLinks(token: string, hospCode: string): Promise<Link[]> {
  const items = await dashboard<PreventiveTaskItem[]>(token, '/db/workbench/work-count-query', { hospCode });
  return items.flatMap((item) =>
    (Object.keys(item.taskCountInfo) as (keyof PreventiveTaskCounts)[]).map((key) => ({
      label: `preventive.${item.taskDesc}.${key}`,
      count: item.taskCountInfo[key],
      href: preventiveTaskHref(key, item.taskDesc, hospCode)!,
    })),
  );
}

let engineer = '';
let manager = '';
let director = '';
beforeAll(async () => {
  engineer = await hospitalUserToken(api, 'engineer', '10001');
  manager = await hospitalUserToken(api, 'manager', '10001');
  director = await hospitalUserToken(api, 'director', '10003');
});

describe('every dashboard link opens a list of exactly the records its number counts', () => {
  it('engineer at 10001 (role 01): pending tasks, item reminders, key statistics, team workbench (each engineer and 待完成)', async () => {
    const links = await engineerLinks(engineer, '10001');
    expect(links.filter((link) => link.count > 0).length).toBeGreaterThan(20);
    expect(await mismatches(engineer, links)).toEqual([]);
  });

  it('manager at 10001 (role 02): warranty, repair status, repair carousel, equipment state, totals, tags, running status, usage rate', async () => {
    const links = await managerLinks(manager, '10001');
    expect(links.filter((link) => link.count > 0).length).toBeGreaterThan(10);
    expect(await mismatches(manager, links)).toEqual([]);
  });

  it('director at 10003 (role 03): warranty, repair status, repair carousel, equipment state, totals, tags, running status, usage rate', async () => {
    const links = await managerLinks(director, '10003');
    expect(links.filter((link) => link.count > 0).length).toBeGreaterThan(10);
    expect(await mismatches(director, links)).toEqual([]);
  });

  it('manager at 10001: every figure of the preventive task panel (planned, done, to do, overdue per type)', async () => {
    const links = await preventiveLinks(manager, '10001');
    expect(links).toHaveLength(24);
    expect(links.filter((link) => link.count > 0).length).toBeGreaterThan(15);
    expect(await mismatches(manager, links)).toEqual([]);
  });

  it('engineer at 10001: the equipment and networked equipment totals of the header', async () => {
    const summary = await dashboard<{ eqpCount: number; netEqpCount: number }>(engineer, '/api/dashboard/company-sum-info', {
      hospCode: '10001',
    });
    const links: Link[] = [
      { label: 'company.eqpCount', count: summary.eqpCount, href: equipmentTotalHref('10001', 'all') },
      { label: 'company.netEqpCount', count: summary.netEqpCount, href: equipmentTotalHref('10001', 'networked') },
    ];
    expect(summary.netEqpCount).toBeGreaterThan(0);
    expect(await mismatches(engineer, links)).toEqual([]);
  });

  it('a repair carousel item opens the list of that one order', async () => {
    const [first] = await dashboard<RepairListItem[]>(manager, '/db/workbench/mtc-eqp-list-query', { hospCode: '10001', limit: 1 });
    expect(first).toBeDefined();
    const list = await listOf(manager, repairOrderHref('10001', first!.id), 10);
    expect(list.list.map((row) => row.id)).toEqual([first!.id]);
    expect(list.list[0]).toMatchObject({ actionState: first!.actionState, seqState: '01', hospCode: '10001' });
  });

  it('the search boxes open the orders with that number and the equipment with that name', async () => {
    const orders = await listOf(engineer, '/mtc-record?hosp_code=10001', 1);
    const seqNo = String(orders.list[0]!.seqNo);
    const found = await listOf(engineer, repairSearchHref('10001', seqNo)!, 10);
    expect(found.list.map((row) => row.seqNo)).toContain(seqNo);
    expect(found.list.every((row) => String(row.seqNo).includes(seqNo))).toBe(true);

    const equipment = await listOf(engineer, equipmentSearchHref('10001', '呼吸机')!, 50);
    expect(equipment.total).toBeGreaterThan(0);
    expect(equipment.list.every((row) => String(row.eqpName).includes('呼吸机'))).toBe(true);
  });
});

describe('the links that once opened the wrong list', () => {
  let me = '';
  beforeAll(async () => {
    me = (await dashboard<{ id: string }>(engineer, '/api/dashboard/session-info', { hospCode: '10001' })).id;
  });

  it('本周保养 / 本月保养 open the maintenance tasks I finished this week / this month, not the repair orders', async () => {
    const statistics = await dashboard<KeyStatistics>(engineer, '/api/finish-work-record', { hospCode: '10001', myMaintain: true });
    expect(statistics.monthMaintain).toBeGreaterThan(0);
    for (const key of ['weeklyMaintain', 'monthMaintain'] as const) {
      const href = keyStatisticHref(key, '10001', me);
      expect(new URL(href, 'http://console.test').pathname).toBe('/maintain-detail');
      const list = await listOf(engineer, href, 50);
      expect(list.total, key).toBe(statistics[key]);
      expect(list.list.every((row) => row.status === '04' && row.personId === me && row.taskType === 'maintain')).toBe(true);
    }
  });

  it('新报修 opens my unclaimed orders: those on equipment I am the first engineer of', async () => {
    const reminders = await dashboard<ItemReminders>(engineer, '/api/dashboard/item-remind-count', { hospCode: '10001', mine: true });
    const everyUnclaimed = await listOf(engineer, '/mtc-record?hosp_code=10001&actionState=01&notFinish=true');
    expect(reminders.newMtcTotal).toBeGreaterThan(0);
    expect(everyUnclaimed.total).toBeGreaterThan(reminders.newMtcTotal);
    const mine = await listOf(engineer, reminderHref('newMtcTotal', '10001', me)!, 50);
    expect(mine.total).toBe(reminders.newMtcTotal);
    expect(mine.list.every((row) => row.actionState === '01' && row.seqState === '01')).toBe(true);
  });

  it('长时间待修 and 长时间维修 open the orders waiting or under repair longer than the limits', async () => {
    const reminders = await dashboard<ItemReminders>(engineer, '/api/dashboard/item-remind-count', { hospCode: '10001', mine: true });
    expect(reminders.longWaitTotal + reminders.longMtcTotal).toBeGreaterThan(0);
    for (const key of ['longWaitTotal', 'longMtcTotal'] as const) {
      expect((await listOf(engineer, reminderHref(key, '10001', me)!)).total, key).toBe(reminders[key]);
    }
  });

  it("the team workbench's department patrols open each engineer's open (to do and overdue) patrols", async () => {
    const team = await dashboard<TeamSummary>(engineer, TEAM_PATHS.deptPatrol, { hospCode: '10001' });
    expect(team.dataList.length).toBeGreaterThan(0);
    for (const member of team.dataList) {
      expect((await listOf(engineer, openWorkHref('deptPatrol', '10001', member.engineerId))).total, member.engineerName).toBe(
        member.jobCount,
      );
    }
  });
});

describe('names instead of ids (lookups)', () => {
  let me = '';
  let myName = '';
  beforeAll(async () => {
    me = (await dashboard<{ id: string }>(engineer, '/api/dashboard/session-info', { hospCode: '10001' })).id;
    const admin = await adminToken(api);
    const accounts = await api.post<Paged<{ id: string; acctName: string }>>('/db/acct/query', { acctNo: 'engineer' }, { token: admin });
    myName = accounts.body.data.list.find((account) => account.id === me)!.acctName;
  });

  it('task rows carry the equipment, department, person and plan by name, read with the rows', async () => {
    const list = await listOf(engineer, openWorkHref('maintain', '10001', me), 5);
    expect(list.total).toBeGreaterThan(0);
    for (const row of list.list) {
      expect(row).toMatchObject({ personIdDesc: myName, eqpIdDesc: expect.any(String), deptIdDesc: expect.any(String) });
      expect(String(row.planIdDesc)).toMatch(/^\d{4}年度保养计划$/);
    }
    const equipment = await api.post<Record<string, unknown>>(
      '/db/hosp-eqp-ledger/detail',
      { hospCode: '10001', id: list.list[0]!.eqpId },
      { token: engineer },
    );
    expect(list.list[0]!.eqpIdDesc).toBe(equipment.body.data.eqpName);
    expect(list.list[0]!.deptIdDesc).toBe(equipment.body.data.deptIdDesc);
  });

  it('repair rows carry the equipment, department and engineer by name; the detail too', async () => {
    const list = await listOf(engineer, openWorkHref('mtc', '10001', me), 3);
    const row = list.list[0]!;
    expect(row).toMatchObject({ currentEgnIdDesc: myName, eqpIdDesc: expect.any(String), deptIdDesc: expect.any(String) });
    const detail = await api.post<Record<string, unknown>>(
      '/db/hosp-mtc-record/detail',
      { hospCode: '10001', id: row.id },
      { token: engineer },
    );
    expect(detail.body.data).toMatchObject({ eqpIdDesc: row.eqpIdDesc, deptIdDesc: row.deptIdDesc, currentEgnIdDesc: myName });
  });

  it('the query names the ids its link parameters carry (paramLabels), for the condition bar', async () => {
    expect((await listOf(engineer, openWorkHref('mtc', '10001', me))).paramLabels).toEqual({ currentEgnId: { [me]: myName } });
    expect((await listOf(engineer, openWorkHref('maintain', '10001', me))).paramLabels).toEqual({ maintainPersonId: { [me]: myName } });
    expect((await listOf(engineer, reminderHref('newMtcTotal', '10001', me)!)).paramLabels).toEqual({ responsibleEgnId: { [me]: myName } });
    const [order] = await dashboard<RepairListItem[]>(manager, '/db/workbench/mtc-eqp-list-query', { hospCode: '10001', limit: 1 });
    const one = await listOf(manager, repairOrderHref('10001', order!.id));
    expect(one.paramLabels).toEqual({ id: { [order!.id]: one.list[0]!.seqNo } });
    expect((await listOf(engineer, '/mtc-record?hosp_code=10001&notFinish=true')).paramLabels).toBeUndefined();
  });

  it('a person without an account is named as the records name them', async () => {
    const admin = await adminToken(api);
    const accounts = await api.post<Paged<{ id: string }>>(
      '/db/acct/query',
      { pagedQueryInfo: { index: 1, pageSize: 200 } },
      { token: admin },
    );
    const accountIds = new Set(accounts.body.data.list.map((account) => account.id));
    const team = await dashboard<TeamSummary>(engineer, TEAM_PATHS.patrol, { hospCode: '10001' });
    const member = team.dataList.find((candidate) => !accountIds.has(candidate.engineerId) && candidate.jobCount > 0)!;
    expect(member).toBeDefined();
    const list = await listOf(engineer, openWorkHref('patrol', '10001', member.engineerId));
    expect(list.paramLabels).toEqual({ patrolPersonId: { [member.engineerId]: member.engineerName } });
  });
});

describe('each task screen sees only its own task type', () => {
  const screens: [string, keyof PreventiveTaskCounts][] = [
    ['/daily-patrol-detail', 'dailyPatrolCount'],
    ['/patrol-detail', 'patrolDetailCount'],
    ['/maintain-detail', 'maintainCount'],
    ['/quality-detail', 'qualityCount'],
    ['/eqpLevelOne/major-patrol/major-patrol-detail', 'majorPatrolCount'],
    ['/metering-plan', 'meteringCount'],
  ];
  it('to do (02) and overdue (03) per screen equal the preventive task panel of the hospital', async () => {
    const items = await dashboard<PreventiveTaskItem[]>(manager, '/db/workbench/work-count-query', { hospCode: '10001' });
    const byDesc = new Map(items.map((item) => [item.taskDesc, item.taskCountInfo]));
    for (const [route, key] of screens) {
      const endpoint = endpointOf(route);
      for (const [status, desc] of [
        ['02', '待执行'],
        ['03', '已超期'],
      ] as const) {
        const response = await api.post<Paged<unknown>>(
          `${endpoint}/query`,
          { hospCode: '10001', status, pagedQueryInfo: { index: 1, pageSize: 1 } },
          { token: manager },
        );
        expect(response.body.data.total, `${route} status ${status}`).toBe(byDesc.get(desc)![key]);
      }
    }
  });
});

describe('permissions', () => {
  const taskRoutes = [
    '/daily-patrol-detail',
    '/patrol-detail',
    '/dept-patrol-detail',
    '/maintain-detail',
    '/quality-detail',
    '/metering-plan',
    '/eqpLevelOne/major-patrol/major-patrol-detail',
  ];

  it('the director (role without task:*) is refused every task list, but may open the equipment lists', async () => {
    for (const route of taskRoutes) {
      const response = await api.post(`${endpointOf(route)}/query`, { hospCode: '10003' }, { token: director });
      expect(response.body, route).toMatchObject({ code: '403', msg: '您没有执行该操作的权限' });
    }
    for (const route of ['/eqp/index', '/mtc-record', '/insured-equipment-record', '/guar-equipment-record']) {
      expect((await api.post(`${endpointOf(route)}/query`, { hospCode: '10003' }, { token: director })).body.code, route).toBe('0');
    }
  });

  it('a hospital the user is not bound to is refused', async () => {
    const response = await api.post(`${endpointOf('/eqp/index')}/query`, { hospCode: '10003' }, { token: engineer });
    expect(response.body).toMatchObject({ code: '403', msg: '您没有该医院的访问权限' });
  });

  it('the lists are read-only: they have no add, update or delete endpoint', async () => {
    for (const route of [...taskRoutes, '/eqp/index', '/mtc-record', '/insured-equipment-record', '/guar-equipment-record']) {
      for (const operation of ['add', 'update', 'delete']) {
        // The ledger's edit dialog (issue 16: brand and model from 型号管理) is its only write.
        if (route === '/eqp/index' && operation === 'update') continue;
        const response = await api.post(`${endpointOf(route)}/${operation}`, { hospCode: '10001' }, { token: manager });
        expect(response.status, `${route} ${operation}`).toBe(404);
      }
    }
  });
});
