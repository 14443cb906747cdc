import type { Db } from '../db/database.js';
import type { HospitalScope } from './dashboard-access.js';
import type { DashboardSessionInfo } from '../../contracts/dashboard.js';

/** Dashboard variants (seed 000 section 2.5): 01 engineer, 02 hospital-wide, 03 department-oriented. */
const DASHBOARD_ROLE_TYPES = ['01', '02', '03'];
/** ROLE_BIZ_TYPE 04 (科室人员, department staff) sees the department-oriented dashboard. */
const DEPARTMENT_STAFF = '04';

/**
 * acctRoleType follows the caller's role in this hospital (its bizType); without one, the
 * account's own acctRoleType; the super admin without either sees the hospital-wide variant.
 */
export async function dashboardSessionInfo(db: Db, scope: HospitalScope): Promise<DashboardSessionInfo> {
  const role = scope.roleId
    ? await scope.hosp.selectFrom('role').select('biz_type').where('id', '=', scope.roleId).executeTakeFirst()
    : undefined;
  const bizType = role?.biz_type ?? null;
  let acctRoleType: string | null = null;
  if (bizType && DASHBOARD_ROLE_TYPES.includes(bizType)) acctRoleType = bizType;
  else if (bizType === DEPARTMENT_STAFF) acctRoleType = '03';
  if (!acctRoleType) {
    const account = await db.selectFrom('platform.acct').select('acct_role_type').where('id', '=', scope.auth.acctId).executeTakeFirst();
    const own = account?.acct_role_type ?? null;
    acctRoleType = own && DASHBOARD_ROLE_TYPES.includes(own) ? own : scope.auth.isAdmin ? '02' : '03';
  }
  return { acctRoleType, id: scope.auth.acctId };
}
