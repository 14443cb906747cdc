import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID, type Paged } from '../support/entity-api.js';

/** Laws and product manuals (seed 002 sections 2.1, 2.2, 3, 5, 7; seed 000 section 7): one table, two screens. */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
/** manager: 设备科管理员 of 10001 only (every permission there). */
let manager = '';
/** engineer: 维修工程师 of 10001 and 10002, without sys:laws. */
let engineer = '';
const laws = entityCalls(api, '/db/laws', () => admin);
const manuals = entityCalls(api, '/db/operation-doc', () => admin);
const asManager = entityCalls(api, '/db/laws', () => manager);

interface DocRow {
  id: string;
  fileName: string;
  fileType: string;
  dataSource: string;
  filePath: string;
  isGlobal: boolean;
  hospCode: string | null;
  relationMenuId: string | null;
  relationMenuName: string | null;
  createDateTime: string;
  lstupdDateTime: string;
}

const tag = `t${Date.now().toString(36)}`;
const doc = (extra: Record<string, unknown> = {}) => ({
  fileName: `${tag} 医疗器械临床使用管理办法`,
  dataSource: '国家卫生健康委员会',
  filePath: `/files/other/202611/${'a'.repeat(32)}/${tag}.pdf`,
  ...extra,
});

async function addLaw(extra: Record<string, unknown> = {}): Promise<string> {
  const response = await laws.add(doc({ isGlobal: true, ...extra }));
  expect(response.body).toMatchObject({ code: '0', msg: '添加成功!' });
  return response.body.data;
}

const names = (page: Paged<DocRow>) => page.list.map((row) => row.fileName);

/** The id of a hospital's menu at a route path, through the menu tree of /db/hosp-menu. */
async function menuAt(hospCode: string, path: string): Promise<{ id: string; menuName: string }> {
  interface Node {
    id: string;
    menuName: string;
    path: string;
    children?: Node[];
  }
  const tree = await api.get<Node[]>(`/db/hosp-menu/treeQuery?hospCode=${hospCode}`, { token: admin });
  const find = (nodes: Node[]): Node | undefined =>
    nodes.map((node) => (node.path === path ? node : find(node.children ?? []))).find(Boolean);
  const menu = find(tree.body.data)!;
  return { id: menu.id, menuName: menu.menuName };
}

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
  engineer = await hospitalUserToken(api, 'engineer', '10001');
});

describe('/db/laws', () => {
  it('refuses an add without each required field, with the messages of section 5', async () => {
    expect((await laws.add({})).body).toMatchObject({ code: '001', msg: '文件名称为必输项' });
    expect((await laws.add({ fileName: 'x' })).body).toMatchObject({ code: '001', msg: '数据源为必输项' });
    expect((await laws.add({ fileName: 'x', dataSource: 'y' })).body).toMatchObject({ code: '001', msg: '文件路径为必输项' });
    // The form starts with the switch on (the law default); a call must still say it.
    expect((await laws.add(doc())).body).toMatchObject({ code: '001', msg: '全局为必输项' });
    // /db/laws serves both kinds (issue 26): a manual's type sent there is stored, a law is the default.
    const id = (await laws.add({ ...doc(), isGlobal: true, fileType: '02' })).body.data as string;
    expect((await laws.detail<DocRow>({ id })).body.data.fileType).toBe('02');
    expect((await laws.add({ ...doc(), isGlobal: true, fileType: '03' })).body).toMatchObject({
      code: '001',
      msg: '文件类型不在可选范围内',
    });
  });

  it('adds a law as fileType 01; the global switch clears the hospital', async () => {
    const id = await addLaw({ hospCode: '10001' });
    const row = (await laws.detail<DocRow>({ id })).body.data;
    expect(row).toMatchObject({ fileType: '01', isGlobal: true, hospCode: null, dataSource: '国家卫生健康委员会' });
    expect(row.createDateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('edits with the same rules; turning global on empties the hospital of a hospital’s law', async () => {
    const id = await addLaw({ isGlobal: false, hospCode: '10001' });
    expect((await laws.detail<DocRow>({ id })).body.data).toMatchObject({ isGlobal: false, hospCode: '10001' });
    const { fileName, dataSource, filePath } = doc();
    // An edit sends what it changes; a required field sent empty is refused with its message.
    expect((await laws.update({ id, fileName, dataSource, filePath, isGlobal: null })).body).toMatchObject({
      code: '001',
      msg: '全局为必输项',
    });
    expect((await laws.update({ id, fileName: '', dataSource, filePath, isGlobal: false })).body).toMatchObject({
      code: '001',
      msg: '文件名称为必输项',
    });
    expect((await laws.update({ id, fileName: `${tag} 改`, dataSource, filePath, isGlobal: true, hospCode: '10001' })).body).toMatchObject({
      code: '0',
      msg: '修改成功!',
    });
    expect((await laws.detail<DocRow>({ id })).body.data).toMatchObject({ fileName: `${tag} 改`, isGlobal: true, hospCode: null });
    // The lock reads the stored switch: a hospital sent alone for a global law is not stored either.
    expect((await laws.update({ id, hospCode: '10001' })).body.code).toBe('0');
    expect((await laws.detail<DocRow>({ id })).body.data).toMatchObject({ isGlobal: true, hospCode: null });
  });

  it('batch-edits the selected laws with the batch rules, and deletes', async () => {
    const a = await addLaw();
    const b = await addLaw({ isGlobal: false, hospCode: '10002' });
    expect((await laws.batchUpdate({ idList: [a, b], fileName: 'x', dataSource: '' })).body).toMatchObject({
      code: '001',
      msg: '数据源为必输项',
    });
    expect((await laws.batchUpdate({ idList: [a, b], fileName: 'x', dataSource: 'y', filePath: 'z', isGlobal: null })).body).toMatchObject({
      code: '001',
      msg: '全局为必输项',
    });
    const done = await laws.batchUpdate({ idList: [a, b], ...doc({ dataSource: `${tag} 批量` }), isGlobal: false, hospCode: '10002' });
    expect(done.body).toMatchObject({ code: '0', msg: '修改成功!', data: { count: 2 } });
    const page = (await laws.query<DocRow>({ dataSource: `${tag} 批量` })).body.data;
    expect(page.total).toBe(2);
    expect(page.list.every((row) => row.hospCode === '10002' && !row.isGlobal)).toBe(true);
    expect((await laws.remove({ id: b })).body).toMatchObject({ code: '0', msg: '删除成功!', data: { count: 1 } });
    expect((await laws.detail({ id: b })).body).toMatchObject({ code: '404', msg: '记录不存在' });
  });

  it('filters by id, fileName, dataSource, filePath, hospital and creation time', async () => {
    const id = await addLaw({ fileName: `${tag} 过滤`, dataSource: `${tag} 来源`, isGlobal: false, hospCode: '10001' });
    const only = async (body: Record<string, unknown>) => names((await laws.query<DocRow>(body)).body.data);
    expect(await only({ id })).toEqual([`${tag} 过滤`]);
    expect(await only({ fileName: `${tag} 过` })).toEqual([`${tag} 过滤`]);
    expect(await only({ dataSource: `${tag} 来源` })).toEqual([`${tag} 过滤`]);
    expect((await only({ filePath: `${tag}.pdf`, hospCode: '10001' })).includes(`${tag} 过滤`)).toBe(true);
    expect(await only({ fileName: `${tag} 过`, hospCode: '10002' })).toEqual([]);
    expect(await only({ fileName: `${tag} 过`, createDateTime: ['2000-01-01 00:00:00', '2000-01-02 00:00:00'] })).toEqual([]);
    expect(await only({ fileName: `${tag} 过`, createDateTime: ['2000-01-01 00:00:00', '2099-01-01 00:00:00'] })).toEqual([`${tag} 过滤`]);
  });

  it('one table, two kinds: /db/laws lists laws unless fileType names manuals; /db/operation-doc only manuals', async () => {
    const manual = await manuals.add({ ...doc({ fileName: `${tag} 说明书` }), isGlobal: true });
    expect(manual.body.msg).toBe('添加成功!');
    expect((await manuals.detail<DocRow>({ id: manual.body.data })).body.data.fileType).toBe('02');
    expect((await laws.detail<DocRow>({ id: manual.body.data })).body.data.fileType).toBe('02');
    expect(names((await laws.query<DocRow>({ fileName: `${tag} 说明书` })).body.data)).toEqual([]);
    expect(names((await laws.query<DocRow>({ fileName: `${tag} 说明书`, fileType: '02' })).body.data)).toEqual([`${tag} 说明书`]);
    expect(names((await manuals.query<DocRow>({ fileName: `${tag} 说明书` })).body.data)).toEqual([`${tag} 说明书`]);
    // The manuals' own prefix refuses a law's type rather than storing a manual anyway.
    expect((await manuals.add({ ...doc(), isGlobal: true, fileType: '01' })).body).toMatchObject({
      code: '001',
      msg: '文件类型不在可选范围内',
    });
  });

  it('serves the demo laws’ files as PDFs', async () => {
    const page = (await laws.query<DocRow>({ fileName: '医疗器械监督管理条例' })).body.data;
    const url = page.list[0]!.filePath;
    expect(url).toMatch(/^\/files\/other\/\d{6}\/[0-9a-f]{32}\/.+\.pdf$/);
    const file = await fetch(`${api.baseUrl}${url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });
});

describe('who sees which documents', () => {
  let own = '';
  let other = '';
  let global = '';
  beforeAll(async () => {
    own = await addLaw({ fileName: `${tag} 市一院制度`, isGlobal: false, hospCode: '10001' });
    other = await addLaw({ fileName: `${tag} 中心医院制度`, isGlobal: false, hospCode: '10002' });
    global = await addLaw({ fileName: `${tag} 全国法规` });
  });

  it('a hospital user of 10001 sees global laws and 10001’s, never 10002’s', async () => {
    const seen = names((await asManager.query<DocRow>({ fileName: tag }, 1, 200)).body.data);
    expect(seen).toContain(`${tag} 市一院制度`);
    expect(seen).toContain(`${tag} 全国法规`);
    expect(seen).not.toContain(`${tag} 中心医院制度`);
    expect(names((await asManager.query<DocRow>({ hospCode: '10002' }, 1, 200)).body.data)).toEqual([]);
    expect((await asManager.detail({ id: other })).body).toMatchObject({ code: '404', msg: '记录不存在' });
    expect((await asManager.detail<DocRow>({ id: own })).body.data.hospCode).toBe('10001');
    expect((await asManager.detail<DocRow>({ id: global })).body.data.isGlobal).toBe(true);
  });

  it('the super admin sees every hospital’s, through query and admin-query', async () => {
    const seen = names((await laws.query<DocRow>({ fileName: tag }, 1, 200)).body.data);
    expect(seen).toEqual(expect.arrayContaining([`${tag} 市一院制度`, `${tag} 中心医院制度`, `${tag} 全国法规`]));
    const all = await laws.post<Paged<DocRow>>('admin-query', { pagedQueryInfo: { index: 1, pageSize: 200 }, fileName: tag });
    expect(all.body.code).toBe('0');
    expect(names(all.body.data)).toEqual(expect.arrayContaining([`${tag} 市一院制度`, `${tag} 中心医院制度`, `${tag} 全国法规`]));
    expect(all.body.data.list.every((row) => row.fileType === '01')).toBe(true);
    const refused = await laws.post('admin-query', { pagedQueryInfo: { index: 1, pageSize: 200 }, fileNam: tag });
    expect(refused.body).toMatchObject({ code: '001', msg: '不支持的参数 fileNam' });
  });

  it('refuses admin-query, and every write, to hospital users', async () => {
    expect((await asManager.post('admin-query', { pagedQueryInfo: { index: 1, pageSize: 10 } })).body).toMatchObject({
      code: '403',
      msg: '仅超级管理员可以执行该操作',
    });
    expect((await asManager.add({ ...doc(), isGlobal: false, hospCode: '10001' })).body).toMatchObject({
      code: '403',
      msg: '仅超级管理员可以执行该操作',
    });
    expect((await asManager.update({ id: own, ...doc(), isGlobal: false, hospCode: '10001' })).body).toMatchObject({
      code: '403',
      msg: '仅超级管理员可以执行该操作',
    });
    expect((await asManager.batchUpdate({ idList: [own], ...doc(), isGlobal: true })).body.code).toBe('403');
    expect((await asManager.remove({ id: own })).body.code).toBe('403');
    expect(
      (await api.post('/db/operation-doc/admin-query', { pagedQueryInfo: { index: 1, pageSize: 10 } }, { token: manager })).body.code,
    ).toBe('403');
  });

  it('a hospital user without the screen’s permission is refused the query', async () => {
    const response = await api.post('/db/laws/query', { pagedQueryInfo: { index: 1, pageSize: 10 } }, { token: engineer });
    expect(response.body.code).toBe('403');
  });
});

describe('/db/operation-doc and the related manual of a page', () => {
  let ledger: { id: string; menuName: string };
  beforeAll(async () => {
    ledger = await menuAt('10001', '/eqp/index');
  });

  it('needs the global switch (no default for manuals) and keeps the related menu', async () => {
    const base = doc({ fileName: `${tag} 监护仪说明书` });
    expect((await manuals.add(base)).body).toMatchObject({ code: '001', msg: '全局为必输项' });
    const added = await manuals.add({
      ...base,
      isGlobal: false,
      hospCode: '10001',
      relationMenuId: ledger.id,
      relationMenuName: ledger.menuName,
    });
    expect(added.body.msg).toBe('添加成功!');
    expect((await manuals.detail<DocRow>({ id: added.body.data })).body.data).toMatchObject({
      fileType: '02',
      relationMenuId: ledger.id,
      relationMenuName: '设备台账',
      hospCode: '10001',
    });
    expect(
      (
        await manuals.batchUpdate({
          idList: [added.body.data],
          ...base,
          isGlobal: false,
          hospCode: '10001',
          relationMenuId: ledger.id,
          relationMenuName: '设备台账',
        })
      ).body.msg,
    ).toBe('修改成功!');
    await manuals.remove({ id: added.body.data });
  });

  it('answers the demo manual of the equipment ledger, in every hospital (a global manual matches by menu name)', async () => {
    for (const hospCode of ['10001', '10002']) {
      const response = await api.post<{ filePath: string; fileName: string }>(
        '/db/laws/query-relation-menu-laws',
        { hospCode, routePath: '/eqp/index' },
        { token: admin },
      );
      expect(response.body.code).toBe('0');
      expect(response.body.data.fileName).toBe('设备台账操作手册');
      expect(response.body.data.filePath).toMatch(/^\/files\/other\/.+\.pdf$/);
    }
  });

  it('prefers the hospital’s own manual, and never answers another hospital’s', async () => {
    const repair = await menuAt('10002', '/guar-equipment-record');
    const own = await manuals.add({
      ...doc({ fileName: `${tag} 中心医院出保手册` }),
      isGlobal: false,
      hospCode: '10002',
      relationMenuId: repair.id,
      relationMenuName: repair.menuName,
    });
    const ask = (token: string, hospCode: string) =>
      api.post<{ filePath: string | null; fileName: string | null }>(
        '/db/laws/query-relation-menu-laws',
        { hospCode, routePath: '/guar-equipment-record' },
        { token },
      );
    expect((await ask(engineer, '10002')).body.data.fileName).toBe(`${tag} 中心医院出保手册`);
    expect((await ask(manager, '10001')).body).toEqual({ code: '0', msg: '成功', data: { id: null, fileName: null, filePath: null } });
    expect((await ask(manager, '10002')).body).toMatchObject({ code: '403', msg: '您没有该医院的访问权限' });
    await manuals.remove({ id: own.body.data });
    expect((await ask(engineer, '10002')).body.data.filePath).toBeNull();
  });

  it('answers none for a route without a menu, and checks its input', async () => {
    const post = (body: unknown) => api.post('/db/laws/query-relation-menu-laws', body, { token: manager });
    expect((await post({ hospCode: '10001', routePath: '/no/such/page' })).body.data).toEqual({ id: null, fileName: null, filePath: null });
    expect((await post({ routePath: '/eqp/index' })).body).toMatchObject({ code: '001', msg: '请选择医院' });
    expect((await post({ hospCode: '10001' })).body).toMatchObject({ code: '001', msg: '路由路径为必输项' });
    expect((await post({ hospCode: '10001', routePath: 'eqp' })).body).toMatchObject({ code: '001', msg: '路由路径必须以/开头' });
    expect((await post({ hospCode: '10001', routePath: '/eqp/index', extra: 1 })).body).toMatchObject({
      code: '001',
      msg: '不支持的参数 extra',
    });
    expect((await api.post('/db/laws/query-relation-menu-laws', { hospCode: '10001', routePath: '/eqp/index' })).body.code).toBe('098');
  });

  it('404 for a manual id that does not exist', async () => {
    expect((await manuals.detail({ id: MISSING_ID })).body).toMatchObject({ code: '404', msg: '记录不存在' });
  });
});
