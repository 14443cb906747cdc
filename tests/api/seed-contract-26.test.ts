import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { KeyStatistics } from '../../contracts/dashboard.js';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, type Paged } from '../support/entity-api.js';
import { policyFields, postForm, type Policy, type Uploaded } from '../support/upload-api.js';
import { pngBytes } from '../support/upload-fixtures.js';
import { createHospitalUser, hospUserCalls, type HospUserRow } from './hosp-user-support.js';

/**
 * Issue 26 part 3: a client written to the seeds, call by call, where the server used to ignore,
 * rewrite or re-scope what it was sent. Each call is applied, or refused with a message naming
 * the field. Runs on both databases (tests/support/postgres-server.sh).
 */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
/** 设备科管理员 of 10001 (every permission there), session hospital 10001. */
let manager = '';
const asAdmin = hospUserCalls(api, () => admin);

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
});

describe('POST /db/hosp-user-info/update with the whole link (seed 001 section 3)', () => {
  let user: { acctId: string; id: string };
  const rowOf = async () => (await asAdmin.query<HospUserRow>({ hospCode: '10001', acctId: user.acctId })).body.data.list[0]!;
  beforeAll(async () => {
    user = await createHospitalUser(asAdmin, '10001', { acctName: '状态随改' });
  });

  it('applies a new state with the department and role, and answers 修改成功!', async () => {
    const before = await rowOf();
    expect(before.state).toBe('01');
    const { body } = await asAdmin.post('update', { ...before, state: '02' }, manager);
    expect(body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect(await rowOf()).toMatchObject({ state: '02', stateDesc: '休假', hospDeptId: before.hospDeptId, hospRoleId: before.hospRoleId });
  });

  it('leaves the state alone when none is sent', async () => {
    const { state: _state, stateDesc: _desc, ...rest } = await rowOf();
    expect((await asAdmin.post('update', rest, manager)).body.code).toBe('0');
    expect((await rowOf()).state).toBe('02');
  });

  it('refuses a state outside USER_STATE, resigning oneself, and another account, naming the field', async () => {
    const row = await rowOf();
    expect((await asAdmin.post('update', { ...row, state: '99' }, manager)).body).toMatchObject({
      code: '001',
      msg: '用户状态不在可选范围内',
    });
    expect((await asAdmin.post('update', { ...row, acctId: 'f'.repeat(24) }, manager)).body).toMatchObject({
      code: '001',
      msg: '平台账户不可修改：绑定属性修改不能更换绑定的账号',
    });
    const own = (await asAdmin.query<HospUserRow>({ hospCode: '10001', acctName: '李科长' }, manager)).body.data.list[0]!;
    expect((await asAdmin.post('update', { ...own, state: '03' }, manager)).body).toMatchObject({
      code: '002',
      msg: '不能将当前登录用户设为离职',
    });
    expect((await rowOf()).state).toBe('02');
  });
});

describe('bindings across hospitals in the seed’s shape (no hospCode)', () => {
  let user: { acctId: string };
  const bind = (body: Record<string, unknown>, token: string) =>
    api.post<{ hospCodeList: string[] }>('/db/hosp-user-info/batch-hosp-user-add-or-update', body, { token });
  const bound = (token: string, query = '') =>
    api.get<{ hospCodeList: string[]; manageableHospCodeList: string[] }>(
      `/db/hosp-user-info/acct-bind-hosp-id-on-manage/${user.acctId}${query}`,
      { token },
    );
  beforeAll(async () => {
    user = await createHospitalUser(asAdmin, '10001', { acctName: '跨院种子形状' });
  });

  it('a super admin binds and reads without naming a hospital', async () => {
    const { body } = await bind({ acctId: user.acctId, acctName: '跨院种子形状', hospCodeList: ['10001', '10003'] }, admin);
    expect(body).toMatchObject({ code: '0', msg: '修改成功!', data: { hospCodeList: ['10001', '10003'] } });
    expect((await bound(admin)).body).toMatchObject({ code: '0', data: { hospCodeList: ['10001', '10003'] } });
  });

  it('a hospital administrator works from the hospital of their session', async () => {
    expect((await bound(manager)).body).toMatchObject({
      code: '0',
      data: { hospCodeList: ['10001', '10003'], manageableHospCodeList: ['10001'] },
    });
    // 10003 is not theirs to change: leaving it out is refused, keeping it is fine.
    expect((await bind({ acctId: user.acctId, acctName: '跨院种子形状', hospCodeList: ['10001'] }, manager)).body).toMatchObject({
      code: '403',
    });
    expect((await bind({ acctId: user.acctId, acctName: '跨院种子形状', hospCodeList: ['10001', '10003'] }, manager)).body.code).toBe('0');
  });

  it('a hospCode still sent is used, and another hospital’s is refused, never swapped for the session’s', async () => {
    expect((await bound(manager, '?hospCode=10001')).body.code).toBe('0');
    expect((await bound(manager, '?hospCode=10002')).body).toEqual({ code: '403', msg: '您没有该医院的访问权限', data: null });
    const other = await bind(
      { hospCode: '10002', acctId: user.acctId, acctName: '跨院种子形状', hospCodeList: ['10001', '10003'] },
      manager,
    );
    expect(other.body).toEqual({ code: '403', msg: '您没有该医院的访问权限', data: null });
    expect((await bound(admin, '?hospCode=10002')).body).toMatchObject({ code: '404', msg: '平台账户不存在' });
  });

  it('a hospital user who has chosen no hospital is refused, not answered for some hospital', async () => {
    const fresh = await api.login('manager', 'Demo@2026');
    expect((await bound(fresh)).body.code).toBe('403');
  });
});

describe('/db/laws serves laws and manuals (seed 002 sections 2.2, 3, 7)', () => {
  const laws = entityCalls(api, '/db/laws', () => admin);
  const tag = `m26${Date.now().toString(36)}`;
  interface DocRow {
    id: string;
    fileName: string;
    fileType: string;
    relationMenuId: string | null;
  }
  const manual = (extra: Record<string, unknown> = {}) => ({
    fileName: `${tag} 呼吸机说明书`,
    fileType: '02',
    dataSource: '示范医疗',
    filePath: `/files/other/202611/${'b'.repeat(32)}/${tag}.pdf`,
    isGlobal: false,
    hospCode: '10001',
    ...extra,
  });

  it('adds, reads, edits, batch-edits and deletes a manual through /db/laws, its type kept', async () => {
    const menus = await api.get<{ id: string; menuName: string; path: string; children?: unknown[] }[]>(
      '/db/hosp-menu/treeQuery?hospCode=10001',
      { token: admin },
    );
    const flat = (nodes: { id: string; menuName: string; path: string; children?: unknown[] }[]): typeof nodes =>
      nodes.flatMap((node) => [node, ...flat((node.children ?? []) as typeof nodes)]);
    const ledger = flat(menus.body.data).find((node) => node.path === '/eqp/index')!;
    const added = await laws.add(manual({ relationMenuId: ledger.id, relationMenuName: ledger.menuName }));
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    const id = added.body.data;
    expect((await laws.detail<DocRow>({ id })).body.data).toMatchObject({ fileType: '02', relationMenuId: ledger.id });

    // What a manual added this way is for: the page's related manual finds it.
    const related = await api.post<{ id: string | null }>(
      '/db/laws/query-relation-menu-laws',
      { hospCode: '10001', routePath: '/eqp/index' },
      { token: manager },
    );
    expect(related.body.data.id).toBe(id);

    const listed = await laws.query<DocRow>({ fileName: tag, fileType: '02' });
    expect(listed.body.data.list.map((row) => row.id)).toEqual([id]);
    expect((await laws.query<DocRow>({ fileName: tag })).body.data.total).toBe(0);
    expect(
      (
        await api.post<Paged<DocRow>>(
          '/db/laws/admin-query',
          { fileName: tag, fileType: '02', pagedQueryInfo: { index: 1, pageSize: 10 } },
          { token: admin },
        )
      ).body.data.total,
    ).toBe(1);

    expect((await laws.update({ ...manual(), id, fileName: `${tag} 呼吸机说明书 v2` })).body).toMatchObject({
      code: '0',
      msg: '修改成功!',
    });
    expect((await laws.detail<DocRow>({ id })).body.data).toMatchObject({ fileName: `${tag} 呼吸机说明书 v2`, fileType: '02' });
    expect((await laws.batchUpdate({ idList: [id], ...manual({ fileName: `${tag} 批量` }) })).body.code).toBe('0');
    expect((await laws.detail<DocRow>({ id })).body.data).toMatchObject({ fileName: `${tag} 批量`, fileType: '02' });
    expect((await laws.remove({ id })).body).toMatchObject({ code: '0', msg: '删除成功!' });
    expect((await laws.detail({ id })).body.code).toBe('404');
  });

  it('turns a law into a manual when an update says so, and refuses a type of neither kind', async () => {
    const law = await laws.add(manual({ fileName: `${tag} 条例`, fileType: undefined, isGlobal: true, hospCode: undefined }));
    expect((await laws.detail<DocRow>({ id: law.body.data })).body.data.fileType).toBe('01');
    expect((await laws.update({ ...manual({ fileName: `${tag} 条例`, fileType: '03' }), id: law.body.data })).body).toMatchObject({
      code: '001',
      msg: '文件类型不在可选范围内',
    });
    expect((await laws.update({ ...manual({ fileName: `${tag} 条例` }), id: law.body.data })).body.code).toBe('0');
    expect((await laws.detail<DocRow>({ id: law.body.data })).body.data.fileType).toBe('02');
  });
});

describe('/mtc-record link parameters of seed 000 section 2.5', () => {
  interface OrderRow {
    currentEgnId: string | null;
    seqState: string;
    finishTime: string | null;
  }
  let engineer = '';
  let me = '';
  const orders = (body: Record<string, unknown>) =>
    api.post<Paged<OrderRow>>(
      '/db/hosp-mtc-record/query',
      { hospCode: '10001', pagedQueryInfo: { index: 1, pageSize: 200 }, ...body },
      { token: engineer },
    );
  beforeAll(async () => {
    engineer = await hospitalUserToken(api, 'engineer', '10001');
    me = (await api.post<{ id: string }>('/api/acct-info', {}, { token: engineer })).body.data.id;
  });

  it('takes maintainPersonId, weekFinishMaintain and monthFinishMaintain and applies them', async () => {
    const mine = await orders({ maintainPersonId: me });
    expect(mine.body.code).toBe('0');
    expect(mine.body.data.total).toBeGreaterThan(0);
    expect(mine.body.data.list.every((row) => row.currentEgnId === me)).toBe(true);
    // The same counts as the engineer's key statistics: repairs they finished this week and month.
    const statistics = (
      await api.post<KeyStatistics>('/api/finish-work-record', { hospCode: '10001', myMaintain: true }, { token: engineer })
    ).body.data;
    for (const [flag, count] of [
      ['weekFinishMaintain', statistics.weeklyMaintenance],
      ['monthFinishMaintain', statistics.monthMaintenance],
    ] as const) {
      const page = (await orders({ maintainPersonId: me, [flag]: 'true' })).body.data;
      expect(page.total, flag).toBe(count);
      expect(page.list.every((row) => row.currentEgnId === me && row.seqState === '02' && row.finishTime !== null)).toBe(true);
    }
    expect((await orders({ maintainPersonId: me, monthFinishMaintain: 'false' })).body.data.total).toBe(mine.body.data.total);
  });
});

describe('the signed policy is the upload credential (seeds 000 and 002 section 7)', () => {
  it('stores a file posted to the policy’s action with key, policy and signature and no session', async () => {
    const policy = (await api.post<Policy>('/api/oss/policy', { type: 'IMG_EQP', fileNameList: ['种子.png'] }, { token: manager })).body
      .data;
    const png = pngBytes({ width: 6, height: 6 });
    const posted = await postForm<Uploaded>(api.baseUrl, policy.action, policyFields(policy), [{ name: '种子.png', bytes: png }]);
    expect(posted.body).toMatchObject({ code: '0', data: { id: policy.idList[0], url: policy.urlList[0], contentType: 'image/png' } });
    const file = await fetch(`${api.baseUrl}${policy.urlList[0]}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    const again = await postForm<Uploaded>(api.baseUrl, policy.action, { ...policyFields(policy), signature: 'forged' }, [
      { name: 'x.png', bytes: png },
    ]);
    expect(again.body).toMatchObject({ code: '001', msg: '上传凭证无效，请重新上传' });
  });
});
