import { describe, expect, it } from 'vitest';
import { loadEntity } from '../../schema/load-entity';
import dicSchema from '../../../schemas/dic.json';
import deptSchema from '../../../schemas/hosp-dept.json';
import { buildQueryBody } from './query-body';

describe('buildQueryBody', () => {
  it('sends pagedQueryInfo with the sort next to the filters', () => {
    const body = buildQueryBody(
      loadEntity(dicSchema),
      { filters: { type: 'T' }, page: 2, pageSize: 20, sort: { field: 'sort', order: 'desc' } },
      '10001',
    );
    expect(body).toEqual({ pagedQueryInfo: { index: 2, pageSize: 20, sortField: 'sort', sortOrder: 'desc' }, type: 'T' });
  });

  it('adds the page hospital to a hospital-scoped query unless a hospCode filter is set', () => {
    const dept = loadEntity(deptSchema);
    expect(buildQueryBody(dept, { filters: {}, page: 1, pageSize: 10 }, '10001')).toEqual({
      pagedQueryInfo: { index: 1, pageSize: 10 },
      hospCode: '10001',
    });
    expect(buildQueryBody(dept, { filters: { hospCode: '10002' }, page: 1, pageSize: 10 }, '10001').hospCode).toBe('10002');
  });
});
