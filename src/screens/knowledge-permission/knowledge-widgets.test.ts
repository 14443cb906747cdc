import { describe, expect, it } from 'vitest';
import { roleHospitalOf } from './HospRoleSelectWidget';

describe('hospRoleSelect', () => {
  it('offers the roles of the hospital the form names, and none before one is chosen', () => {
    expect(roleHospitalOf({ hospCode: '10002' }, 'hospCode')).toBe('10002');
    expect(roleHospitalOf({ hospCode: '' }, 'hospCode')).toBeUndefined();
    expect(roleHospitalOf(undefined, 'hospCode')).toBeUndefined();
    expect(roleHospitalOf({ hosp: '10001' }, 'hosp')).toBe('10001');
  });
});
