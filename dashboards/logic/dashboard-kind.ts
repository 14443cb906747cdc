/** Which home dashboard a role type gets (seed 000 section 2.5). */
export type DashboardKind = 'engineer' | 'hospitalManager' | 'departmentManager';

export function dashboardKindOf(acctRoleType: string | null | undefined): DashboardKind | null {
  switch (acctRoleType) {
    case '01':
      return 'engineer';
    case '02':
      return 'hospitalManager';
    case '03':
      return 'departmentManager';
    default:
      return null;
  }
}
