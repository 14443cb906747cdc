import { describe, expect, it } from 'vitest';
import { dashboardKindOf } from './dashboard-kind';

describe('dashboardKindOf', () => {
  it('chooses the panel set by acctRoleType', () => {
    expect(dashboardKindOf('01')).toBe('engineer');
    expect(dashboardKindOf('02')).toBe('hospitalManager');
    expect(dashboardKindOf('03')).toBe('departmentManager');
  });

  it('has no dashboard for other or missing role types', () => {
    expect(dashboardKindOf('04')).toBeNull();
    expect(dashboardKindOf(null)).toBeNull();
    expect(dashboardKindOf(undefined)).toBeNull();
  });
});
