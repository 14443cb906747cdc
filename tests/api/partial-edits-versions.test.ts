import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, type Paged } from '../support/entity-api.js';

/**
 * Issue 25, the engine's side: an edit changes only the fields it sends (update, batch update,
 * form actions, on every schema entity), and a client that sends back the version it read
 * (`rowVersion`, `rowVersions`) is refused with 409 and the rows as they are now when someone
 * else saved in between. A client that sends no version writes as before: the last write wins.
 */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const acct = entityCalls(api, '/db/acct', () => admin);
const dic = entityCalls(api, '/db/dic', () => admin);
const certificates = entityCalls(api, '/db/registration-info', () => admin);
const dept = entityCalls(api, '/db/hosp-dept', () => admin);

const tag = `pe${Date.now().toString(36)}`;
const stamp = Date.now().toString().slice(-7);
const CONFLICT = '该记录已被他人修改，请核对后再保存';
const NOTHING = { code: '002', msg: '没有需要修改的内容', data: null };

interface Versioned {
  id: string;
  rowVersion: number;
  lstupdDateTime: string;
}
type DicRow = Versioned & { type: string; description: string; descriptionEn: string | null; val: string; sort: number };
type Row = Versioned & Record<string, unknown>;

const detailOf = async <T = Row>(calls: typeof dic, id: string, extra: Record<string, unknown> = {}) =>
  (await calls.detail<T>({ id, ...extra })).body.data;

async function addDic(val: string, sort: number): Promise<DicRow> {
  const added = await dic.add({ type: tag.toUpperCase(), description: `部分修改${val}`, descriptionEn: `Partial ${val}`, val, sort });
  expect(added.body.code).toBe('0');
  return detailOf<DicRow>(dic, added.body.data);
}

beforeAll(async () => {
  admin = await adminToken(api);
});

describe('an edit changes only the fields it sends', () => {
  it('an account updated without a password keeps it: the account still signs in with its old password', async () => {
    const phone = `137${stamp}1`;
    const id = (await acct.add({ type: '01', cellPhone: phone, acctName: '部分修改', passWord: 'Partial_2026', remark: '原备注' })).body
      .data as string;
    expect((await acct.update({ id, acctName: '部分修改-改' })).body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect(await detailOf(acct, id)).toMatchObject({ acctName: '部分修改-改', type: '01', cellPhone: phone, remark: '原备注', state: '1' });
    expect(await api.login(phone, 'Partial_2026')).toMatch(/.+/);
    // A password sent blank keeps the stored one too; with nothing else sent, nothing is written.
    expect((await acct.update({ id, passWord: '' })).body).toEqual(NOTHING);
    expect((await acct.update({ id, remark: '新备注', passWord: '' })).body.code).toBe('0');
    expect(await api.login(phone, 'Partial_2026')).toMatch(/.+/);
    // A form action too: 编辑账号信息 changes the name alone.
    expect((await api.post('/db/acct/base-update', { id, acctName: '基本信息' }, { token: admin })).body.code).toBe('0');
    expect(await detailOf(acct, id)).toMatchObject({ acctName: '基本信息', cellPhone: phone, remark: '新备注' });
    expect((await acct.remove({ id })).body.code).toBe('0');
  });

  it('a required field sent empty answers its seed message; a conditional rule reads the stored record', async () => {
    const row = await addDic('empty', 5);
    expect((await dic.update({ id: row.id, description: '' })).body).toEqual({ code: '001', msg: '描述/名称为必输项', data: null });
    expect((await dic.update({ id: row.id, sort: null })).body).toEqual({ code: '001', msg: '排序为必输项', data: null });
    expect((await dic.batchUpdate({ idList: [row.id], val: '' })).body).toEqual({ code: '001', msg: '值为必输项', data: null });
    expect(await detailOf(dic, row.id)).toEqual(row);

    const acctNo = `pe_${stamp}`;
    const id = (await acct.add({ type: '02', acctNo, acctName: '非标准', passWord: 'Partial_2026' })).body.data as string;
    // Type 01 needs a phone: none stored and none sent.
    expect((await acct.update({ id, type: '01' })).body).toEqual({ code: '001', msg: '医院级标准用户必须输入手机号', data: null });
    expect((await acct.update({ id, type: '01', cellPhone: `137${stamp}2` })).body.code).toBe('0');
    expect((await acct.update({ id, cellPhone: '' })).body).toEqual({ code: '001', msg: '医院级标准用户必须输入手机号', data: null });
    expect((await acct.remove({ id })).body.code).toBe('0');
  });

  it('a dictionary batch edit of only sort leaves every other field of both rows as it was', async () => {
    const first = await addDic('b1', 11);
    const second = await addDic('b2', 12);
    const response = await dic.batchUpdate({ idList: [first.id, second.id], sort: 77 });
    expect(response.body).toEqual({ code: '0', msg: '修改成功!', data: { count: 2 } });
    for (const before of [first, second]) {
      const after = await detailOf<DicRow>(dic, before.id);
      const { sort, rowVersion, lstupdDateTime, ...rest } = after;
      expect(sort).toBe(77);
      expect(rowVersion).toBe(before.rowVersion + 1);
      expect(lstupdDateTime >= before.lstupdDateTime).toBe(true);
      const { sort: _s, rowVersion: _v, lstupdDateTime: _t, ...kept } = before;
      expect(rest).toEqual(kept);
    }
  });

  it('a batch or an update that sends no field is refused and writes nothing, not even an audit row', async () => {
    const row = await addDic('none', 21);
    const requestId = `partial-${tag}`;
    const batch = await api.post('/db/dic/batchUpdate', { idList: [row.id] }, { token: admin, headers: { 'x-request-id': requestId } });
    expect(batch.body).toEqual(NOTHING);
    expect((await dic.update({ id: row.id })).body).toEqual(NOTHING);
    expect((await dic.update({ id: row.id, rowVersion: row.rowVersion })).body).toEqual(NOTHING);
    expect(await detailOf(dic, row.id)).toEqual(row);
    const logs = await api.post<Paged<unknown>>(
      '/db/operate-log/query',
      { pagedQueryInfo: { index: 1, pageSize: 10 }, requestId },
      { token: admin },
    );
    expect(logs.body.data.total).toBe(0);
    // No ids at all is still the seed's own message.
    expect((await dic.batchUpdate({ idList: [] })).body).toMatchObject({ code: '001', msg: '请选中至少一条待修改数据' });
  });
});

describe('versions: an edit of a record someone else changed is refused', () => {
  it('query and detail return rowVersion, a number each write raises by one', async () => {
    const row = await addDic('v1', 31);
    expect(row.rowVersion).toBe(0);
    const listed = (await dic.query<DicRow>({ type: tag.toUpperCase(), val: 'v1' })).body.data.list;
    expect(listed).toEqual([expect.objectContaining({ id: row.id, rowVersion: 0 })]);
    expect((await dic.update({ id: row.id, sort: 32, rowVersion: 0 })).body.code).toBe('0');
    expect((await detailOf<DicRow>(dic, row.id)).rowVersion).toBe(1);
    // Never a filter: a query echoing it back is answered as if it were not there.
    expect((await dic.query<DicRow>({ type: tag.toUpperCase(), val: 'v1', rowVersion: 99 })).body.data.total).toBe(1);
  });

  it('an update with a stale rowVersion: 409 with the row as it is now, nothing written', async () => {
    const row = await addDic('stale', 41);
    expect((await dic.update({ id: row.id, description: '他人先保存', rowVersion: 0 })).body.code).toBe('0');
    const now = await detailOf<DicRow>(dic, row.id);
    const stale = await dic.update({ id: row.id, sort: 42, rowVersion: 0 });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({ code: '409', msg: CONFLICT, data: { conflicts: [{ id: row.id, current: now }] } });
    expect(now).toMatchObject({ rowVersion: 1, description: '他人先保存', sort: 41 });
    expect(await detailOf(dic, row.id)).toEqual(now);
    // In English for an English console.
    const english = await api.post('/db/dic/update', { id: row.id, sort: 42, rowVersion: 0 }, { token: admin, headers: { lang: 'en' } });
    expect(english.body).toMatchObject({
      code: '409',
      msg: 'This record was changed by someone else; check the differences and save again',
    });
    // With the current version it goes through.
    expect((await dic.update({ id: row.id, sort: 42, rowVersion: 1 })).body.code).toBe('0');
    // Bad versions are bad input.
    expect((await dic.update({ id: row.id, sort: 43, rowVersion: '2' })).body).toMatchObject({ code: '001', msg: '版本号必须为整数' });
  });

  it('a batch with one stale version among rowVersions: 409 for that row, no row written', async () => {
    const first = await addDic('bs1', 51);
    const second = await addDic('bs2', 52);
    expect((await dic.update({ id: second.id, val: 'bs2-他人' })).body.code).toBe('0');
    const response = await dic.batchUpdate({ idList: [first.id, second.id], sort: 99, rowVersions: { [first.id]: 0, [second.id]: 0 } });
    expect(response.body).toMatchObject({ code: '409', msg: CONFLICT });
    const { conflicts } = response.body.data as unknown as { conflicts: { id: string; current: DicRow }[] };
    expect(conflicts).toEqual([
      { id: second.id, current: expect.objectContaining({ id: second.id, val: 'bs2-他人', rowVersion: 1, sort: 52 }) },
    ]);
    expect(await detailOf(dic, first.id)).toEqual(first);
    expect((await detailOf<DicRow>(dic, second.id)).sort).toBe(52);
    expect(
      (await dic.batchUpdate({ idList: [first.id, second.id], sort: 99, rowVersions: { [first.id]: 0, [second.id]: 1 } })).body.code,
    ).toBe('0');
  });

  it('without a version the last write wins, as before', async () => {
    const row = await addDic('lww', 61);
    expect((await dic.update({ id: row.id, description: '先' })).body.code).toBe('0');
    expect((await dic.update({ id: row.id, description: '后' })).body.code).toBe('0');
    expect(await detailOf(dic, row.id)).toMatchObject({ description: '后', rowVersion: 2 });
    expect((await dic.batchUpdate({ idList: [row.id], description: '批量' })).body.code).toBe('0');
    expect(await detailOf(dic, row.id)).toMatchObject({ description: '批量', rowVersion: 3 });
  });

  it('a form action checks the version too (重置密码)', async () => {
    const phone = `137${stamp}3`;
    const id = (await acct.add({ type: '01', cellPhone: phone, acctName: '版本', passWord: 'Partial_2026' })).body.data as string;
    expect((await acct.update({ id, remark: '他人修改' })).body.code).toBe('0');
    const reset = await api.post('/db/acct/resetPass', { id, passWord: 'Reset_2026', rowVersion: 0 }, { token: admin });
    expect(reset.body).toMatchObject({
      code: '409',
      msg: CONFLICT,
      data: { conflicts: [{ id, current: { id, remark: '他人修改', rowVersion: 1 } }] },
    });
    expect(await api.login(phone, 'Partial_2026')).toMatch(/.+/);
    expect((await acct.remove({ id })).body.code).toBe('0');
  });

  it('a hospital department: tree nodes carry rowVersion, and a conflict answers the detail with its hospital', async () => {
    const hospCode = '10001';
    const added = await dept.add({ hospCode, deptName: `${tag} 科室`, parentId: '0'.repeat(24), sort: 5 });
    expect(added.body.code).toBe('0');
    const id = added.body.data as string;
    const tree = (await api.get<Row[]>(`/db/hosp-dept/treeQuery?hospCode=${hospCode}`, { token: admin })).body.data;
    expect(tree.find((node) => node.id === id)).toMatchObject({ rowVersion: 0 });
    expect((await dept.update({ hospCode, id, sort: 6 })).body.code).toBe('0');
    const stale = await dept.update({ hospCode, id, deptName: `${tag} 改名`, rowVersion: 0 });
    expect(stale.body).toMatchObject({
      code: '409',
      data: { conflicts: [{ id, current: { id, hospCode, hospCodeDesc: expect.any(String), sort: 6, rowVersion: 1 } }] },
    });
    expect((await dept.remove({ hospCode, id })).body.code).toBe('0');
  });
});

describe('other entities: one field at a time', () => {
  it('registration certificates (注册证信息): update and batch-edit one field', async () => {
    const full = {
      rgstNo: `国械注准${tag}`,
      manufacturer: `${tag} 厂家`,
      eqpName: '监护仪',
      eqpModel: 'T5',
      approvalDate: '2021-04-16',
      effectiveDeadline: '2026-04-15',
    };
    const first = (await certificates.add(full)).body.data as string;
    const second = (await certificates.add({ ...full, rgstNo: `国械注准${tag}-2`, eqpModel: 'T8' })).body.data as string;
    expect((await certificates.update({ id: first, standard: '含心电模块' })).body.msg).toBe('修改成功!');
    expect(await detailOf(certificates, first)).toMatchObject({ ...full, standard: '含心电模块', rowVersion: 1 });
    expect((await certificates.batchUpdate({ idList: [first, second], effectiveDeadline: '2031-04-15' })).body).toMatchObject({
      code: '0',
      data: { count: 2 },
    });
    expect(await detailOf(certificates, second)).toMatchObject({
      ...full,
      rgstNo: `国械注准${tag}-2`,
      eqpModel: 'T8',
      effectiveDeadline: '2031-04-15',
      rowVersion: 1,
    });
    expect((await certificates.update({ id: second, rgstNo: '' })).body).toMatchObject({ code: '001', msg: '注册证号为必输项' });
    expect((await certificates.remove({ idList: [first, second] })).body.code).toBe('0');
  });

  it('scheduled jobs (定时任务): PUT one field, batch-edit one field, stale version refused', async () => {
    const job = {
      jobName: `部分修改${tag}`,
      beanName: 'diagnosticJob',
      methodName: 'wait',
      params: '{"seconds": 0}',
      cronExpression: '0 0 1 * * *',
      isPause: true,
      remark: '原备注',
    };
    const id = (await api.post<string>('/api/quartz-job/jobs', job, { token: admin })).body.data;
    const read = async () => (await api.post<Row>('/api/quartz-job/detail', { id }, { token: admin })).body.data;
    expect((await api.call('PUT', '/api/quartz-job/jobs', { id, remark: '新备注' }, { token: admin })).body).toMatchObject({
      code: '0',
      msg: '修改成功!',
    });
    expect(await read()).toMatchObject({ ...job, remark: '新备注', rowVersion: 1 });
    expect(
      (await api.post('/api/quartz-job/batchUpdate', { ids: [id], cronExpression: '0 0 2 * * *' }, { token: admin })).body,
    ).toMatchObject({ code: '0', data: { count: 1 } });
    expect(await read()).toMatchObject({ ...job, remark: '新备注', cronExpression: '0 0 2 * * *', rowVersion: 2 });
    const stale = await api.call('PUT', '/api/quartz-job/jobs', { id, remark: '过期', rowVersion: 1 }, { token: admin });
    expect(stale.body).toMatchObject({
      code: '409',
      msg: CONFLICT,
      data: { conflicts: [{ id, current: { remark: '新备注', rowVersion: 2 } }] },
    });
    expect((await api.post('/api/quartz-job/batchUpdate', { ids: [id] }, { token: admin })).body).toEqual(NOTHING);
    expect((await api.call('DELETE', `/api/quartz-job/jobs/${id}`, undefined, { token: admin })).body.code).toBe('0');
  });
});
