import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID, type Paged } from '../support/entity-api.js';
import { storeKind } from '../support/data-store.js';

/**
 * Issue 16, the platform's tool screens: 医院密钥配置 (/db/hosp-secret-key), SQL管理
 * (/db/sql-manage), 小程序医院信息 and 小程序角色 (/db/app-hosp-info, /db/app-role) and 微信消息推送
 * (/db/wx-msg-template, /db/wx-msg-outbox). All super admins'; hospital users are refused.
 */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
/** manager: 设备科管理员 of 10001 (every permission there). */
let manager = '';

const tag = `t${Date.now().toString(36)}`;
const keys = entityCalls(api, '/db/hosp-secret-key', () => admin);
const queries = entityCalls(api, '/db/sql-manage', () => admin);
const appHosp = entityCalls(api, '/db/app-hosp-info', () => admin);
const appRole = entityCalls(api, '/db/app-role', () => admin);
const templates = entityCalls(api, '/db/wx-msg-template', () => admin);
const outbox = entityCalls(api, '/db/wx-msg-outbox', () => admin);

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
});

interface KeyPair {
  id: string;
  accessKeyId: string;
  secret: string;
}
interface KeyRow {
  id: string;
  hospCode: string;
  keyName: string;
  accessKeyId: string;
  state: string;
  lastUsedTime: string | null;
  lastUsedAddress: string | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const keyCheck = (accessKeyId: string, secret: string) =>
  api.post<{ hospCode: string; hospName: string; keyName: string }>('/api/open/hosp-key-check', undefined, {
    headers: { 'x-access-key-id': accessKeyId, 'x-access-key-secret': secret },
  });

/** Every answer a key's secret could leak through: list, detail (both ways), the operation log. */
async function everyAnswerAbout(id: string): Promise<string> {
  const answers = [
    await keys.query({}, 1, 200),
    await keys.query({ accessKeyId: undefined, hospCode: '10001' }, 1, 200),
    await keys.detail({ id }),
    await api.get(`/db/hosp-secret-key/detail?id=${id}`, { token: admin }),
    await api.post('/db/operate-log/query', { pagedQueryInfo: { index: 1, pageSize: 50 }, recordId: id }, { token: admin }),
  ];
  for (const answer of answers) expect(answer.body.code).toBe('0');
  return JSON.stringify(answers.map((answer) => answer.body));
}

describe('医院密钥配置 /db/hosp-secret-key', () => {
  it('shows the secret once, in the create answer, never in lists, details or the operation log', async () => {
    const created = await keys.add({ hospCode: '10001', keyName: `${tag} HIS接口`, remark: '测试' });
    expect(created.body).toMatchObject({ code: '0', msg: '添加成功!' });
    const pair = created.body.data as unknown as KeyPair;
    expect(pair.accessKeyId).toMatch(/^AK[0-9A-F]{24}$/);
    expect(pair.secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);

    const text = await everyAnswerAbout(pair.id);
    expect(text).toContain(pair.accessKeyId);
    expect(text).not.toContain(pair.secret);
    expect(text).not.toContain(sha256(pair.secret));
    expect(text).not.toMatch(/secretHash|secret_hash/);
    const row = (await keys.detail<KeyRow>({ id: pair.id })).body.data;
    expect(row).toMatchObject({
      hospCode: '10001',
      keyName: `${tag} HIS接口`,
      accessKeyId: pair.accessKeyId,
      state: 'active',
      lastUsedTime: null,
    });
    expect(Object.keys(row)).not.toContain('secret');

    // What the table holds verifies the secret (its SHA-256, key-material.ts), and stamps the use.
    expect((await keyCheck(pair.accessKeyId, pair.secret)).body).toMatchObject({
      code: '0',
      data: { hospCode: '10001', hospName: '示范市第一人民医院', keyName: `${tag} HIS接口` },
    });
    expect((await keyCheck(pair.accessKeyId, `${pair.secret}x`)).body).toMatchObject({ code: '002', msg: '密钥无效、已吊销或已过期' });
    expect((await keyCheck(pair.accessKeyId, sha256(pair.secret))).body).toMatchObject({ code: '002', msg: '密钥无效、已吊销或已过期' });
    expect((await api.post('/api/open/hosp-key-check')).body).toMatchObject({
      code: '001',
      msg: '请在请求头 X-Access-Key-Id 与 X-Access-Key-Secret 中提供医院密钥',
    });
    const used = (await keys.detail<KeyRow>({ id: pair.id })).body.data;
    expect(used.lastUsedTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(used.lastUsedAddress).toBeTruthy();
  });

  it('rotates (a new secret, once; the old one stops), revokes, and deletes only revoked keys', async () => {
    const pair = (await keys.add({ hospCode: '10002', keyName: `${tag} 网关` })).body.data as unknown as KeyPair;
    const rotated = await api.post<KeyPair>('/db/hosp-secret-key/rotate', { id: pair.id }, { token: admin });
    expect(rotated.body).toMatchObject({
      code: '0',
      msg: '已生成新的密钥，请立即复制保存',
      data: { id: pair.id, accessKeyId: pair.accessKeyId },
    });
    const fresh = rotated.body.data.secret;
    expect(fresh).not.toBe(pair.secret);
    expect((await keyCheck(pair.accessKeyId, pair.secret)).body.code).toBe('002');
    expect((await keyCheck(pair.accessKeyId, fresh)).body.code).toBe('0');
    const text = await everyAnswerAbout(pair.id);
    expect(text).not.toContain(fresh);
    expect(text).not.toContain(sha256(fresh));

    expect((await keys.remove({ id: pair.id })).body).toMatchObject({ code: '002', msg: '请先吊销密钥再删除' });
    expect((await api.post('/db/hosp-secret-key/revoke', { id: pair.id }, { token: admin })).body).toMatchObject({
      code: '0',
      msg: '密钥已吊销',
      data: { state: 'revoked' },
    });
    expect((await keyCheck(pair.accessKeyId, fresh)).body).toMatchObject({ code: '002', msg: '密钥无效、已吊销或已过期' });
    expect((await api.post('/db/hosp-secret-key/rotate', { id: pair.id }, { token: admin })).body).toMatchObject({
      code: '002',
      msg: '该密钥已吊销',
    });
    expect((await api.post('/db/hosp-secret-key/revoke', { id: pair.id }, { token: admin })).body).toMatchObject({
      code: '002',
      msg: '该密钥已吊销',
    });
    expect((await api.post('/db/hosp-secret-key/rotate', { id: MISSING_ID }, { token: admin })).body.code).toBe('404');
    expect((await keys.remove({ id: pair.id })).body).toMatchObject({ code: '0', msg: '删除成功!' });
  });

  it('refuses bad input and a past expiry; an expired key no longer checks', async () => {
    expect((await keys.add({ keyName: 'x' })).body).toMatchObject({ code: '001', msg: '医院为必输项' });
    expect((await keys.add({ hospCode: '10001' })).body).toMatchObject({ code: '001', msg: '密钥名称为必输项' });
    expect((await keys.add({ hospCode: '10001', keyName: 'x', secret: 'mine' })).body).toMatchObject({
      code: '001',
      msg: '不支持的参数 secret',
    });
    // A read-only field sent back is ignored, like the engine's read-only echoes: the server makes the id.
    const echoed = await keys.add({ hospCode: '10001', keyName: `${tag} 回显`, accessKeyId: 'AKmine' });
    expect((echoed.body.data as unknown as KeyPair).accessKeyId).toMatch(/^AK[0-9A-F]{24}$/);
    expect((await keys.add({ hospCode: '99999', keyName: 'x' })).body).toMatchObject({ code: '002', msg: '医院不存在' });
    expect((await keys.add({ hospCode: '10001', keyName: 'x', expireDate: '2020-01-01' })).body).toMatchObject({
      code: '002',
      msg: '失效日期不能早于今天',
    });
    const pair = (await keys.add({ hospCode: '10001', keyName: `${tag} 到期` })).body.data as unknown as KeyPair;
    expect((await keys.update({ id: pair.id, keyName: `${tag} 到期`, expireDate: '2020-01-01' })).body).toMatchObject({
      code: '002',
      msg: '失效日期不能早于今天',
    });
    // The state is read-only: only 吊销 changes it (an echo of it is ignored).
    expect((await keys.update({ id: pair.id, keyName: `${tag} 改名`, state: 'revoked' })).body).toMatchObject({
      code: '0',
      msg: '修改成功!',
    });
    expect((await keys.detail<KeyRow>({ id: pair.id })).body.data).toMatchObject({ keyName: `${tag} 改名`, state: 'active' });
  });

  it('refuses hospital users everything, including the key of their own hospital', async () => {
    const own = { token: manager };
    expect(
      (await api.post('/db/hosp-secret-key/query', { pagedQueryInfo: { index: 1, pageSize: 10 }, hospCode: '10001' }, own)).body.code,
    ).toBe('403');
    expect((await api.post('/db/hosp-secret-key/add', { hospCode: '10001', keyName: 'x' }, own)).body.code).toBe('403');
    const pair = (await keys.add({ hospCode: '10001', keyName: `${tag} 医院用户` })).body.data as unknown as KeyPair;
    for (const call of ['rotate', 'revoke', 'delete', 'detail']) {
      expect((await api.post(`/db/hosp-secret-key/${call}`, { id: pair.id }, own)).body.code, call).toBe('403');
    }
  });
});

interface RunAnswer {
  columns: string[];
  rows: Record<string, unknown>[];
  truncated: boolean;
  rowCap: number;
  schema: string;
}

async function saveQuery(sqlText: string, hospCode: string | undefined = '10001'): Promise<string> {
  const response = await queries.add({
    sqlName: `${tag} ${Math.random().toString(36).slice(2, 8)}`,
    sqlText,
    ...(hospCode ? { hospCode } : {}),
  });
  expect(response.body).toMatchObject({ code: '0', msg: '添加成功!' });
  return response.body.data;
}
const run = async (sqlText: string, hospCode?: string) =>
  api.post<RunAnswer>('/db/sql-manage/run', { id: await saveQuery(sqlText, hospCode) }, { token: admin });

describe('SQL管理 /db/sql-manage', () => {
  it('formats through /api/system/sql-format and runs a saved SELECT in the hospital schema', async () => {
    const formatted = await api.post<string>(
      '/api/system/sql-format',
      { sql: 'select dept_name from dept where disabled = false' },
      { token: admin },
    );
    expect(formatted.body.data).toBe('SELECT\n  dept_name\nFROM\n  dept\nWHERE\n  disabled = FALSE');
    const answer = await run(`${formatted.body.data};`);
    expect(answer.body.code).toBe('0');
    expect(answer.body.msg).toMatch(/^查询成功，共\d+行$/);
    expect(answer.body.data).toMatchObject({ columns: ['dept_name'], truncated: false, rowCap: 1000, schema: 'hosp_10001' });
    expect(answer.body.data.rows.map((row) => row.dept_name)).toContain('医学装备部');
    const logged = await api.post<Paged<{ operation: string; recordId: string }>>(
      '/db/operate-log/query',
      { pagedQueryInfo: { index: 1, pageSize: 10 }, entity: 'sql-manage', operation: 'run' },
      { token: admin },
    );
    expect(logged.body.data.list[0]).toMatchObject({ operation: 'run' });
    // Other test files add hospitals to a shared PostgreSQL database: only the demo ones are asked for.
    const platform = await run("select hosp_code from hosp where hosp_code in ('10001', '10002', '10003') order by hosp_code", '');
    expect(platform.body.data).toMatchObject({
      schema: 'platform',
      rows: [{ hosp_code: '10001' }, { hosp_code: '10002' }, { hosp_code: '10003' }],
    });
  });

  it('caps the rows at 1000 and says so', async () => {
    const answer = await run('select g from generate_series(1, 1500) g');
    expect(answer.body).toMatchObject({
      code: '0',
      msg: '查询成功，结果超过1000行，只显示前1000行',
      data: { truncated: true, rowCap: 1000 },
    });
    expect(answer.body.data.rows).toHaveLength(1000);
    expect(answer.body.data.rows[999]).toEqual({ g: 1000 });
  });

  it('stops a long query: PostgreSQL after 5 s, PGlite (which ignores statement_timeout) before it starts', async () => {
    const long = await run('select count(*) from generate_series(1, 2000000000) a cross join generate_series(1, 10) b');
    if (storeKind() === 'postgres') expect(long.body).toMatchObject({ code: '002', msg: '查询超过5秒已被取消，请缩小查询范围' });
    else expect(long.body.msg).toMatch(/^查询的预计开销（\d+）超过上限1000000：内置数据库无法中途取消查询，请缩小查询范围$/);
  });

  it('refuses anything but one SELECT, with clear messages', async () => {
    const refusals: [string, string][] = [
      ["insert into dept (id, dept_name) values ('x', 'y')", '只允许执行以SELECT或WITH开头的查询语句'],
      ["update dept set dept_name = 'x'", '只允许执行以SELECT或WITH开头的查询语句'],
      ['delete from dept', '只允许执行以SELECT或WITH开头的查询语句'],
      ['drop table dept', '只允许执行以SELECT或WITH开头的查询语句'],
      ['create table x (a int)', '只允许执行以SELECT或WITH开头的查询语句'],
      ['select 1; delete from dept', '只能执行一条SQL语句'],
      ['select 1; select 2', '只能执行一条SQL语句'],
      ['with gone as (delete from dept returning id) select count(*) from gone', '只允许查询：SQL中不能包含修改数据或结构的语句（DELETE）'],
      ['select * into copy_of_dept from dept', '只允许查询：SQL中不能包含修改数据或结构的语句（INTO）'],
      ["select set_config('role', 'none', true)", '只允许查询：SQL中不能调用函数 set_config'],
      ['select pg_sleep(30)', '只允许查询：SQL中不能调用函数 pg_sleep'],
    ];
    for (const [text, message] of refusals) expect((await run(text)).body, text).toMatchObject({ code: '002', msg: message });
    const depts = await run('select count(*)::int as n from dept');
    expect(depts.body.data.rows[0]!.n).toBeGreaterThan(0);
  });

  it('stays read-only through a function call, and reads neither other schemas nor secret columns', async () => {
    // No table or sequence of the platform has a sequence to advance; nextval is refused whatever it names.
    const nextval = await run("select nextval('platform.sql_manage_probe_seq')");
    expect(nextval.body.code).toBe('002');
    expect(nextval.body.msg).toMatch(/^(SQL执行失败|没有读取权限)/);
    // A function that writes passes the text check; the READ ONLY transaction refuses it (PGlite,
    // PostgreSQL 16+), and where PostgreSQL 15 lets it through, the run's rollback undoes it.
    const largeObjects = async () => (await run('select count(*)::int as n from pg_largeobject_metadata', '')).body.data.rows[0]!.n;
    const before = await largeObjects();
    const created = await run('select lo_create(0) as oid');
    if (created.body.code !== '0')
      expect(created.body).toMatchObject({
        code: '002',
        msg: '只读查询中不能修改数据：cannot execute lo_create() in a read-only transaction',
      });
    expect(await largeObjects()).toBe(before);
    expect((await run('select pass_word_hash from platform.acct')).body.msg).toMatch(/^没有读取权限/);
    expect((await run('select acct_no from platform.acct', '10001')).body.msg).toMatch(/^没有读取权限/);
    expect((await run('select * from hosp_10002.dept', '10001')).body.msg).toMatch(/^没有读取权限/);
    expect((await run('select secret_hash from hosp_secret_key', '')).body.msg).toMatch(/^没有读取权限/);
    expect((await run('select acct_no, acct_name from acct order by acct_no', '')).body).toMatchObject({ code: '0' });
    expect((await run('select undefined_column from dept')).body.msg).toMatch(/^SQL执行失败：/);
  });

  it('refuses hospital users everything', async () => {
    const id = await saveQuery('select 1 as one');
    const own = { token: manager };
    expect((await api.post('/db/sql-manage/run', { id }, own)).body.code).toBe('403');
    expect((await api.post('/db/sql-manage/query', { pagedQueryInfo: { index: 1, pageSize: 10 } }, own)).body.code).toBe('403');
    expect((await api.post('/db/sql-manage/add', { sqlName: 'x', sqlText: 'select 1' }, own)).body.code).toBe('403');
    expect((await api.post('/api/system/sql-format', { sql: 'select 1' }, own)).body.code).toBe('403');
    expect((await api.post('/db/sql-manage/run', { id: MISSING_ID }, { token: admin })).body.code).toBe('404');
  });
});

interface AppRoleRow {
  id: string;
  hospCode: string;
  roleId: string;
  roleName: string;
  wxInterfaceId: string;
  wxInterfaceIdDesc: string;
}

describe('小程序医院信息 /db/app-hosp-info and 小程序角色 /db/app-role', () => {
  it('keeps one display record per hospital', async () => {
    const demo = await appHosp.query<{ hospCode: string; displayName: string; enabled: boolean }>({ hospCode: '10001' });
    expect(demo.body.data.list).toEqual([expect.objectContaining({ hospCode: '10001', displayName: '市一院设备管家', enabled: true })]);
    expect((await appHosp.add({ hospCode: '10001', displayName: 'x' })).body).toMatchObject({
      code: '002',
      msg: '该医院已有小程序信息，请修改原记录',
    });
    expect((await appHosp.add({ hospCode: '10003' })).body).toMatchObject({ code: '001', msg: '小程序显示名称为必输项' });
    expect((await appHosp.add({ hospCode: '10003', displayName: '妇幼', contactPhone: 'abc' })).body).toMatchObject({
      code: '001',
      msg: '请输入正确的联系电话（数字和-）',
    });
    // 10003 has none in the demo; the record is removed again so other files find it free.
    const added = await appHosp.add({ hospCode: '10003', displayName: '妇幼保健', contactPhone: '0574-88880003', banners: [] });
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    expect((await appHosp.detail<{ enabled: boolean }>({ id: added.body.data })).body.data).toMatchObject({ enabled: true });
    expect((await appHosp.remove({ id: added.body.data })).body).toMatchObject({ code: '0' });
    expect((await api.post('/db/app-hosp-info/query', { pagedQueryInfo: { index: 1, pageSize: 10 } }, { token: manager })).body.code).toBe(
      '403',
    );
  });

  it('maps a hospital role to interface configurations of that hospital, the role name read from the hospital', async () => {
    const roles = (await api.get<{ value: string; label: string }[]>('/api/selector/1/role?hospCode=10001', { token: admin })).body.data;
    const director = roles.find((role) => role.label === '院领导')!;
    const screens = (await api.get<{ value: string; label: string }[]>('/api/selector/1/app-wx-interface?hospCode=10001', { token: admin }))
      .body.data;
    expect(screens.map((screen) => screen.label)).toEqual(expect.arrayContaining(['首页 · 首页设备快捷入口', '工作台 · 工程师工作台']));
    const otherScreens = (await api.get<{ value: string }[]>('/api/selector/1/app-wx-interface?hospCode=10002', { token: admin })).body
      .data;
    const workbench = screens.find((screen) => screen.label.startsWith('工作台'))!;

    const added = await appRole.add({
      hospCode: '10001',
      roleId: director.value,
      roleName: '随便写',
      wxInterfaceId: workbench.value,
      sort: 5,
    });
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    const row = (await appRole.detail<AppRoleRow>({ id: added.body.data })).body.data;
    expect(row).toMatchObject({
      hospCode: '10001',
      roleId: director.value,
      roleName: '院领导',
      wxInterfaceId: workbench.value,
      wxInterfaceIdDesc: '工程师工作台',
    });
    expect((await appRole.add({ hospCode: '10001', roleId: director.value, wxInterfaceId: workbench.value })).body).toMatchObject({
      code: '002',
      msg: '该角色已配置此小程序界面',
    });
    expect((await appRole.add({ hospCode: '10001', roleId: MISSING_ID, wxInterfaceId: workbench.value })).body).toMatchObject({
      code: '002',
      msg: '角色不属于所选医院',
    });
    expect((await appRole.add({ hospCode: '10001', roleId: director.value, wxInterfaceId: otherScreens[0]!.value })).body).toMatchObject({
      code: '002',
      msg: '小程序界面配置不属于所选医院',
    });
    expect((await appRole.add({ hospCode: '10001', roleId: director.value })).body).toMatchObject({
      code: '001',
      msg: '小程序界面配置为必输项',
    });
    expect((await appRole.query<AppRoleRow>({ hospCode: '10001', roleName: '院领导' })).body.data.list.map((item) => item.id)).toContain(
      added.body.data,
    );
    expect((await appRole.remove({ id: added.body.data })).body).toMatchObject({ code: '0' });
    expect((await api.post('/db/app-role/query', { pagedQueryInfo: { index: 1, pageSize: 10 } }, { token: manager })).body.code).toBe(
      '403',
    );
    expect((await api.get('/api/selector/1/app-wx-interface?hospCode=10001', { token: manager })).body.code).toBe('403');
  });
});

interface OutboxRow {
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  content: string;
  state: string;
}

describe('微信消息推送 /db/wx-msg-template and /db/wx-msg-outbox', () => {
  it('keeps templates with placeholders, and sends through the outbox', async () => {
    const demo = await templates.query<{ templateName: string; content: string }>({ templateName: '设备到期提醒' });
    expect(demo.body.data.list[0]).toMatchObject({ content: '{设备名称}的保修将于{日期}到期，请及时续保或安排维护。' });
    expect((await templates.add({ templateName: `${tag} 模板`, title: '标题' })).body).toMatchObject({
      code: '001',
      msg: '消息内容为必输项',
    });
    expect((await templates.add({ templateName: `${tag} 模板`, templateId: 'a b', title: '标题', content: '{x}' })).body).toMatchObject({
      code: '001',
      msg: '微信模板ID只能包含字母、数字、下划线和-',
    });
    expect(
      (await templates.add({ templateName: `${tag} 模板`, templateId: 'OPENTM1', title: '标题', content: '{设备}需要保养' })).body,
    ).toMatchObject({ code: '0' });
    // What the send dialog posts once the placeholders are filled (src/screens/wx-push/).
    const sent = await api.post<{ count: number }>(
      '/api/admin/wx-msg-send',
      { title: `${tag} 标题`, content: '呼吸机需要保养', hospCode: '10001' },
      { token: admin },
    );
    expect(sent.body.code).toBe('0');
    const rows = (await outbox.query<OutboxRow>({ subject: `${tag} 标题` })).body.data.list;
    expect(rows.length).toBe(sent.body.data.count);
    expect(rows.every((row) => row.channel === 'wechat' && row.state === 'pending' && row.content === '呼吸机需要保养')).toBe(true);
    expect(
      (await api.post('/db/wx-msg-template/query', { pagedQueryInfo: { index: 1, pageSize: 10 } }, { token: manager })).body.code,
    ).toBe('403');
  });

  it('resends a sent or failed WeChat message as a new pending row, and never an SMS', async () => {
    const failed = (await outbox.query<OutboxRow>({ state: 'failed' })).body.data.list[0]!;
    expect(failed).toMatchObject({ channel: 'wechat', subject: '设备保修即将到期' });
    const resent = await api.post<{ id: string; resentFrom: string }>('/db/wx-msg-outbox/resend', { id: failed.id }, { token: admin });
    expect(resent.body).toMatchObject({ code: '0', msg: '已重新加入发送队列', data: { resentFrom: failed.id } });
    const copy = (await outbox.detail<OutboxRow>({ id: resent.body.data.id })).body.data;
    expect(copy).toMatchObject({ recipient: failed.recipient, subject: failed.subject, content: failed.content, state: 'pending' });
    expect((await outbox.detail<OutboxRow>({ id: failed.id })).body.data.state).toBe('failed');
    expect((await api.post('/db/wx-msg-outbox/resend', { id: copy.id }, { token: admin })).body).toMatchObject({
      code: '002',
      msg: '该消息仍在等待发送，无需重发',
    });

    const sms = (
      await api.post<Paged<OutboxRow>>(
        '/db/msg-outbox/query',
        { pagedQueryInfo: { index: 1, pageSize: 1 }, channel: 'sms' },
        { token: admin },
      )
    ).body.data.list[0];
    if (sms) {
      expect((await api.post('/db/wx-msg-outbox/resend', { id: sms.id }, { token: admin })).body.code).toBe('404');
      expect((await outbox.detail({ id: sms.id })).body.code).toBe('404');
    }
    expect((await outbox.query<OutboxRow>({}, 1, 200)).body.data.list.every((row) => row.channel === 'wechat')).toBe(true);
    expect((await api.post('/db/wx-msg-outbox/resend', { id: failed.id }, { token: manager })).body.code).toBe('403');
  });
});
