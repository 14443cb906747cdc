import { describe, expect, it } from 'vitest';
import { sampleEntities } from '../../stories/sample-entities';
import { rowLabel } from './row-label';

describe('rowLabel', () => {
  it('names a record by its tree label or first text column, else its id', () => {
    expect(rowLabel(sampleEntities['hosp-dept'], { id: 'd1', deptName: '设备科' })).toBe('设备科');
    expect(rowLabel(sampleEntities.acct, { id: 'a1', acctName: '张三', type: '01' })).toBe('张三');
    expect(rowLabel(sampleEntities.acct, { id: 'a1' })).toBe('a1');
  });
});
