import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCT_TYPE_SUPER_ADMIN, USER_STATE_RESIGNED } from '../auth/account-kinds.js';
import { authOf, type AuthContext } from '../auth/session-context.js';
import type { Db } from '../db/database.js';
import { hospitalsHolding } from '../auth/hospital-access.js';
import { forbidden } from '../http/envelope.js';

/** The permission ids of the two screens (server/seed/standard-init-data.ts names them). */
export const HOSP_USER_PERMISSION = {
  read: 'sys:hosp-user',
  add: 'sys:hosp-user:add',
  update: 'sys:hosp-user:update',
} as const;
export const COMPANY_USER_PERMISSION = {
  read: 'sys:company-user',
  batch: 'sys:company-user:batch',
  export: 'sys:company-user:export',
} as const;

export const ACCESS_MESSAGES = {
  hospital: (name: string) => `您没有医院 ${name} 的用户管理权限`,
  account: '该账号还绑定在您无权管理的医院，只能由超级管理员修改',
  superAdmin: '超级管理员的账号只能由超级管理员修改',
} as const;

/**
 * The hospitals among `hospCodes` where the caller holds `permission` through their role there (a
 * super admin: all of them). The host authorises a call for the one hospital it names; every
 * other hospital a handler touches (bindings across hospitals, account-wide edits, company rows)
 * is checked here through the one access path (server/auth/hospital-access.ts).
 */
export async function hospitalsWithPermission(
  db: Kysely<any>,
  auth: AuthContext,
  permission: string,
  hospCodes: string[],
): Promise<Set<string>> {
  return hospitalsHolding(db as unknown as Db, auth, [permission], hospCodes);
}

/** Every hospital (with tables) where the caller holds the permission: company-wide screens read these. */
export async function allHospitalsWithPermission(db: Kysely<any>, auth: AuthContext, permission: string): Promise<string[]> {
  let query = db.selectFrom('platform.hosp').select('hosp_code').where('tables_created', '=', true);
  if (!auth.isAdmin) {
    const mine = await db
      .selectFrom('platform.hosp_user')
      .select('hosp_code')
      .where('acct_id', '=', auth.acctId)
      .where('state', '<>', USER_STATE_RESIGNED)
      .execute();
    if (mine.length === 0) return [];
    query = query.where(
      'hosp_code',
      'in',
      mine.map((row) => row.hosp_code as string),
    );
  }
  const codes = (await query.orderBy('sort_num').orderBy('hosp_code').execute()).map((row) => row.hosp_code as string);
  const held = await hospitalsWithPermission(db, auth, permission, codes);
  return codes.filter((code) => held.has(code));
}

/** Refuses (403) unless the caller holds the permission in every listed hospital. */
export async function assertPermissionInAll(db: Kysely<any>, auth: AuthContext, permission: string, hospCodes: string[]): Promise<void> {
  const held = await hospitalsWithPermission(db, auth, permission, hospCodes);
  const missing = hospCodes.filter((code) => !held.has(code));
  if (missing.length === 0) return;
  const hospital = await db
    .selectFrom('platform.hosp')
    .select(['hosp_name', 'hosp_code'])
    .where('hosp_code', '=', missing[0]!)
    .executeTakeFirst();
  throw forbidden(ACCESS_MESSAGES.hospital(hospital ? `${hospital.hosp_name}(${hospital.hosp_code})` : missing[0]!));
}

/**
 * An account is shared by every hospital it is bound to: its phone, name and password may be
 * changed by a hospital administrator only when they manage it in all of them (else an
 * administrator of one hospital could take over a user of another). Super admin accounts are
 * left to super admins.
 */
export async function assertAccountManageable(db: Kysely<any>, request: FastifyRequest, acctId: string, permission: string): Promise<void> {
  const auth = authOf(request);
  if (auth.isAdmin) return;
  const account = await db.selectFrom('platform.acct').select('type').where('id', '=', acctId).executeTakeFirst();
  if (account?.type === ACCT_TYPE_SUPER_ADMIN) throw forbidden(ACCESS_MESSAGES.superAdmin);
  const bound = await db
    .selectFrom('platform.hosp_user')
    .select('hosp_code')
    .where('acct_id', '=', acctId)
    .where('state', '<>', USER_STATE_RESIGNED)
    .execute();
  const codes = bound.map((row) => row.hosp_code as string);
  const held = await hospitalsWithPermission(db, auth, permission, codes);
  if (codes.some((code) => !held.has(code))) throw forbidden(ACCESS_MESSAGES.account);
}
