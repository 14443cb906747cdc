import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../schema/entity-types';
import { memoryLookupOptions } from './memory-lookup';

const task = {
  name: 'task',
  fields: {
    eqpId: { type: 'string', title: '设备', lookup: { entity: 'eqp', labelField: 'eqpName' } },
    personId: { type: 'string', title: '人员', lookup: { entity: 'acct', labelField: 'acctName', fallbackField: 'personName' } },
  },
} as unknown as EntitySchema;
const eqp = [
  { id: 'a', eqpName: '呼吸机', hospCode: '10001' },
  { id: 'b', eqpName: '监护仪', hospCode: '10001' },
  { id: 'c', eqpName: '监护仪（二院）', hospCode: '10002' },
];
const rowsOf = (name: string) => (name === 'eqp' ? eqp : []);

describe('the in-memory lookup picker', () => {
  it('answers the hospital’s records by label, paged, and the labels of ids', () => {
    expect(memoryLookupOptions(task, { field: 'eqpId', hospCode: '10001', keyword: '监护' }, rowsOf)).toEqual({
      list: [{ value: 'b', label: '监护仪' }],
      total: 1,
    });
    expect(memoryLookupOptions(task, { field: 'eqpId', hospCode: '10001', pageSize: 1, index: 2 }, rowsOf)).toEqual({
      list: [{ value: 'b', label: '监护仪' }],
      total: 2,
    });
    expect(memoryLookupOptions(task, { field: 'eqpId', ids: ['c'] }, rowsOf)).toEqual({
      list: [{ value: 'c', label: '监护仪（二院）' }],
      total: 1,
    });
  });

  it('offers nothing for a field that is no pickable lookup', () => {
    expect(memoryLookupOptions(task, { field: 'personId' }, rowsOf)).toEqual({ list: [], total: 0 });
  });
});
