import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { EntitySchema, OperationName } from '../../engine/schema/entity-types.js';
import { dialogFields } from '../../engine/schema/dialog-json-schema.js';
import { operationMethod, operationPath } from '../../engine/schema/operation-endpoints.js';
import { ApiClient } from '../support/api-client.js';
import { adminToken, MISSING_ID, type Paged } from '../support/entity-api.js';
import { BODY_HOSPITAL, EntityBodies } from '../support/entity-bodies.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { repoRoot } from '../support/start-server.js';
import { readEntityFiles } from '../../server/entities/entity-catalogue.js';

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const RUN = Date.now().toString(36).slice(-6);
const bodies = new EntityBodies(api, () => admin, RUN);
const MASK = '******';
const PASSWORD_SENT = `Audit_${RUN}_pw`;

interface Change {
  field: string;
  title: string;
  old?: unknown;
  new?: unknown;
}
interface LogRow {
  id: string;
  createDateTime: string;
  acctId: string;
  acctName: string;
  acctType: string;
  acctTypeDesc: string;
  hospCode: string | null;
  entity: string;
  entityDesc: string;
  operation: string;
  recordId: string;
  changes: Change[];
  requestId: string;
  clientIp: string;
}

/** A write with its own request id, so its audit rows can be found whatever else the server does. */
async function write<T = unknown>(path: string, body: unknown, method = 'POST') {
  const requestId = `audit-${randomUUID()}`;
  const response = await api.call<T>(method, path, body, { token: admin, headers: { 'x-request-id': requestId } });
  return { response: response.body, requestId };
}

/** An engine operation where the schema puts it (`PUT /api/quartz-job/jobs`, `DELETE .../jobs/:id`). */
const operate = <T = unknown>(entity: EntitySchema, operation: OperationName, body: Record<string, unknown>) =>
  write<T>(operationPath(entity, operation).replace(':id', String(body.id ?? '')), body, operationMethod(entity, operation));

async function logRows(filters: Record<string, unknown>): Promise<LogRow[]> {
  const response = await api.post<Paged<LogRow>>(
    '/db/operate-log/query',
    { pagedQueryInfo: { index: 1, pageSize: 50 }, ...filters },
    { token: admin },
  );
  expect(response.body.code).toBe('0');
  return response.body.data.list;
}

const engineServes = (entity: EntitySchema, operation: string) =>
  entity.operations.includes(operation as never) && !(entity.endpoints ?? []).some((endpoint) => endpoint.name === operation);
const nonSecret = (changes: Change[]) => changes.filter((change) => change.old !== MASK && change.new !== MASK);

let entities: EntitySchema[] = [];

/**
 * Values no schema rule can express, for the entities that need them: a job names a bean and a
 * method this server offers and a valid cron (paused, so it never runs here).
 */
const options = async (resource: string, hospCode?: string) =>
  (
    await api.get<{ value: string; label: string }[]>(`/api/selector/1/${resource}${hospCode ? `?hospCode=${hospCode}` : ''}`, {
      token: admin,
    })
  ).body.data;
const REPRESENTATIVE: Record<string, () => Promise<Record<string, unknown>>> = {
  // One version per kind, dotted numbers only.
  'project-update-log': async () => ({ version: `9.${RUN.replace(/\D/g, '').slice(-4) || '1'}` }),
  'app-project-update-log': async () => ({ version: `9.${RUN.replace(/\D/g, '').slice(-4) || '1'}` }),
  // One record per hospital: the demo has 10001's and 10002's.
  'app-hosp-info': async () => ({ hospCode: '10003' }),
  // A role and an interface configuration of that hospital.
  'app-role': async () => {
    const taken = (
      await api.post<{ list: { roleId: string; wxInterfaceId: string }[] }>(
        '/db/app-role/query',
        { hospCode: '10001', pagedQueryInfo: { index: 1, pageSize: 200 } },
        { token: admin },
      )
    ).body.data.list;
    const interfaces = await options('app-wx-interface', '10001');
    for (const role of await options('role', '10001')) {
      const free = interfaces.find((item) => !taken.some((row) => row.roleId === role.value && row.wxInterfaceId === item.value));
      if (free) return { hospCode: '10001', roleId: role.value, wxInterfaceId: free.value };
    }
    throw new Error('every role of 10001 has every interface');
  },
  'quartz-job': async () => {
    const beans = (await api.get<{ beanName: string; methods: { methodName: string }[] }[]>('/api/quartz-job/handlers', { token: admin }))
      .body.data;
    return {
      jobName: `审计任务${RUN}`,
      beanName: beans[0]!.beanName,
      methodName: beans[0]!.methods[0]!.methodName,
      cronExpression: '0 0 1 * * *',
      isPause: true,
    };
  },
};

beforeAll(async () => {
  admin = await adminToken(api);
  // The files the server reads (the acct schema names its hash column, which the API client refuses to see in a body).
  entities = readEntityFiles([path.join(repoRoot, 'schemas')]);
});

describe('every engine write of every entity leaves one audit row with its diff', () => {
  it('covers every entity whose add, update and delete the engine serves', async () => {
    const covered = entities.filter(
      (entity) => engineServes(entity, 'add') && engineServes(entity, 'update') && engineServes(entity, 'delete'),
    );
    expect(covered.length).toBeGreaterThanOrEqual(10);
    const problems: string[] = [];
    for (const entity of covered) {
      try {
        await checkEntity(entity);
      } catch (error) {
        problems.push(`${entity.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Entities with no plain text field: the field whose diff is checked and its changed value. */
const CHANGE: Record<string, { field: string; value: (old: unknown) => unknown }> = {
  'project-update-log': { field: 'version', value: (old) => `${String(old)}.1` },
  'app-project-update-log': { field: 'version', value: (old) => `${String(old)}.1` },
};

/** add, update, delete of one generated record, each checked against its audit row. */
async function checkEntity(entity: EntitySchema): Promise<void> {
  const hospital = entity.scope === 'hospital' ? BODY_HOSPITAL : null;
  const addBody = await bodies.body(entity, 'add', (await REPRESENTATIVE[entity.name]?.()) ?? {});
  // A dialog with nothing required still gets one plain text field, the one whose diff is checked.
  const spare = bodies.plainTextField(
    entity,
    'add',
    dialogFields(entity, 'add').filter((name) => dialogFields(entity, 'edit').includes(name)),
  );
  if (spare && !bodies.plainTextField(entity, 'edit', Object.keys(addBody)))
    addBody[spare] = await bodies.value(entity, entity.dialogs.add!, spare);
  for (const [name, field] of Object.entries(entity.fields))
    if (addBody[name] !== undefined && field.writeOnly) addBody[name] = PASSWORD_SENT;
  const added = await operate<string>(entity, 'add', addBody);
  if (added.response.code !== '0') throw new Error(`add refused: ${added.response.msg} ${JSON.stringify(addBody)}`);
  const id = added.response.data;
  const [addRow, ...moreAdds] = await logRows({ requestId: added.requestId });
  expect(moreAdds, `${entity.name} add`).toEqual([]);
  expect(addRow, `${entity.name} add`).toMatchObject({
    entity: entity.name,
    operation: 'add',
    recordId: id,
    acctType: '03',
    acctName: expect.any(String),
  });
  // A hospital-scoped record is its hospital's; a platform row names one by its hospCode field (hospitals, tagged rows).
  expect(addRow!.hospCode ?? null).toBe(hospital ?? addBody.hospCode ?? null);
  const override = CHANGE[entity.name];
  const field =
    override?.field ??
    bodies.plainTextField(entity, 'edit', Object.keys(addBody)) ??
    bodies.plainTextField(entity, 'add', Object.keys(addBody));
  if (!field) throw new Error('no plain text field to change');
  expect(addRow!.changes, `${entity.name} add`).toContainEqual({ field, title: entity.fields[field]!.title, new: addBody[field] });
  for (const [name, definition] of Object.entries(entity.fields)) {
    if (definition.writeOnly && addBody[name] !== undefined)
      expect(addRow!.changes).toContainEqual({ field: name, title: definition.title, new: MASK });
  }

  const changed = override ? override.value(addBody[field]) : `${String(addBody[field]).slice(0, 20)}改`;
  const editBody = { ...(await bodies.body(entity, 'edit', addBody)), [field]: changed, id };
  const updated = await operate(entity, 'update', editBody);
  if (updated.response.code !== '0') throw new Error(`update refused: ${updated.response.msg} ${JSON.stringify(editBody)}`);
  const updateRows = await logRows({ requestId: updated.requestId });
  expect(updateRows, `${entity.name} update`).toHaveLength(1);
  expect(updateRows[0]).toMatchObject({ entity: entity.name, operation: 'update', recordId: id });
  expect(nonSecret(updateRows[0]!.changes), `${entity.name} update`).toEqual([
    { field, title: entity.fields[field]!.title, old: addBody[field], new: changed },
  ]);

  // Form actions (重置密码, 编辑账号信息) update the record through the engine too.
  for (const action of entity.actions ?? []) {
    if ((action.kind ?? 'form') !== 'form' || !('dialog' in action)) continue;
    const actionBody: Record<string, unknown> = { ...(await bodies.body(entity, action.dialog, { ...addBody, [field]: changed })), id };
    for (const [name, definition] of Object.entries(entity.fields))
      if (actionBody[name] !== undefined && definition.writeOnly) actionBody[name] = PASSWORD_SENT;
    const acted = await write(`${entity.endpoint}/${action.name}`, actionBody);
    if (acted.response.code !== '0') throw new Error(`${action.name} refused: ${acted.response.msg}`);
    const actionRows = await logRows({ requestId: acted.requestId });
    expect(actionRows, `${entity.name} ${action.name}`).toHaveLength(1);
    expect(actionRows[0]).toMatchObject({ entity: entity.name, operation: action.name, recordId: id });
  }

  const deleted = await operate(entity, 'delete', { id, ...(hospital ? { hospCode: hospital } : {}) });
  if (deleted.response.code !== '0') throw new Error(`delete refused: ${deleted.response.msg}`);
  const deleteRows = await logRows({ requestId: deleted.requestId });
  expect(deleteRows, `${entity.name} delete`).toHaveLength(1);
  expect(deleteRows[0]).toMatchObject({ entity: entity.name, operation: 'delete', recordId: id });
  expect(deleteRows[0]!.changes).toContainEqual({ field, title: entity.fields[field]!.title, old: changed });
}

describe('the log of a write that does not happen, of bespoke endpoints, and of a batch', () => {
  it('a refused add (unique rule) leaves no row', async () => {
    const entry = { type: `T_AUDIT_${RUN.toUpperCase()}`, description: '审计', val: 'A', sort: 1 };
    const first = await write<string>('/db/dic/add', entry);
    expect(first.response.code).toBe('0');
    const again = await write('/db/dic/add', entry);
    expect(again.response).toMatchObject({ code: '002', msg: '该类型下已存在相同的值' });
    expect(await logRows({ requestId: again.requestId })).toEqual([]);
    await write('/db/dic/delete', { id: first.response.data });
  });

  it('a write that fails half-way (the second hospital of a sort change is missing) is rolled back with its log', async () => {
    const hospital = (
      await api.post<Paged<{ id: string; sortNum: number }>>('/db/hosp/query', { hospCode: BODY_HOSPITAL }, { token: admin })
    ).body.data.list[0]!;
    const failed = await write('/db/hosp/update-sort-num', {
      list: [
        { id: hospital.id, sortNum: hospital.sortNum + 7 },
        { id: MISSING_ID, sortNum: 1 },
      ],
    });
    expect(failed.response).toMatchObject({ code: '404', msg: '记录不存在' });
    expect(await logRows({ requestId: failed.requestId })).toEqual([]);
    const after = (await api.post<Paged<{ sortNum: number }>>('/db/hosp/query', { hospCode: BODY_HOSPITAL }, { token: admin })).body.data
      .list[0]!;
    expect(after.sortNum).toBe(hospital.sortNum);
  });

  it('a batch update leaves one row per record', async () => {
    const type = `audit_batch_${RUN}`;
    const add = async (description: string) => (await write<string>('/db/param/add', { type, val: '1', description })).response.data;
    const ids = [await add('甲'), await add('乙')];
    const batch = await write('/db/param/batchUpdate', { idList: ids, type, description: '丙' });
    expect(batch.response.code).toBe('0');
    const rows = await logRows({ requestId: batch.requestId });
    expect(rows.map((row) => row.recordId).sort()).toEqual([...ids].sort());
    expect(rows.every((row) => row.operation === 'batchUpdate')).toBe(true);
    expect(rows.find((row) => row.recordId === ids[0])!.changes).toEqual([{ field: 'description', title: '描述', old: '甲', new: '丙' }]);
    await write('/db/param/delete', { idList: ids });
  });

  it('binding menus to a role (a bespoke endpoint) leaves one row naming the menus', async () => {
    const role = await write<string>('/db/hosp-role/add', {
      roleName: `审计角色${RUN}`,
      wxInterfaceCode: '01',
      bizType: '04',
      hospCode: BODY_HOSPITAL,
    });
    const roleId = role.response.data;
    const menus = (
      await api.get<{ id: string; menuName: string; parentId: string }[]>(`/db/hosp-menu/treeQuery?hospCode=${BODY_HOSPITAL}`, {
        token: admin,
      })
    ).body.data;
    const top = menus[0]!;
    const bound = await write('/db/hosp-role/bindMenu', { roleId, hospCode: BODY_HOSPITAL, hospMenuIdList: [top.id] });
    expect(bound.response.code).toBe('0');
    const rows = await logRows({ requestId: bound.requestId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'hosp-role',
      operation: 'bindMenu',
      recordId: roleId,
      hospCode: BODY_HOSPITAL,
      entityDesc: '医院角色',
    });
    expect(rows[0]!.changes).toEqual([{ field: 'hospMenuIdList', title: '绑定菜单', old: '', new: top.menuName }]);
    await write('/db/hosp-role/delete', { id: roleId, hospCode: BODY_HOSPITAL });
  });

  it('binding an account to a hospital and resetting its password leave rows, the password masked', async () => {
    const phone = `139${Date.now().toString().slice(-8)}`;
    const account = await write<string>('/db/acct/add', {
      type: '01',
      cellPhone: phone,
      acctName: `审计用户${RUN}`,
      passWord: PASSWORD_SENT,
    });
    expect(account.response.code).toBe('0');
    const acctId = account.response.data;
    const option = async (resource: string) =>
      (await api.get<{ value: string }[]>(`/api/selector/1/${resource}?hospCode=${BODY_HOSPITAL}`, { token: admin })).body.data[0]!.value;
    const bind = await write<string>('/db/hosp-user-info/add', {
      acctId,
      hospDeptId: await option('dept'),
      hospRoleId: await option('role'),
      state: '01',
      hospCode: BODY_HOSPITAL,
    });
    expect(bind.response.code).toBe('0');
    const [bindRow, ...others] = await logRows({ requestId: bind.requestId });
    expect(others).toEqual([]);
    expect(bindRow).toMatchObject({ entity: 'hosp-user-info', operation: 'add', recordId: bind.response.data, hospCode: BODY_HOSPITAL });
    expect(bindRow!.changes).toContainEqual({ field: 'acctId', title: '平台账户', new: acctId });

    const reset = await write('/db/hosp-user-info/acct-reset-pass', {
      id: bind.response.data,
      hospCode: BODY_HOSPITAL,
      passWord: `${PASSWORD_SENT}2`,
    });
    expect(reset.response.code).toBe('0');
    const resetRows = await logRows({ requestId: reset.requestId });
    expect(resetRows).toHaveLength(1);
    expect(resetRows[0]).toMatchObject({ entity: 'acct', operation: 'acctResetPass', recordId: acctId });
    expect(resetRows[0]!.changes).toEqual([{ field: 'passWord', title: '密码', old: MASK, new: MASK }]);

    const unbind = await write('/db/hosp-user-info/delete', { id: bind.response.data, hospCode: BODY_HOSPITAL });
    expect(unbind.response.code).toBe('0');
    expect((await logRows({ requestId: unbind.requestId }))[0]).toMatchObject({ operation: 'delete', recordId: bind.response.data });
    await write('/db/acct/delete', { id: acctId });
  });
});

describe('the log screen', () => {
  it('filters by person, entity, operation and time, and answers a row in detail', async () => {
    const rows = await logRows({
      acctName: '',
      entity: 'dic',
      operation: 'add',
      createDateTime: ['2000-01-01 00:00:00', '2099-12-31 23:59:59'],
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.entity === 'dic' && row.operation === 'add' && row.entityDesc === '系统字典')).toBe(true);
    const detail = await api.get<LogRow>(`/db/operate-log/detail?id=${rows[0]!.id}`, { token: admin });
    expect(detail.body.data).toMatchObject({ id: rows[0]!.id, entity: 'dic' });
  });

  it('offers no write', async () => {
    expect((await api.post('/db/operate-log/delete', { id: MISSING_ID }, { token: admin })).status).toBe(404);
  });

  it('holds no password, hash or secret anywhere', async () => {
    // Raw fetch: a saved report query (SQL管理) may mention the column pass_word_hash in its text,
    // which the API client's own leak check would take for a hash; the values are what count here.
    const texts: string[] = [];
    for (let index = 1; ; index += 1) {
      const response = await fetch(`${inject('apiBaseUrl')}/db/operate-log/query`, {
        method: 'POST',
        headers: { token: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ pagedQueryInfo: { index, pageSize: 200 } }),
      });
      const page = ((await response.json()) as { data: Paged<LogRow> }).data;
      texts.push(JSON.stringify(page.list));
      if (index * 200 >= page.total) break;
    }
    const all = texts.join('\n');
    expect(all.length).toBeGreaterThan(100);
    for (const secret of [PASSWORD_SENT, DEMO_PASSWORD, '$argon2']) expect(all).not.toContain(secret);
  });
});
