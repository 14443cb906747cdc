import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls } from '../support/entity-api.js';

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const dic = entityCalls(api, '/db/dic', () => admin);
const TYPE = `Rule_Dic_${Date.now().toString(36).toUpperCase()}`;

interface DicRow {
  id: string;
  type: string;
  val: string;
}

beforeAll(async () => {
  admin = await adminToken(api);
});

describe('dictionary type filter (issue 10 item 6)', () => {
  beforeAll(async () => {
    await dic.add({ type: TYPE, description: '甲', val: '1', sort: 1 });
    await dic.add({ type: `${TYPE}_SUB`, description: '乙', val: '1', sort: 1 });
  });

  it('matches part of the type, in any case, like the other text filters', async () => {
    const types = async (type: string) => (await dic.query<DicRow>({ type }, 1, 50)).body.data.list.map((row) => row.type).sort();
    expect(await types(TYPE)).toEqual([TYPE, `${TYPE}_SUB`]);
    expect(await types(TYPE.toLowerCase())).toEqual([TYPE, `${TYPE}_SUB`]);
    expect(await types(`${TYPE.slice(5).toLowerCase()}_s`)).toEqual([`${TYPE}_SUB`]);
  });

  it('still finds the seeded dictionary keys by a lower-case fragment', async () => {
    const rows = (await dic.query<DicRow>({ type: 'acct_ty' }, 1, 50)).body.data.list;
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['ACCT_TYPE']));
  });
});

describe('the same type and value only once', () => {
  it('refuses adding a value its type already has', async () => {
    expect((await dic.add({ type: TYPE, description: '重复', val: '1', sort: 2 })).body).toEqual({
      code: '002',
      msg: '该类型下已存在相同的值',
      data: null,
    });
    expect((await dic.add({ type: TYPE, description: '新值', val: '2', sort: 2 })).body.code).toBe('0');
  });

  it('refuses editing an entry into a value its type already has; keeping its own value is fine', async () => {
    const rows = (await dic.query<DicRow>({ type: TYPE }, 1, 50)).body.data.list.filter((row) => row.type === TYPE);
    const second = rows.find((row) => row.val === '2')!;
    expect((await dic.update({ id: second.id, type: TYPE, description: '新值', val: '1', sort: 2 })).body).toMatchObject({
      code: '002',
      msg: '该类型下已存在相同的值',
    });
    expect((await dic.update({ id: second.id, type: TYPE, description: '改名', val: '2', sort: 3 })).body.code).toBe('0');
  });

  it('refuses a batch edit that would give several entries one type and value', async () => {
    const ids = (await dic.query<DicRow>({ type: TYPE }, 1, 50)).body.data.list.map((row) => row.id);
    expect(ids.length).toBeGreaterThan(1);
    expect((await dic.batchUpdate({ idList: ids, type: TYPE, description: '批量', val: '9', sort: 1 })).body).toMatchObject({
      code: '002',
      msg: '该类型下已存在相同的值',
    });
    expect((await dic.remove({ idList: ids })).body.code).toBe('0');
  });
});
