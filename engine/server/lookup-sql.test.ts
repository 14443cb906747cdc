import { describe, expect, it } from 'vitest';
import { resolveEntities } from '../schema/resolve-entities';
import { labelSourceOf } from './lookup-sql';
import { selectRows } from './read-ops';
import { sqlOnlyDb } from './test-support/sql-only-db';

const compiler = sqlOnlyDb();

const entity = (name: string, scope: string, fields: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  name,
  title: name,
  kind: 'list',
  scope,
  table: name.replace('-', '_'),
  endpoint: `/db/${name}`,
  operations: ['query'],
  permissions: { query: 'x' },
  fields,
  list: { columns: [Object.keys(fields)[0]], ...extra },
  dialogs: {},
});
const entities = resolveEntities({
  acct: entity('acct', 'platform', { acctName: { type: 'string', title: '姓名' } }),
  dept: entity('dept', 'hospital', { deptName: { type: 'string', title: '科室名称' } }),
  task: entity(
    'task',
    'hospital',
    {
      deptId: { type: 'string', title: '科室', lookup: { entity: 'dept', labelField: 'deptName' } },
      personId: { type: 'string', title: '执行人', lookup: { entity: 'acct', labelField: 'acctName', fallbackField: 'personName' } },
      personName: { type: 'string', title: '执行人姓名' },
      status: { type: 'string', title: '状态' },
    },
    {
      params: {
        person: { field: 'personId', match: 'equals', title: '执行人' },
        status: { field: 'status', match: 'in' },
        task: { field: 'id', match: 'equals', lookup: { entity: 'dept', labelField: 'deptName' } },
      },
    },
  ),
});
const task = entities.find((candidate) => candidate.name === 'task')!;

describe('lookups in SQL', () => {
  it('reads each label as a correlated sub-select in the rows query: same schema, or platform', () => {
    const { sql } = selectRows(compiler, task, 'hosp_10001').compile();
    expect(sql).toContain('(select "l"."dept_name"::text from "hosp_10001"."dept" l where l.id = "t"."dept_id" limit 1) as "deptIdDesc"');
    expect(sql).toContain(
      'coalesce((select "l"."acct_name"::text from "platform"."acct" l where l.id = "t"."person_id" limit 1), "t"."person_name"::text) as "personIdDesc"',
    );
    expect(sql).toMatch(/from "hosp_10001"\."task" as "t"$/);
  });

  it('labels parameters by their own lookup, else their field’s with its fallback; codes get none', () => {
    expect(labelSourceOf(task, task.list!.params!.person!)).toEqual({
      lookup: task.fields.personId!.lookup,
      fallback: { keyColumn: 'person_id', column: 'person_name' },
    });
    expect(labelSourceOf(task, task.list!.params!.task!)?.lookup.source).toEqual({ scope: 'hospital', table: 'dept', column: 'dept_name' });
    expect(labelSourceOf(task, task.list!.params!.status!)).toBeUndefined();
  });
});
