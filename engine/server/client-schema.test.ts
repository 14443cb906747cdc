import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../schema/entity-types.js';
import { clientSchema } from './client-schema.js';

const entity = {
  name: 'gadget',
  title: '器具',
  kind: 'list',
  scope: 'hospital',
  table: 'gadget',
  endpoint: '/db/gadget',
  operations: ['query', 'add'],
  permissions: { query: 'gadget:view', add: 'superAdmin' },
  fixedFilters: { kind: 'a' },
  fields: {
    passWord: { type: 'string', title: '密码', writeOnly: true, store: 'password-hash', column: 'pass_word_hash', sqlType: 'text' },
    deptId: {
      type: 'string',
      title: '科室',
      lookup: { entity: 'hosp-dept', labelField: 'deptName', source: { scope: 'hospital', table: 'dept', column: 'dept_name' } },
    },
  },
  list: {
    columns: ['deptId'],
    params: {
      owner: {
        match: 'anyOf',
        anyOf: [
          {
            field: 'deptId',
            match: 'via',
            via: { entity: 'hosp-dept', field: 'id', source: { scope: 'hospital', table: 'dept', column: 'id' } },
          },
        ],
      },
    },
  },
  dialogs: { add: { title: '新增', fields: ['deptId'] } },
  endpoints: [{ name: 'run', handler: 'gadget/run', permission: 'gadget:view' }],
  english: { 器具: 'Gadgets' },
} as unknown as EntitySchema;

describe('clientSchema', () => {
  const shown = JSON.stringify(clientSchema(entity));

  it('leaves out the table, columns, SQL types, storage, lookup sources, fixed filters and handler names', () => {
    for (const secret of ['"table"', 'pass_word_hash', 'sqlType', 'password-hash', 'dept_name', '"source"', 'fixedFilters', 'gadget/run']) {
      expect(shown, secret).not.toContain(secret);
    }
  });

  it('leaves out the English, which the console gets for every entity at once (GET /api/entity-texts)', () => {
    expect(shown).not.toContain('Gadgets');
  });

  it('keeps what a screen draws', () => {
    const schema = clientSchema(entity) as unknown as EntitySchema;
    expect(schema.fields.deptId).toEqual({ type: 'string', title: '科室', lookup: { entity: 'hosp-dept', labelField: 'deptName' } });
    expect(schema.fields.passWord).toEqual({ type: 'string', title: '密码', writeOnly: true });
    expect(schema.endpoints).toEqual([{ name: 'run', permission: 'gadget:view' }]);
    expect(schema.dialogs).toEqual(entity.dialogs);
  });
});
