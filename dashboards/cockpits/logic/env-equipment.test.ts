import { describe, expect, it } from 'vitest';
import { envEquipmentCounts } from './env-equipment';

describe('envEquipmentCounts', () => {
  it('counts normal and faulty equipment when the page holds the whole kind', () => {
    const list = [{ state: '01' }, { state: '02' }, { state: '03' }, { state: '04' }, { state: '01' }];
    expect(envEquipmentCounts({ total: 5, list })).toEqual({ total: 5, normal: 2, faulty: 2 });
  });

  it('leaves the states uncounted when the kind is larger than the page', () => {
    expect(envEquipmentCounts({ total: 150, list: [{ state: '01' }] })).toEqual({ total: 150, normal: null, faulty: null });
  });

  it('reads an empty kind as zeros', () => {
    expect(envEquipmentCounts({ total: 0, list: [] })).toEqual({ total: 0, normal: 0, faulty: 0 });
  });
});
