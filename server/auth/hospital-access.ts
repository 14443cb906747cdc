import type { Db } from '../db/database.js';
import { hospSchema } from '../db/migrate.js';
import { forbidden, refused } from '../http/envelope.js';
import { hospitalBinding } from '../accounts/account-store.js';
import type { AuthContext } from './session-context.js';

/**
 * The one access path of every hospital-scoped call (entities, dashboards, selectors, bespoke
 * routes): who may reach a hospital and what their role there holds. Nothing else checks a binding.
 */

export const NOT_BOUND_MESSAGE = '您没有该医院的访问权限';

export interface HospitalAccessOptions {
  /** The call reads or writes the hospital's own tables: refuse it before they exist. */
  tablesNeeded?: boolean;
}

/**
 * The caller must be bound to the hospital (or be a super admin). A hospital user learns nothing
 * about hospitals they are not bound to: an unknown code answers the same 403 as another
 * hospital's; only a super admin is told 医院不存在.
 */
export async function assertHospitalAccess(db: Db, auth: AuthContext, hospCode: string, options: HospitalAccessOptions = {}): Promise<void> {
  if (!auth.isAdmin && !(await hospitalBinding(db, auth.acctId, hospCode))) throw forbidden(NOT_BOUND_MESSAGE);
  const hospital = await db.selectFrom('platform.hosp').select('tables_created').where('hosp_code', '=', hospCode).executeTakeFirst();
  if (!hospital) throw refused(`医院不存在: ${hospCode}`);
  if (options.tablesNeeded && !hospital.tables_created) throw refused('该医院尚未创建数据表');
}

/** The caller's role in the hospital (null: super admin, or bound without a role). */
export async function roleIn(db: Db, auth: AuthContext, hospCode: string): Promise<string | null> {
  if (auth.isAdmin) return null;
  return (await hospitalBinding(db, auth.acctId, hospCode))?.hosp_role_id ?? null;
}

/** Does the caller's role in this hospital hold one of the permission codes (authIds)? One indexed query. */
export async function holdsPermission(db: Db, auth: AuthContext, hospCode: string, authIds: readonly string[]): Promise<boolean> {
  if (auth.isAdmin) return true;
  const roleId = await roleIn(db, auth, hospCode);
  if (!roleId || authIds.length === 0) return false;
  const found = await db
    .withSchema(hospSchema(hospCode))
    .selectFrom('role_permission as rp')
    .innerJoin('permission as p', 'p.id', 'rp.permission_id')
    .select('p.id')
    .where('rp.role_id', '=', roleId)
    .where('p.pms_code', 'in', [...authIds])
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
