import { describe, expect, it, vi } from 'vitest';
import { ROOT_PARENT_ID } from '../../schema/entity-types';
import { loadEntity } from '../../schema/load-entity';
import acctSchema from '../../../schemas/acct.json';
import dicSchema from '../../../schemas/dic.json';
import deptSchema from '../../../schemas/hosp-dept.json';
import { createMemoryDataProvider } from './memory-data-provider';

const acct = loadEntity(acctSchema, 'acct');
const dic = loadEntity(dicSchema, 'dic');
const dept = loadEntity(deptSchema, 'hosp-dept');
const id = (n: number) => n.toString(16).padStart(24, '0');

const dicRows = [
  { id: id(1), type: 'ACCT_TYPE', description: '医院级标准用户', val: '01', sort: 1, createDateTime: '2026-01-01 08:00:00' },
  { id: id(2), type: 'ACCT_TYPE', description: '非标准用户', val: '02', sort: 2, createDateTime: '2026-02-01 08:00:00' },
  { id: id(3), type: 'ACCT_STATE', description: '正常', val: '1', sort: 1, createDateTime: '2026-03-01 08:00:00' },
];

describe('createMemoryDataProvider', () => {
  const provider = () =>
    createMemoryDataProvider({
      tables: {
        dic: dicRows,
        acct: [{ id: id(9), acctName: '张三', type: '01', state: '1', passWord: 'secret' }],
        'hosp-dept': [
          { id: id(20), hospCode: '10001', deptName: '设备科', parentId: ROOT_PARENT_ID, sort: 1 },
          { id: id(21), hospCode: '10001', deptName: '维修组', parentId: id(20), sort: 1 },
          { id: id(22), hospCode: '10002', deptName: '药剂科', parentId: ROOT_PARENT_ID, sort: 1 },
        ],
      },
    });

  it('filters by equality, substring and date range, then pages and sorts', async () => {
    const memory = provider();
    const byType = await memory.query(dic, { pagedQueryInfo: { index: 1, pageSize: 10 }, type: 'ACCT_TYPE', description: '标准' });
    expect(byType.list.map((row) => row.val)).toEqual(['01', '02']);
    const ranged = await memory.query(dic, {
      pagedQueryInfo: { index: 1, pageSize: 10 },
      createDateTime: ['2026-01-15 00:00:00', '2026-03-31 23:59:59'],
    });
    // No sort asked: the schema's default sort (type asc) applies, as on the server.
    expect(ranged.list.map((row) => row.val)).toEqual(['1', '02']);
    const paged = await memory.query(dic, { pagedQueryInfo: { index: 2, pageSize: 2, sortField: 'val', sortOrder: 'desc' } });
    expect(paged).toEqual({ list: [expect.objectContaining({ val: '01' })], total: 3 });
  });

  it('adds Desc texts from the dictionary and never returns write-only fields', async () => {
    const [row] = (await provider().query(acct, { pagedQueryInfo: { index: 1, pageSize: 10 } })).list;
    expect(row).toMatchObject({ typeDesc: '医院级标准用户', stateDesc: '正常' });
    expect(row).not.toHaveProperty('passWord');
  });

  it('nests a hospital tree and refuses to delete a node with children', async () => {
    const onError = vi.fn();
    const memory = createMemoryDataProvider({ tables: { 'hosp-dept': provider().rowsOf('hosp-dept') }, onError });
    const tree = await memory.treeQuery(dept, { hospCode: '10001' });
    expect(tree).toEqual([expect.objectContaining({ deptName: '设备科', children: [expect.objectContaining({ deptName: '维修组' })] })]);
    await expect(memory.remove(dept, { id: id(20), hospCode: '10001' })).rejects.toThrow('请先删除子级部门');
    expect(onError).toHaveBeenCalledWith('请先删除子级部门');
    await expect(memory.treeQuery(dept, {})).rejects.toThrow('请选择医院');
  });

  it('adds, updates, batch-updates and deletes', async () => {
    const memory = provider();
    const newId = await memory.add(dic, { type: 'STATE', description: '启用', val: '1', sort: 1 });
    expect(newId).toMatch(/^[0-9a-f]{24}$/);
    await memory.update(dic, { id: newId, description: '已启用' });
    await memory.batchUpdate(dic, { idList: [id(1), id(2)], sort: 9 });
    await memory.remove(dic, { id: id(3) });
    const rows = memory.rowsOf('dic');
    expect(rows.map((row) => [row.description, row.sort])).toEqual([
      ['医院级标准用户', 9],
      ['非标准用户', 9],
      ['已启用', 1],
    ]);
  });

  it('versions rows like the server: a stale update or batch is refused with 409 and the rows as saved now', async () => {
    const memory = provider();
    const [first] = (await memory.query(dic, { pagedQueryInfo: { index: 1, pageSize: 10 }, val: '01' })).list;
    expect(first!.rowVersion).toBe(0);
    await memory.update(dic, { id: id(1), sort: 5, rowVersion: 0 });
    const stale = await memory.update(dic, { id: id(1), description: '旧的', rowVersion: 0 }).catch((error: unknown) => error);
    expect(stale).toMatchObject({
      code: '409',
      msg: '该记录已被他人修改，请核对后再保存',
      data: { conflicts: [{ id: id(1), current: { sort: 5, rowVersion: 1 } }] },
    });
    const batch = await memory
      .batchUpdate(dic, { idList: [id(1), id(2)], sort: 7, rowVersions: { [id(1)]: 0, [id(2)]: 0 } })
      .catch((error: unknown) => error);
    expect(batch).toMatchObject({ code: '409', data: { conflicts: [{ id: id(1) }] } });
    expect(memory.rowsOf('dic').map((row) => row.sort)).toEqual([5, 2, 1]);
    await memory.batchUpdate(dic, { idList: [id(1), id(2)], sort: 7, rowVersions: { [id(1)]: 1, [id(2)]: 0 } });
    expect(memory.rowsOf('dic').map((row) => row.sort)).toEqual([7, 7, 1]);
  });

  it('changes only the fields sent, clears emptied ones, and refuses an edit with nothing in it', async () => {
    const memory = provider();
    await memory.update(dic, { id: id(1), description: '' });
    expect(memory.rowsOf('dic')[0]).not.toHaveProperty('description');
    await expect(memory.update(dic, { id: id(1), rowVersion: 1 })).rejects.toMatchObject({ code: '002', msg: '没有需要修改的内容' });
  });
});
