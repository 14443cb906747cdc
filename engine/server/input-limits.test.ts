import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../schema/entity-types';
import { appServing, fakeHost } from './test-support/fake-host';
import { sqlOnlyDb } from './test-support/sql-only-db';

/** Input the engine refuses before any SQL runs (issue 11): the database here compiles queries and runs none. */
const entity: EntitySchema = {
  name: 'gauge',
  title: '仪表',
  kind: 'list',
  scope: 'platform',
  table: 'gauge',
  endpoint: '/db/gauge',
  operations: ['query', 'add', 'update', 'batchUpdate'],
  permissions: { query: 'signedIn', add: 'signedIn', update: 'signedIn', batchUpdate: 'signedIn' },
  fields: {
    label: { type: 'string', title: '名称', maxLength: 50 },
    level: { type: 'integer', title: '级别' },
    checkedOn: { type: 'string', format: 'date', title: '检定日期' },
    checkedAt: { type: 'string', format: 'date-time', title: '检定时间' },
  },
  list: { columns: ['label'] },
  dialogs: {
    add: { title: '添加', fields: ['label', 'level', 'checkedOn', 'checkedAt'] },
    edit: {
      title: '修改',
      fields: ['label', 'level', 'checkedOn'],
      rules: { level: { minimum: 1, maximum: 100, message: '级别为1至100的整数' } },
    },
    batch: { title: '批量修改', fields: ['level', 'checkedOn'] },
  },
};

const db = sqlOnlyDb();

async function call(url: string, payload: unknown) {
  const app = await appServing(entity, { ...fakeHost([], () => {}), db });
  return (await app.inject({ method: 'POST', url, payload: payload as object })).json();
}
const refusal = (msg: string) => ({ code: 'badRequest', msg });
const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

describe('input refused before SQL', () => {
  it('a NUL character anywhere in the body, named by the field title', async () => {
    expect(await call('/db/gauge/query', { label: 'a\u0000b' })).toEqual(refusal('名称不能包含空字符'));
    expect(await call('/db/gauge/add', { label: 'ok', checkedAt: ['x', { y: '\u0000' }] })).toEqual(refusal('检定时间不能包含空字符'));
    expect(await call('/db/gauge/query', { pagedQueryInfo: { sortField: '\u0000' } })).toEqual(refusal('pagedQueryInfo不能包含空字符'));
  });

  it('a page number beyond 100000', async () => {
    expect(await call('/db/gauge/query', { pagedQueryInfo: { index: 1e300, pageSize: 10 } })).toEqual(refusal('页码不能超过100000'));
    expect(await call('/db/gauge/query', { pagedQueryInfo: { index: 100001, pageSize: 10 } })).toEqual(refusal('页码不能超过100000'));
  });

  it('integer filters and values outside the column range', async () => {
    expect(await call('/db/gauge/query', { level: 2147483648 })).toEqual(refusal('查询条件级别超出允许范围（-2147483648~2147483647）'));
    expect(await call('/db/gauge/query', { level: [1, -2147483649] })).toEqual(
      refusal('查询条件级别超出允许范围（-2147483648~2147483647）'),
    );
    expect(await call('/db/gauge/add', { label: 'x', level: 99999999999 })).toEqual(refusal('级别超出允许范围（-2147483648~2147483647）'));
  });

  it('dates and date-times that do not exist, and date ranges that end before they start', async () => {
    expect(await call('/db/gauge/add', { label: 'x', checkedOn: '2026-02-31' })).toEqual(refusal('检定日期不是有效的日期'));
    expect(await call('/db/gauge/add', { label: 'x', checkedAt: '2026-13-45 99:99:99' })).toEqual(refusal('检定时间不是有效的日期时间'));
    expect(await call('/db/gauge/query', { checkedOn: ['2026-02-31', ''] })).toEqual(refusal('查询条件检定日期不是有效的日期'));
    expect(await call('/db/gauge/query', { createDateTime: ['2026-13-45 99:99:99', ''] })).toEqual(
      refusal('查询条件创建时间不是有效的日期时间'),
    );
    expect(await call('/db/gauge/query', { checkedOn: ['2026-03-02', '2026-03-01'] })).toEqual(
      refusal('查询条件检定日期的开始时间不能晚于结束时间'),
    );
  });

  it('a batch update follows the edit dialog rules for the fields it sets', async () => {
    expect(await call('/db/gauge/batchUpdate', { idList: [ID], level: 101 })).toEqual(refusal('级别为1至100的整数'));
    expect(await call('/db/gauge/batchUpdate', { idList: [ID], level: 99999999999 })).toEqual(refusal('级别为1至100的整数'));
    expect(await call('/db/gauge/batchUpdate', { idList: [ID], checkedOn: '2026-02-31' })).toEqual(refusal('检定日期不是有效的日期'));
  });
});
