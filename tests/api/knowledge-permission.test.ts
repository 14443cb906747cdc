import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID, type Paged } from '../support/entity-api.js';

/**
 * 知识库权限 (issue 16): which hospitals, or roles of a hospital, read a law or a manual. A document
 * with permission rows is read only by the users they name; one without keeps the documents' rule
 * (global, or its own hospital's). The laws' and manuals' query, detail and the related-law lookup
 * all follow it; super admins read everything. The test's documents are its own and go at the end.
 */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
/** 设备科管理员 of 10001 only (sys:laws, sys:operation-doc). */
let manager = '';
const laws = entityCalls(api, '/db/laws', () => admin);
const manuals = entityCalls(api, '/db/operation-doc', () => admin);
const grants = entityCalls(api, '/db/knowledge-permission', () => admin);
const asManager = { laws: entityCalls(api, '/db/laws', () => manager), manuals: entityCalls(api, '/db/operation-doc', () => manager) };
const tag = `k${Date.now().toString(36)}`;
const FORBIDDEN = { code: '403', msg: '仅超级管理员可以执行该操作', data: null };
const docs: string[] = [];
const roles: Record<string, Record<string, string>> = {};

interface Option {
  value: string;
  label: string;
}
interface Row {
  id: string;
  fileName: string;
}

/** Each test's documents share a prefix of their own (`<tag>-<test>`), so a test counts only its own. */
async function addDoc(calls: typeof laws, prefix: string, fileName: string, extra: Record<string, unknown>): Promise<string> {
  const body = {
    fileName: `${prefix} ${fileName}`,
    dataSource: '测试',
    filePath: `/files/other/202611/${'b'.repeat(32)}/${tag}.pdf`,
    ...extra,
  };
  const response = await calls.add(body);
  expect(response.body).toMatchObject({ code: '0', msg: '添加成功!' });
  docs.push(response.body.data);
  return response.body.data;
}

async function grant(body: Record<string, unknown>): Promise<string> {
  const response = await grants.add(body);
  expect(response.body).toMatchObject({ code: '0', msg: '添加成功!' });
  return response.body.data;
}

/** The manager's visible documents of this test, by name. */
const managerSees = async (calls: typeof laws, prefix: string) =>
  ((await calls.query<Row>({ fileName: prefix }, 1, 50)).body.data as Paged<Row>).list
    .map((row) => row.fileName.replace(`${prefix} `, ''))
    .sort();

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
  for (const hospCode of ['10001', '10002']) {
    const options = (await api.get<Option[]>(`/api/selector/1/role?hospCode=${hospCode}`, { token: admin })).body.data;
    roles[hospCode] = Object.fromEntries(options.map((option) => [option.label, option.value]));
  }
});

afterAll(async () => {
  for (const id of docs) {
    await laws.remove({ id });
    await manuals.remove({ id });
  }
});

describe('/db/knowledge-permission', () => {
  it('refuses a permission without its fields, for unknown documents and hospitals, another hospital’s role, and twice', async () => {
    const doc = await addDoc(laws, `${tag}-a`, '权限校验', { isGlobal: true });
    expect((await grants.add({})).body).toEqual({ code: '001', msg: '知识库文件为必输项', data: null });
    expect((await grants.add({ docId: doc })).body).toEqual({ code: '001', msg: '医院为必输项', data: null });
    expect((await grants.add({ docId: MISSING_ID, hospCode: '10001' })).body).toEqual({ code: '002', msg: '知识库文件不存在', data: null });
    expect((await grants.add({ docId: doc, hospCode: 'X404' })).body).toEqual({ code: '002', msg: '医院不存在', data: null });
    expect((await grants.add({ docId: doc, hospCode: '10001', roleId: roles['10002']!.维修工程师 })).body).toEqual({
      code: '002',
      msg: '角色不属于所选医院',
      data: null,
    });
    const id = await grant({ docId: doc, hospCode: '10001' });
    expect((await grants.add({ docId: doc, hospCode: '10001' })).body).toEqual({ code: '002', msg: '该文件的此项权限已存在', data: null });
    const withRole = await grant({ docId: doc, hospCode: '10001', roleId: roles['10001']!.维修工程师, roleName: '维修工程师' });
    expect((await grants.update({ id: withRole, docId: doc, hospCode: '10001', roleId: null })).body).toEqual({
      code: '002',
      msg: '该文件的此项权限已存在',
      data: null,
    });
    expect(
      (await grants.update({ id: withRole, docId: doc, hospCode: '10001', roleId: roles['10001']!.院领导, roleName: '院领导' })).body,
    ).toMatchObject({ code: '0', msg: '修改成功!' });
    const row = (await grants.detail<Record<string, unknown>>({ id: withRole })).body.data;
    expect(row).toMatchObject({ docId: doc, fileName: `${tag}-a 权限校验`, hospCode: '10001', roleName: '院领导' });
    expect((await grants.query<Row>({ docId: doc })).body.data.total).toBe(2);
    expect((await grants.remove({ id })).body).toEqual({ code: '0', msg: '删除成功!', data: { count: 1 } });
  });

  it('offers every law and manual to the dialog, to super admins only', async () => {
    const doc = await addDoc(manuals, `${tag}-b`, '选择项', { isGlobal: true });
    const options = (await api.get<Option[]>('/api/selector/1/knowledge-doc', { token: admin })).body.data;
    expect(options).toContainEqual({ value: doc, label: `产品说明书 · ${tag}-b 选择项` });
    expect((await api.get('/api/selector/1/knowledge-doc', { token: manager })).body).toEqual(FORBIDDEN);
  });

  it('is the super admin’s: hospital users are refused every call', async () => {
    const calls = entityCalls(api, '/db/knowledge-permission', () => manager);
    expect((await calls.query({})).body).toEqual(FORBIDDEN);
    expect((await calls.add({ docId: MISSING_ID, hospCode: '10001' })).body).toEqual(FORBIDDEN);
    expect((await calls.remove({ id: MISSING_ID })).body).toEqual(FORBIDDEN);
  });
});

describe('the documents honour it', () => {
  it('a listed document is read only by the hospitals and roles listed; an unlisted one keeps its rule', async () => {
    const prefix = `${tag}-c`;
    const global = await addDoc(laws, prefix, '全局', { isGlobal: true });
    const own = await addDoc(laws, prefix, '本院', { isGlobal: false, hospCode: '10001' });
    const other = await addDoc(laws, prefix, '他院', { isGlobal: false, hospCode: '10002' });
    expect(await managerSees(asManager.laws, prefix)).toEqual(['全局', '本院']);

    // The global law for 10002 only, 10001's own for its engineers only: the manager loses both.
    await grant({ docId: global, hospCode: '10002' });
    const engineers = await grant({ docId: own, hospCode: '10001', roleId: roles['10001']!.维修工程师, roleName: '维修工程师' });
    expect(await managerSees(asManager.laws, prefix)).toEqual([]);
    expect((await asManager.laws.detail({ id: own })).body).toEqual({ code: '404', msg: '记录不存在', data: null });

    // His role, and a whole hospital, read again; 10002's law shared with 10001 is read there too.
    await grant({ docId: own, hospCode: '10001', roleId: roles['10001']!.设备科管理员, roleName: '设备科管理员' });
    await grant({ docId: other, hospCode: '10001' });
    expect(await managerSees(asManager.laws, prefix)).toEqual(['他院', '本院']);
    expect((await asManager.laws.detail<Row>({ id: other })).body.data.fileName).toBe(`${prefix} 他院`);

    // The super admin reads everything, through query and admin-query.
    expect((await laws.query<Row>({ fileName: prefix }, 1, 50)).body.data.total).toBe(3);
    expect(
      (await laws.post<Paged<Row>>('admin-query', { pagedQueryInfo: { index: 1, pageSize: 50 }, fileName: prefix })).body.data.total,
    ).toBe(3);

    // Deleting the permissions restores the documents' own rule.
    const listed = (await grants.query<Row>({ docId: own })).body.data.list.map((row) => row.id);
    expect((await grants.remove({ idList: listed })).body.data).toEqual({ count: 2 });
    expect((await grants.remove({ id: engineers })).body.code).toBe('404');
    expect(await managerSees(asManager.laws, prefix)).toEqual(['他院', '本院']);
  });

  it('a deleted document takes its permissions along', async () => {
    const doc = await addDoc(laws, `${tag}-d`, '删除', { isGlobal: true });
    await grant({ docId: doc, hospCode: '10002' });
    expect((await laws.remove({ id: doc })).body.code).toBe('0');
    expect((await grants.query({ docId: doc })).body.data).toEqual({ list: [], total: 0 });
  });

  it('manuals and the related-law lookup of a page follow it too', async () => {
    const prefix = `${tag}-e`;
    const menu = (
      await api.post<{ id: string | null; fileName: string | null }>(
        '/db/laws/query-relation-menu-laws',
        { hospCode: '10001', routePath: '/eqp/index' },
        { token: manager },
      )
    ).body.data;
    expect(menu.fileName).not.toBeNull();
    // A 10001 manual for the ledger page comes before the global one; restricted to 10002, it is gone.
    const tree = await api.get<{ id: string; path: string; menuName: string; children?: unknown[] }[]>(
      '/db/hosp-menu/treeQuery?hospCode=10001',
      { token: admin },
    );
    const flat = (
      nodes: { id: string; path: string; menuName: string; children?: unknown[] }[],
    ): { id: string; path: string; menuName: string }[] => nodes.flatMap((node) => [node, ...flat((node.children ?? []) as typeof nodes)]);
    const ledgerMenu = flat(tree.body.data).find((node) => node.path === '/eqp/index')!;
    const manual = await addDoc(manuals, prefix, '台账手册', {
      isGlobal: false,
      hospCode: '10001',
      relationMenuId: ledgerMenu.id,
      relationMenuName: ledgerMenu.menuName,
    });
    const ask = async (token: string) =>
      (
        await api.post<{ id: string | null }>(
          '/db/laws/query-relation-menu-laws',
          { hospCode: '10001', routePath: '/eqp/index' },
          { token },
        )
      ).body.data.id;
    expect(await ask(manager)).toBe(manual);
    expect(await managerSees(asManager.manuals, prefix)).toEqual(['台账手册']);
    const id = await grant({ docId: manual, hospCode: '10002' });
    expect(await ask(manager)).toBe(menu.id);
    expect(await managerSees(asManager.manuals, prefix)).toEqual([]);
    expect(
      (await grants.update({ id, docId: manual, hospCode: '10001', roleId: roles['10001']!.设备科管理员, roleName: '设备科管理员' })).body
        .code,
    ).toBe('0');
    expect(await ask(manager)).toBe(manual);
    expect(await ask(admin)).toBe(manual);
    expect(await managerSees(asManager.manuals, prefix)).toEqual(['台账手册']);
  });
});
