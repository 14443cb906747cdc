import type { FastifyRequest } from 'fastify';
import { SIGNED_IN, SUPER_ADMIN, type EntitySchema } from '../../engine/schema/entity-types.js';
import type { EntityCall } from '../../engine/server/entity-context.js';
import type { Db } from '../db/database.js';
import { hospSchema } from '../db/migrate.js';
import { accessibleHospitals } from '../auth/account-hospitals.js';
import { assertSuperAdmin, authOf } from '../auth/session-context.js';
import { assertHospitalAccess, holdsPermission } from '../auth/hospital-access.js';
import { forbidden } from '../http/envelope.js';

/** The generic writes of a record: on a platform table they change configuration every hospital shares. */
const RECORD_WRITES: ReadonlySet<string> = new Set(['add', 'update', 'delete', 'batchUpdate']);

/**
 * May a hospital user's permission (held in a hospital) open this platform call at all? Reads
 * (query, detail, trees) yes; record writes and form actions never (platform configuration is the
 * super admin's); a declared endpoint only when it says its handler checks the permission in every
 * hospital the call names (`hospitalChecked`), since the host cannot tell a read from a write there.
 */
function hospitalPermissionOpens(entity: EntitySchema, operation: EntityCall['operation']): boolean {
  if (RECORD_WRITES.has(operation) || operation.startsWith('action:')) return false;
  if (operation.startsWith('endpoint:')) {
    const name = operation.slice('endpoint:'.length);
    return entity.endpoints?.find((endpoint) => endpoint.name === name)?.hospitalChecked === true;
  }
  return true;
}

/**
 * The server side of every schema endpoint's permission id: a super admin may do everything; a
 * hospital user needs the authId in the hospital the call is about (hospital-scoped entities), or,
 * for platform entities, in the hospital their session has chosen, and only for reads (see
 * hospitalPermissionOpens): writes of platform tables are super admin only. Resolves with the SQL schema.
 */
export async function authorizeEntityCall(db: Db, request: FastifyRequest, call: EntityCall): Promise<string> {
  const auth = authOf(request);
  const rule = call.permission ?? SUPER_ADMIN;
  if (rule === SUPER_ADMIN) assertSuperAdmin(auth);
  if (call.entity.scope === 'hospital') {
    const hospCode = call.hospCode!;
    await assertHospitalAccess(db, auth, hospCode, { tablesNeeded: true });
    if (rule !== SIGNED_IN && !(await holdsPermission(db, auth, hospCode, [rule]))) throw forbidden();
    return hospSchema(hospCode);
  }
  if (auth.isAdmin) return 'platform';
  // A declared signedIn endpoint is open to all by the schema's own choice (current news, one's own feedback).
  if (rule === SIGNED_IN && call.operation.startsWith('endpoint:')) return 'platform';
  if (!hospitalPermissionOpens(call.entity, call.operation)) throw forbidden('仅超级管理员可以执行该操作');
  if (rule === SIGNED_IN) return 'platform';
  const hospCode = auth.session.currentHospCode;
  if (!hospCode || !(await holdsPermission(db, auth, hospCode, [rule]))) throw forbidden();
  return 'platform';
}

/**
 * The hospitals whose tagged platform rows (a schema's `hospitalTag`) the caller may see and
 * write: every hospital for a super admin, otherwise the hospitals the account is bound to.
 */
export async function visibleHospitals(db: Db, request: FastifyRequest): Promise<string[] | 'all'> {
  const auth = authOf(request);
  if (auth.isAdmin) return 'all';
  return (await accessibleHospitals(db, auth.acctId, auth.acctType)).map((hospital) => hospital.hospCode);
}
