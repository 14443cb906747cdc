import type { Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../schema/entity-types';
import { checkHospitalTag, hospitalTagCondition } from './hospital-tag';
import { sqlOnlyDb } from './test-support/sql-only-db';

const entity: EntitySchema = {
  name: 'setting',
  title: '设置',
  kind: 'list',
  scope: 'platform',
  table: 'setting',
  endpoint: '/db/setting',
  operations: ['query', 'add'],
  permissions: { query: 'signedIn' },
  fields: { val: { type: 'string', title: '值' }, hospCode: { type: 'string', title: '所属医院' } },
  list: { columns: ['val'] },
  dialogs: { add: { title: '添加' } },
  hospitalTag: 'hospCode',
};

const db = sqlOnlyDb();
const compiled = (visible: string[]) =>
  db.selectFrom('setting as t').select('t.id').where(hospitalTagCondition(entity, visible)!).compile();

describe('hospitalTag', () => {
  it('reads untagged rows and rows of the caller’s hospitals, values bound', () => {
    const query = compiled(['10001', '10002']);
    expect(query.sql).toBe(
      `select "t"."id" from "setting" as "t" where ("t"."hosp_code" is null or "t"."hosp_code" = '' or "t"."hosp_code" in ($1, $2))`,
    );
    expect(query.parameters).toEqual(['10001', '10002']);
    expect(compiled([]).sql).toContain(`("t"."hosp_code" is null or "t"."hosp_code" = '')`);
  });

  it('with globalWhen: global rows for everyone, the others only for their hospital’s callers', () => {
    const withGlobal: EntitySchema = {
      ...entity,
      fields: { ...entity.fields, isGlobal: { type: 'boolean', title: '全局' } },
      globalWhen: { isGlobal: [true] },
    };
    const query = db
      .selectFrom('setting as t')
      .select('t.id')
      .where(hospitalTagCondition(withGlobal, ['10001'])!)
      .compile();
    expect(query.sql).toBe(`select "t"."id" from "setting" as "t" where (("t"."is_global" in ($1)) or "t"."hosp_code" in ($2))`);
    expect(query.parameters).toEqual([true, '10001']);
    expect(db.selectFrom('setting as t').select('t.id').where(hospitalTagCondition(withGlobal, [])!).compile().sql).toContain(
      `where ("t"."is_global" in ($1))`,
    );
    expect(hospitalTagCondition(withGlobal, 'all')).toBeUndefined();
  });

  it('adds nothing for super admins or entities without a tag', () => {
    expect(hospitalTagCondition(entity, 'all')).toBeUndefined();
    expect(hospitalTagCondition({ ...entity, hospitalTag: undefined }, ['10001'])).toBeUndefined();
  });

  it('refuses writing a hospital the caller is not bound to, naming the field', async () => {
    const trx = db as unknown as Transaction<any>;
    await expect(checkHospitalTag(trx, entity, 'platform', ['10001'], [], { hospCode: '10003' })).rejects.toThrow(
      '所属医院: 您没有该医院的访问权限',
    );
    await expect(checkHospitalTag(trx, entity, 'platform', ['10001'], [], { hospCode: '10001' })).resolves.toBeUndefined();
    await expect(checkHospitalTag(trx, entity, 'platform', 'all', [], { hospCode: '10003' })).resolves.toBeUndefined();
  });
});
