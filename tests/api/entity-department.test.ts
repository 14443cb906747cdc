import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const dept = entityCalls(api, '/db/hosp-dept', () => admin);
const ROOT = '0'.repeat(24);

interface DeptNode {
  id: string;
  deptName: string;
  parentId: string;
  hospCode: string;
  disabled: boolean;
  children: DeptNode[];
}

const tree = async (hospCode: string, path = 'treeQuery', token = admin) =>
  (await api.get<DeptNode[]>(`/db/hosp-dept/${path}?hospCode=${hospCode}`, { token })).body;
const find = (nodes: DeptNode[], id: string): DeptNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = find(node.children, id);
    if (inside) return inside;
  }
  return undefined;
};

beforeAll(async () => {
  admin = await adminToken(api);
});

describe('/db/hosp-dept tree of one hospital', () => {
  const name = `测试科室${Date.now()}`;
  let top = '';
  let child = '';

  it('needs the hospital: 请选择医院', async () => {
    expect((await api.get('/db/hosp-dept/treeQuery', { token: admin })).body).toMatchObject({ code: '001', msg: '请选择医院' });
  });

  it('adds a top-level department under the root id and a child under it', async () => {
    const added = await dept.add({ deptName: name, parentId: ROOT, hospCode: '10002' });
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    top = added.body.data as string;
    child = (await dept.add({ deptName: `${name}-子`, parentId: top, hospCode: '10002' })).body.data as string;
    const nodes = (await tree('10002')).data;
    expect(find(nodes, top)).toMatchObject({ deptName: name, parentId: ROOT, hospCode: '10002' });
    expect(find(nodes, top)?.children.map((node) => node.id)).toEqual([child]);
  });

  it("sends each node as the seed's department (plus sort and the version an edit sends back), without the fields no tree screen shows", async () => {
    const node = find((await tree('10002')).data, child)!;
    expect(Object.keys(node).sort()).toEqual(['children', 'deptName', 'disabled', 'hospCode', 'id', 'parentId', 'rowVersion', 'sort']);
    expect((await dept.detail<Record<string, unknown>>({ id: child, hospCode: '10002' })).body.data).toHaveProperty('lstupdDateTime');
  });

  it('keeps hospitals apart: the department is not in another hospital', async () => {
    expect(find((await tree('10001')).data, top)).toBeUndefined();
    expect((await dept.detail({ id: top, hospCode: '10001' })).body.code).toBe('404');
  });

  it('states the seed messages', async () => {
    expect((await dept.add({ parentId: ROOT, hospCode: '10002' })).body.msg).toBe('部门名称为必输项');
    expect((await dept.add({ deptName: 'x', hospCode: '10002' })).body.msg).toBe('上级部门ID为必输项');
    expect((await dept.add({ deptName: 'x', parentId: ROOT })).body.msg).toBe('医院编号为必输项');
    expect((await dept.add({ deptName: 'x', parentId: MISSING_ID, hospCode: '10002' })).body.msg).toBe('上级部门ID不存在');
  });

  it('refuses to delete a department that still has children', async () => {
    expect((await dept.remove({ id: top, hospCode: '10002' })).body).toMatchObject({ code: '002', msg: '请先删除子级部门' });
  });

  it('refuses to move a department under its own child', async () => {
    const response = await dept.update({ id: top, deptName: name, parentId: child, hospCode: '10002' });
    expect(response.body).toMatchObject({ code: '001', msg: '上级部门ID不能为自身或其下级' });
  });

  it('undelete-treeQuery leaves out disabled departments and what is under them', async () => {
    expect((await dept.update({ id: top, deptName: name, parentId: ROOT, hospCode: '10002', disabled: true })).body.code).toBe('0');
    expect(find((await tree('10002')).data, child)).toBeDefined();
    const undeleted = (await tree('10002', 'undelete-treeQuery')).data;
    expect(find(undeleted, top)).toBeUndefined();
    expect(find(undeleted, child)).toBeUndefined();
  });

  it('deletes the child, then the parent', async () => {
    expect((await dept.remove({ id: child, hospCode: '10002' })).body.msg).toBe('删除成功!');
    expect((await dept.remove({ id: top, hospCode: '10002' })).body.msg).toBe('删除成功!');
    expect(find((await tree('10002')).data, top)).toBeUndefined();
  });
});

describe('/db/hosp-dept access', () => {
  it('refuses a hospital the user is not bound to', async () => {
    const manager = await hospitalUserToken(api, 'manager', '10001');
    expect((await tree('10002', 'treeQuery', manager)).code).toBe('403');
    expect((await tree('10001', 'treeQuery', manager)).code).toBe('0');
  });

  it('lets any bound user read the undeleted tree (department pickers), but not write without sys:hosp-dept:add', async () => {
    const engineer = await hospitalUserToken(api, 'engineer', '10001');
    expect((await tree('10001', 'undelete-treeQuery', engineer)).code).toBe('0');
    expect((await tree('10001', 'treeQuery', engineer)).code).toBe('403');
    const add = await api.post('/db/hosp-dept/add', { deptName: 'x', parentId: ROOT, hospCode: '10001' }, { token: engineer });
    expect(add.body.code).toBe('403');
  });

  it('an unknown hospital is refused', async () => {
    expect((await tree('99999')).msg).toBe('医院不存在: 99999');
  });
});
