import type { Db } from '../db/database.js';
import { hospSchema, isValidHospCode } from '../db/migrate.js';
import { badRequest, forbidden, refused } from '../http/envelope.js';
import { hospitalBinding } from './account-hospitals.js';
import type { AuthContext } from './session-context.js';

/**
 * The one access path of every hospital-scoped call (entities, dashboards, selectors, bespoke
 * routes): who may reach a hospital and what their role there holds. Nothing else checks a binding.
 */

export const NOT_BOUND_MESSAGE = '您没有该医院的访问权限';

/**
 * The caller's binding per hospital, read once per request: an entity call checks the binding
 * (assertHospitalAccess) and then the role's permission (holdsPermission), which read the same row
 * (issue 17: statements per request). Keyed by the request's AuthContext, so it lives as long as
 * the request and no longer.
 */
const BINDINGS = new WeakMap<AuthContext, Map<string, ReturnType<typeof hospitalBinding>>>();

function bindingOf(db: Db, auth: AuthContext, hospCode: string): ReturnType<typeof hospitalBinding> {
  let perHospital = BINDINGS.get(auth);
  if (!perHospital) {
    perHospital = new Map();
    BINDINGS.set(auth, perHospital);
  }
  let binding = perHospital.get(hospCode);
  if (!binding) {
    binding = hospitalBinding(db, auth.acctId, hospCode);
    perHospital.set(hospCode, binding);
  }
  return binding;
}

export interface HospitalAccessOptions {
  /** The call reads or writes the hospital's own tables: refuse it before they exist. */
  tablesNeeded?: boolean;
}

/**
 * The caller must be bound to the hospital (or be a super admin). A hospital user learns nothing
 * about hospitals they are not bound to: an unknown code answers the same 403 as another
 * hospital's; only a super admin is told 医院不存在.
 */
export async function assertHospitalAccess(
  db: Db,
  auth: AuthContext,
  hospCode: string,
  options: HospitalAccessOptions = {},
): Promise<void> {
  if (auth.displayKey) {
    // A wall display's key is bound to one hospital, and refused any other like a stranger.
    if (auth.displayKey.hospCode !== hospCode) throw forbidden(NOT_BOUND_MESSAGE);
  } else if (!auth.isAdmin && !(await bindingOf(db, auth, hospCode))) throw forbidden(NOT_BOUND_MESSAGE);
  const hospital = await db.selectFrom('platform.hosp').select('tables_created').where('hosp_code', '=', hospCode).executeTakeFirst();
  if (!hospital) throw refused(`医院不存在: ${hospCode}`);
  if (options.tablesNeeded && !hospital.tables_created) throw refused('该医院尚未创建数据表');
}

/**
 * A hospital the request names (body, query string, a list item): checked in its wire form first
 * (医院编号格式不正确), then exactly as assertHospitalAccess. Every route that takes a hospital calls
 * this or assertHospitalAccess, so a named hospital is either used or refused, never swapped for another.
 */
export async function assertNamedHospital(db: Db, auth: AuthContext, value: unknown, options: HospitalAccessOptions = {}): Promise<string> {
  if (!isValidHospCode(value)) throw badRequest('医院编号格式不正确');
  await assertHospitalAccess(db, auth, value, options);
  return value;
}

/**
 * The hospitals among `hospCodes` (with their tables created) where the caller's role holds one of
 * `authIds`: all of them for a super admin. The same binding and permission reads as
 * assertHospitalAccess and holdsPermission, for calls that span several hospitals (company users,
 * bindings across hospitals).
 */
export async function hospitalsHolding(
  db: Db,
  auth: AuthContext,
  authIds: readonly string[],
  hospCodes: readonly string[],
): Promise<Set<string>> {
  if (auth.isAdmin) return new Set(hospCodes);
  if (hospCodes.length === 0) return new Set();
  const ready = await db
    .selectFrom('platform.hosp')
    .select('hosp_code')
    .where('hosp_code', 'in', [...hospCodes])
    .where('tables_created', '=', true)
    .execute();
  const held = new Set<string>();
  for (const { hosp_code: hospCode } of ready) if (await holdsPermission(db, auth, hospCode, authIds)) held.add(hospCode);
  return held;
}

/** The caller's role in the hospital (null: super admin, or bound without a role). */
export async function roleIn(db: Db, auth: AuthContext, hospCode: string): Promise<string | null> {
  if (auth.isAdmin || auth.displayKey) return null;
  return (await bindingOf(db, auth, hospCode))?.hosp_role_id ?? null;
}

/** Does the caller's role in this hospital hold one of the permission codes (authIds)? One indexed query. */
export async function holdsPermission(db: Db, auth: AuthContext, hospCode: string, authIds: readonly string[]): Promise<boolean> {
  if (auth.isAdmin) return true;
  const { displayKey } = auth;
  if (displayKey) return displayKey.hospCode === hospCode && authIds.some((id) => displayKey.permissions.includes(id));
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
