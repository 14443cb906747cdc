import fs from 'node:fs';
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
  TeamSummary,
} from '../../dashboards/api/dashboard-types.js';
import {
  equipmentSearchHref,
  equipmentStateHref,
  keyStatisticHref,
  pendingHref,
  reminderHref,
  repairOrderHref,
  repairSearchHref,
  repairStatusHref,
  warrantyHref,
  type ReminderKey,
  type WarrantyKey,
} from '../../dashboards/logic/panel-links.js';
import { TEAM_TASK_TYPES, openWorkHref, type TeamTaskType } from '../../dashboards/logic/target-links.js';
import { ApiClient } from '../support/api-client.js';
import { hospitalUserToken, type Paged } from '../support/entity-api.js';
import { repoRoot } from '../support/start-server.js';

/**
 * The list screens the dashboards link to (seed 000 section 2.5): for each demo user, every
 * dashboard number is fetched, its link is built exactly as the dashboard builds it
 * (dashboards/logic/panel-links.ts), and the list schema behind the link's route is queried with
 * the link's parameters as the console passes them (the schema's list parameters, as text straight
 * from the URL). The list must hold exactly as many records as the number counts.
 */
const api = new ApiClient(inject('apiBaseUrl'));

interface TargetSchema {
  route?: string;
  endpoint: string;
  list?: { params?: Record<string, unknown> };
}

/** Every schema in schemas/ by its route: the screen a link opens, the API it reads and the URL parameters it takes. */
const schemaOfRoute = new Map<string, TargetSchema>(
  fs
    .readdirSync(path.join(repoRoot, 'schemas'))
    .filter((file) => file.endsWith('.json') && file !== 'entity.schema.json')
    .map((file) => JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas', file), 'utf8')) as TargetSchema)
    .flatMap((schema) => (schema.route ? [[schema.route, schema] as [string, TargetSchema]] : [])),
);
const endpointOf = (route: string): string => {
  const schema = schemaOfRoute.get(route);
  if (!schema) throw new Error(`no schema has the route ${route}`);
  return schema.endpoint;
};

/**
 * Links whose number the target list cannot reproduce with the list parameters the link carries
 * (the reasons are in the todo entries at the end); they are reported, not compared.
 */
const CANNOT_MATCH: Record<string, string> = {
  'reminders.newMtcTotal':
    'with mine the number counts unclaimed orders on equipment whose first engineer is the user (a join to eqp); the link carries only actionState=01&notFinish=true',
  'statistics.weeklyMaintain': 'counts maintenance tasks (eqp_task) but links to /mtc-record, a list of repair orders (mtc_order)',
  'statistics.monthMaintain': 'counts maintenance tasks (eqp_task) but links to /mtc-record, a list of repair orders (mtc_order)',
  'team.deptPatrol': 'jobCount counts open department patrols (status 02 and 03); the link carries patrolStatus=02 only',
};

interface Link {
  /** panel.key, or panel.key.person for per-person links */
  label: string;
  count: number;
  href: string;
}

/** The target list of a dashboard href (first page): the route's schema, queried with the href's parameters. */
async function listOf(token: string, href: string, pageSize = 1): Promise<Paged<Record<string, unknown>>> {
  const url = new URL(href, 'http://console.test');
  const endpoint = endpointOf(url.pathname);
  const declared = schemaOfRoute.get(url.pathname)?.list?.params ?? {};
  const body: Record<string, unknown> = { pagedQueryInfo: { index: 1, pageSize } };
  // As the console does: hosp_code becomes hospCode, the schema's list parameters go as they are, others stay in the URL.
  for (const [key, value] of url.searchParams) {
    if (key === 'hosp_code') body.hospCode = value;
    else if (key in declared) body[key] = value;
  }
  const response = await api.post<Paged<Record<string, unknown>>>(`${endpoint}/query`, body, { token });
  if (response.body.code !== '0') throw new Error(`${href}: ${response.body.code} ${response.body.msg}`);
  return response.body.data;
}

/** Every comparable link whose list total differs from its number, as readable lines (empty when all match). */
async function mismatches(token: string, links: Link[]): Promise<string[]> {
  const found: string[] = [];
  for (const link of links) {
    if (CANNOT_MATCH[link.label.split('.').slice(0, 2).join('.')]) continue;
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
    if (href) links.push({ label: `reminders.${key}`, count: reminders[key], href });
  }
  const statistics = await dashboard<KeyStatistics>(token, '/api/finish-work-record', { hospCode, myMaintain: true });
  for (const key of Object.keys(statistics) as (keyof KeyStatistics)[]) {
    links.push({ label: `statistics.${key}`, count: statistics[key], href: keyStatisticHref(key, hospCode, me) });
  }
  for (const taskType of TEAM_TASK_TYPES) {
    const team = await dashboard<TeamSummary>(token, TEAM_PATHS[taskType], { hospCode });
    for (const member of team.dataList) {
      links.push({ label: `team.${taskType}.${member.engineerName}`, count: member.jobCount, href: openWorkHref(taskType, hospCode, member.engineerId) });
    }
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
    if (href) links.push({ label: `equipmentState.${key}`, count: state[key], href });
  }
  const carousel = await dashboard<RepairListItem[]>(token, '/db/workbench/mtc-eqp-list-query', { hospCode });
  for (const item of carousel) links.push({ label: `carousel.${item.id}`, count: 1, href: repairOrderHref(hospCode, item.id) });
  return links;
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
  it('engineer at 10001 (role 01): pending tasks, item reminders, key statistics, team workbench', async () => {
    const links = await engineerLinks(engineer, '10001');
    expect(links.filter((link) => link.count > 0).length).toBeGreaterThan(20);
    expect(await mismatches(engineer, links)).toEqual([]);
  });

  it('manager at 10001 (role 02): warranty, repair status, repair carousel, equipment state', async () => {
    const links = await managerLinks(manager, '10001');
    expect(links.filter((link) => link.count > 0).length).toBeGreaterThan(10);
    expect(await mismatches(manager, links)).toEqual([]);
  });

  it('director at 10003 (role 03): warranty, repair status, repair carousel, equipment state', async () => {
    const links = await managerLinks(director, '10003');
    expect(links.filter((link) => link.count > 0).length).toBeGreaterThan(10);
    expect(await mismatches(director, links)).toEqual([]);
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
      for (const [status, desc] of [['02', '待执行'], ['03', '已超期']] as const) {
        const response = await api.post<Paged<unknown>>(`${endpoint}/query`, { hospCode: '10001', status, pagedQueryInfo: { index: 1, pageSize: 1 } }, { token: manager });
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
        const response = await api.post(`${endpointOf(route)}/${operation}`, { hospCode: '10001' }, { token: manager });
        expect(response.status, `${route} ${operation}`).toBe(404);
      }
    }
  });
});

describe('links the list parameters cannot reproduce (see the report)', () => {
  for (const [label, reason] of Object.entries(CANNOT_MATCH)) it.todo(`${label}: ${reason}`);
});
