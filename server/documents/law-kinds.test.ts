import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { EntitySchema } from '../../engine/schema/entity-types';
import { defaultKindCondition, LAW_FILE_TYPE } from './law-kinds';

const fileType = { type: 'string', title: '文件类型' } as const;
const laws = { name: 'laws', fields: { fileType } } as unknown as EntitySchema;
const manuals = { name: 'operation-doc', fields: { fileType }, fixedFilters: { fileType: '02' } } as unknown as EntitySchema;
const events = { name: 'adverse-event', fields: {} } as unknown as EntitySchema;

// SQL is only compiled, never run.
const db = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const compiled = (condition: ReturnType<typeof defaultKindCondition>) =>
  condition && db.selectFrom('platform.laws as t').select('t.id').where(condition).compile();

describe('the kind a laws query reads when it names none', () => {
  it('is the laws for an entity holding both kinds', () => {
    const condition = compiled(defaultKindCondition(laws, { pagedQueryInfo: { index: 1, pageSize: 10 } }));
    expect(condition?.sql).toBe('select "t"."id" from "platform"."laws" as "t" where t.file_type = $1');
    expect(condition?.parameters).toEqual([LAW_FILE_TYPE]);
  });

  it('is none when the query names a kind, or the entity has one kind only, or no kinds at all', () => {
    expect(defaultKindCondition(laws, { fileType: '02' })).toBeUndefined();
    expect(defaultKindCondition(laws, { fileType: '01' })).toBeUndefined();
    expect(defaultKindCondition(manuals, {})).toBeUndefined();
    expect(defaultKindCondition(events, {})).toBeUndefined();
  });

  it('treats an empty fileType as none named', () => {
    expect(defaultKindCondition(laws, { fileType: '' })).toBeDefined();
    expect(defaultKindCondition(laws, { fileType: null })).toBeDefined();
    expect(defaultKindCondition(laws, undefined)).toBeDefined();
  });
});
