import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID, type Paged } from '../support/entity-api.js';

/**
 * The calls of seed 000 section 7 and seed 001 section 7 served last: the SQL formatter, WeChat
 * messages through the outbox, WeChat authorisation, the four department calls and hosp-cfg-add.
 */
const api = new ApiClient(inject('apiBaseUrl'));
const ROOT = '0'.repeat(24);
let admin = '';
let manager = '';
let engineer = '';

interface OutboxRow {
  channel: string;
  recipient: string;
  subject: string;
  content: string;
  state: string;
  acctId: string;
  hospCode: string | null;
}

const outbox = (body: Record<string, unknown>) =>
  api.post<Paged<OutboxRow>>('/db/msg-outbox/query', { pagedQueryInfo: { index: 1, pageSize: 50 }, ...body }, { token: admin });

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
  engineer = await hospitalUserToken(api, 'engineer', '10001');
});

describe('POST /api/system/sql-format', () => {
  const format = (body: unknown, token = admin) => api.post<string>('/api/system/sql-format', body, { token });

  it('formats for PostgreSQL with upper-case keywords', async () => {
    expect((await format({ sql: 'select id, acct_name from platform.acct where state = $1 order by id' })).body).toEqual({
      code: '0',
      msg: '成功',
      data: 'SELECT\n  id,\n  acct_name\nFROM\n  platform.acct\nWHERE\n  state = $1\nORDER BY\n  id',
    });
  });

  it('takes the raw text too (text/plain)', async () => {
    const response = await api.call<string>('POST', '/api/system/sql-format', undefined, {
      token: admin,
      rawBody: 'select 1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.body).toMatchObject({ code: '0', data: 'SELECT\n  1' });
  });

  it('answers a parse failure, an empty text and a text too long with clear messages', async () => {
    expect((await format({ sql: "select 'abc from t" })).body).toEqual({
      code: '001',
      msg: 'SQL语法错误，无法格式化（第1行第8列附近），请检查引号、括号是否成对',
      data: null,
    });
    expect((await format({ sql: '  ' })).body).toMatchObject({ code: '001', msg: '请输入SQL语句' });
    expect((await format({})).body).toMatchObject({ code: '001', msg: '请输入SQL语句' });
    expect((await format({ sql: `select ${'a'.repeat(100_000)}` })).body).toMatchObject({
      code: '001',
      msg: 'SQL语句不能超过100000个字符',
    });
  });

  it('is the super admin’s only', async () => {
    expect((await format({ sql: 'select 1' }, manager)).body).toMatchObject({ code: '403', msg: '仅超级管理员可以执行该操作' });
    expect((await api.post('/api/system/sql-format', { sql: 'select 1' })).body.code).toBe('098');
  });
});

describe('POST /api/admin/wx-msg-send (the outbox stands in for the WeChat gateway)', () => {
  const send = (body: unknown, token = admin) => api.post<{ count: number }>('/api/admin/wx-msg-send', body, { token });

  it('writes one pending WeChat row per user of the hospital', async () => {
    const title = `设备巡检提醒${Date.now()}`;
    const response = await send({ title, content: '请于本周五前完成巡检。', hospCode: '10001' });
    const rows = (await outbox({ channel: 'wechat' })).body.data.list.filter((row) => row.subject === title);
    // Other test files may bind more users to 10001 on the shared server: engineer and manager at least.
    expect(response.body).toEqual({ code: '0', msg: `发送成功，共${rows.length}条消息`, data: { count: rows.length } });
    expect(rows.map((row) => row.recipient)).toEqual(expect.arrayContaining(['engineer', 'manager']));
    expect(rows[0]).toMatchObject({ channel: 'wechat', content: '请于本周五前完成巡检。', state: 'pending', hospCode: '10001' });
  });

  it('sends to listed accounts, each once', async () => {
    const accounts = (
      await api.post<Paged<{ id: string; acctNo: string }>>(
        '/db/acct/query',
        { pagedQueryInfo: { index: 1, pageSize: 10 }, acctNo: 'director' },
        { token: admin },
      )
    ).body.data.list;
    const director = accounts.find((row) => row.acctNo === 'director')!;
    const title = `账号通知${Date.now()}`;
    expect((await send({ title, content: '您好', acctIdList: [director.id, director.id] })).body).toMatchObject({
      code: '0',
      data: { count: 1 },
    });
    const rows = (await outbox({ acctId: director.id })).body.data.list.filter((row) => row.subject === title);
    expect(rows).toEqual([expect.objectContaining({ recipient: 'director', hospCode: null })]);
  });

  it('states what is missing', async () => {
    expect((await send({ content: 'x', hospCode: '10001' })).body).toMatchObject({ code: '001', msg: '请输入消息标题' });
    expect((await send({ title: 'x', hospCode: '10001' })).body).toMatchObject({ code: '001', msg: '请输入消息内容' });
    expect((await send({ title: 'x', content: 'x'.repeat(2001), hospCode: '10001' })).body).toMatchObject({
      code: '001',
      msg: '消息内容不能超过2000个字符',
    });
    expect((await send({ title: 'x', content: 'y' })).body).toMatchObject({ code: '001', msg: '请选择接收账号或医院' });
    expect((await send({ title: 'x', content: 'y', acctIdList: ['nope'] })).body).toMatchObject({
      code: '001',
      msg: 'acctIdList必须为24位十六进制字符的账号ID列表',
    });
    expect((await send({ title: 'x', content: 'y', hospCode: '99999' })).body).toMatchObject({ code: '002', msg: '医院不存在: 99999' });
    expect((await send({ title: 'x', content: 'y', acctIdList: [MISSING_ID] })).body).toMatchObject({
      code: '002',
      msg: '没有可接收消息的账号（账号需为启用状态）',
    });
    expect((await send({ title: 'x', content: 'y', hospCode: '10001', openId: 'o' })).body).toMatchObject({
      code: '001',
      msg: '不支持的参数 openId',
    });
  });

  it('is the super admin’s only, and so is the outbox', async () => {
    expect((await send({ title: 'x', content: 'y', hospCode: '10001' }, manager)).body.code).toBe('403');
    expect((await api.post('/db/msg-outbox/query', { pagedQueryInfo: { index: 1, pageSize: 10 } }, { token: manager })).body.code).toBe(
      '403',
    );
  });
});

describe('WeChat authorisation without configuration', () => {
  it('refuses both calls with 未配置微信授权登录', async () => {
    for (const path of ['/api/wx/query-wx-authorize-info', '/api/wx/wx-authorize-login/0a1B2c3D']) {
      expect((await api.get(path)).body).toEqual({ code: '001', msg: '未配置微信授权登录', data: null });
    }
  });
});

interface DeptRow {
  id: string;
  deptName: string;
  parentId: string;
  disabled: boolean;
  qrCode: string | null;
  hospCode: string;
  children: DeptRow[];
}

describe('/db/hosp-dept: deptStatus, get-dept, qrcode-refresh, hosp-list-dept', () => {
  const dept = entityCalls(api, '/db/hosp-dept', () => admin);
  const stamp = Date.now();
  let top = '';
  let child = '';
  let grandchild = '';
  const undeleted = async (hospCode: string, token = admin) =>
    (await api.get<DeptRow[]>(`/db/hosp-dept/undelete-treeQuery?hospCode=${hospCode}`, { token })).body.data;
  const flat = (nodes: DeptRow[]): DeptRow[] => nodes.flatMap((node) => [node, ...flat(node.children)]);

  beforeAll(async () => {
    top = (await dept.add({ deptName: `内科${stamp}`, parentId: ROOT, hospCode: '10001' })).body.data as string;
    child = (await dept.add({ deptName: '心内科', parentId: top, hospCode: '10001' })).body.data as string;
    grandchild = (await dept.add({ deptName: '心内一病区', parentId: child, hospCode: '10001' })).body.data as string;
  });

  it('get-dept answers the department with its parents, root first', async () => {
    const response = await api.post<DeptRow & { parentPath: unknown; fullName: string }>(
      '/db/hosp-dept/get-dept',
      { id: grandchild, hospCode: '10001' },
      { token: engineer },
    );
    expect(response.body).toMatchObject({
      code: '0',
      data: {
        id: grandchild,
        deptName: '心内一病区',
        hospCode: '10001',
        parentPath: [
          { id: top, deptName: `内科${stamp}` },
          { id: child, deptName: '心内科' },
        ],
        fullName: `内科${stamp}/心内科/心内一病区`,
      },
    });
    expect((await api.post('/db/hosp-dept/get-dept', { id: grandchild, hospCode: '10002' }, { token: admin })).body).toMatchObject({
      code: '404',
      msg: '记录不存在',
    });
    expect((await api.post('/db/hosp-dept/get-dept', { id: grandchild }, { token: admin })).body).toMatchObject({
      code: '001',
      msg: '请选择医院',
    });
  });

  it('deptStatus disables a department (out of the pickers with what is under it) and enables it again', async () => {
    const status = (disabled: unknown, token = manager) =>
      api.post('/db/hosp-dept/deptStatus', { id: child, hospCode: '10001', disabled }, { token });
    expect((await status(true)).body).toEqual({ code: '0', msg: '修改成功!', data: { id: child, disabled: true } });
    const ids = flat(await undeleted('10001')).map((node) => node.id);
    expect(ids).toContain(top);
    expect(ids).not.toContain(child);
    expect(ids).not.toContain(grandchild);
    expect((await status(false)).body.code).toBe('0');
    expect(flat(await undeleted('10001')).map((node) => node.id)).toContain(grandchild);
    expect((await status(undefined)).body).toMatchObject({ code: '001', msg: '请选择部门状态（disabled）' });
    expect((await status('1')).body).toMatchObject({ code: '001', msg: '部门状态disabled必须为true或false' });
    expect((await status(true, engineer)).body).toMatchObject({ code: '403' });
    expect(
      (await api.post('/db/hosp-dept/deptStatus', { id: MISSING_ID, hospCode: '10001', disabled: true }, { token: admin })).body,
    ).toMatchObject({ code: '404', msg: '部门不存在' });
  });

  it('deptStatus leaves an operation-log row', async () => {
    const log = await api.post<Paged<{ operation: string; entity: string; hospCode: string }>>(
      '/db/operate-log/query',
      { pagedQueryInfo: { index: 1, pageSize: 5 }, recordId: child, operation: 'deptStatus' },
      { token: admin },
    );
    expect(log.body.data.list[0]).toMatchObject({ entity: 'hosp-dept', operation: 'deptStatus', hospCode: '10001' });
  });

  it('qrcode-refresh stores a new random token on the department and answers the QR text', async () => {
    const refresh = () =>
      api.post<{ qrCode: string; qrcodeContent: string }>(
        '/db/hosp-dept/qrcode-refresh',
        { id: top, hospCode: '10001' },
        { token: manager },
      );
    const first = (await refresh()).body;
    expect(first).toMatchObject({ code: '0', msg: '二维码已更新，旧二维码已失效', data: { id: top, deptName: `内科${stamp}` } });
    expect(first.data.qrCode).toMatch(/^[\w-]{22}$/);
    expect(JSON.parse(first.data.qrcodeContent)).toEqual({ type: 'hosp-dept', hospCode: '10001', deptId: top, qrCode: first.data.qrCode });
    const second = (await refresh()).body.data;
    expect(second.qrCode).not.toBe(first.data.qrCode);
    expect((await dept.detail<DeptRow>({ id: top, hospCode: '10001' })).body.data.qrCode).toBe(second.qrCode);
    expect((await api.post('/db/hosp-dept/qrcode-refresh', { id: top, hospCode: '10001' }, { token: engineer })).body.code).toBe('403');
  });

  it('hosp-list-dept answers the undisabled trees of every listed hospital the caller is bound to', async () => {
    const list = (hospCodeList: unknown, token = engineer) =>
      api.post<{ hospCode: string; hospName: string; children: DeptRow[] }[]>(
        '/db/hosp-dept/hosp-list-dept',
        { hospCode: '10001', hospCodeList },
        { token },
      );
    const both = (await list(['10001', '10002'])).body;
    expect(both.code).toBe('0');
    expect(both.data.map((entry) => [entry.hospCode, entry.hospName])).toEqual([
      ['10001', '示范市第一人民医院'],
      ['10002', expect.any(String)],
    ]);
    expect(flat(both.data[0]!.children).map((node) => node.id)).toContain(grandchild);
    expect(flat(both.data[1]!.children).every((node) => node.hospCode === '10002')).toBe(true);
    expect((await list(undefined)).body.data.map((entry) => entry.hospCode)).toEqual(['10001']);
    expect((await list(['10001', '10003'])).body).toMatchObject({ code: '403', msg: '您没有医院 10003 的访问权限' });
    expect((await list('10001')).body).toMatchObject({ code: '001', msg: 'hospCodeList必须为医院编号列表' });
    expect((await list(['10001', '10003'], admin)).body.code).toBe('0');
    expect((await list(['10001', '99999'], admin)).body).toMatchObject({ code: '002', msg: '医院不存在: 99999' });
    expect((await list(['10001', '99999'])).body).toMatchObject({ code: '403', msg: '您没有医院 99999 的访问权限' });
  });
});

describe('POST /db/param/hosp-cfg-add', () => {
  const type = `hosp_cfg_${Date.now()}`;
  const add = (body: Record<string, unknown>, token = manager) => api.post<string>('/db/param/hosp-cfg-add', body, { token });

  it('adds a parameter tagged with the hospital, for a user holding the add permission there', async () => {
    const response = await add({ hospCode: '10001', type, subType: 'HEADER', val: '示范一院设备管理', description: '医院自己的标题' });
    expect(response.body).toMatchObject({ code: '0', msg: '添加成功!' });
    const row = await api.post<{ hospCode: string; val: string; type: string }>(
      '/db/param/detail',
      { id: response.body.data },
      { token: admin },
    );
    expect(row.body.data).toMatchObject({ type, subType: 'HEADER', val: '示范一院设备管理', hospCode: '10001' });
  });

  it('keeps one row per hospital, type and subtype, and states the add dialog’s rules', async () => {
    expect((await add({ hospCode: '10001', type, subType: 'HEADER', val: 'x' })).body).toMatchObject({
      code: '002',
      msg: '该医院已有相同参数类型和子类型的配置，请修改原配置',
    });
    expect((await add({ hospCode: '10001', val: 'x' })).body).toMatchObject({ code: '001', msg: '参数类型为必输项' });
    expect((await add({ hospCode: '10001', type })).body).toMatchObject({ code: '001', msg: '参数值为必输项' });
    expect((await add({ type, val: 'x' })).body).toMatchObject({ code: '001', msg: '医院编号为必输项' });
    expect((await add({ hospCode: '99999', type, val: 'x' }, admin)).body).toMatchObject({ code: '002', msg: '医院不存在: 99999' });
  });

  it('refuses a hospital where the caller lacks the permission', async () => {
    expect((await add({ hospCode: '10002', type, val: 'x' })).body).toMatchObject({ code: '403', msg: '您没有医院 10002 的参数配置权限' });
    expect((await add({ hospCode: '10001', type: `${type}_e`, val: 'x' }, engineer)).body.code).toBe('403');
  });
});
