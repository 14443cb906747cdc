import type { FastifyRequest } from 'fastify';
import { SIGNED_IN, SUPER_ADMIN } from '../../engine/schema/entity-types.js';
import type { EntityCall } from '../../engine/server/entity-context.js';
import type { Db } from '../db/database.js';
import { hospSchema } from '../db/migrate.js';
import { hospitalBinding } from '../accounts/account-store.js';
import { assertHospitalAccess, assertSuperAdmin, authOf, type AuthContext } from '../auth/session-context.js';
import { forbidden, refused } from '../http/envelope.js';

/** Does the caller's role in this hospital hold the permission code (authId)? One indexed query. */
async function holdsPermission(db: Db, auth: AuthContext, hospCode: string, authId: string): Promise<boolean> {
  const binding = await hospitalBinding(db, auth.acctId, hospCode);
  if (!binding?.hosp_role_id) return false;
  const found = await db
    .withSchema(hospSchema(hospCode))
    .selectFrom('role_permission as rp')
    .innerJoin('permission as p', 'p.id', 'rp.permission_id')
    .select('p.id')
    .where('rp.role_id', '=', binding.hosp_role_id)
    .where('p.pms_code', '=', authId)
    .executeTakeFirst();
  return found !== undefined;
}

async function assertTablesCreated(db: Db, hospCode: string): Promise<void> {
  const hospital = await db.selectFrom('platform.hosp').select('tables_created').where('hosp_code', '=', hospCode).executeTakeFirst();
  if (!hospital?.tables_created) throw refused('该医院尚未创建数据表');
}

/**
 * The server side of every schema endpoint's permission id: a super admin may do everything; a
 * hospital user needs the authId in the hospital the call is about (hospital-scoped entities) or
 * in the hospital their session has chosen (platform entities). Resolves with the SQL schema.
 */
export async function authorizeEntityCall(db: Db, request: FastifyRequest, call: EntityCall): Promise<string> {
  const auth = authOf(request);
  const rule = call.permission ?? SUPER_ADMIN;
  if (rule === SUPER_ADMIN) assertSuperAdmin(auth);
  if (call.entity.scope === 'hospital') {
    const hospCode = call.hospCode!;
    await assertHospitalAccess(db, auth, hospCode);
    await assertTablesCreated(db, hospCode);
    if (!auth.isAdmin && rule !== SIGNED_IN && !(await holdsPermission(db, auth, hospCode, rule))) throw forbidden();
    return hospSchema(hospCode);
  }
  if (auth.isAdmin || rule === SIGNED_IN) return 'platform';
  const hospCode = auth.session.currentHospCode;
  if (!hospCode || !(await holdsPermission(db, auth, hospCode, rule))) throw forbidden();
  return 'platform';
}
