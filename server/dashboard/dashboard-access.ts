import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';
import { hospSchema, isValidHospCode } from '../db/migrate.js';
import { badRequest, forbidden } from '../http/envelope.js';
import { assertHospitalAccess, authOf, type AuthContext } from '../auth/session-context.js';
import { hospitalBinding } from '../accounts/account-store.js';

/** What a hospital-scoped dashboard handler works with once access has been checked. */
export interface HospitalScope {
  auth: AuthContext;
  hospCode: string;
  /** The hospital's PostgreSQL schema (hospSchema(hospCode)). */
  schema: string;
  /** Queries against the hospital's own schema (schema chosen here, never from the request's table names). */
  hosp: Kysely<Database>;
  /** The same schema's tables for raw aggregate SQL (sql`select … from ${tables.eqp}`). */
  tables: HospitalTables;
  /** The caller's role in this hospital (null for the super admin or an unbound role). */
  roleId: string | null;
  db: Db;
}

export interface HospitalTables {
  eqp: RawBuilder<unknown>;
  eqpTag: RawBuilder<unknown>;
  mtcOrder: RawBuilder<unknown>;
  eqpTask: RawBuilder<unknown>;
  bootRecord: RawBuilder<unknown>;
  dept: RawBuilder<unknown>;
}

export function hospitalTables(schema: string): HospitalTables {
  const table = (name: string) => sql.table(`${schema}.${name}`) as unknown as RawBuilder<unknown>;
  return {
    eqp: table('eqp'),
    eqpTag: table('eqp_tag'),
    mtcOrder: table('mtc_order'),
    eqpTask: table('eqp_task'),
    bootRecord: table('eqp_boot_record'),
    dept: table('dept'),
  };
}

/** Permission ids (pms_code) guarding the dashboard calls (docs/dashboard-api.md). */
export const Permission = {
  dashboard: ['home:dashboard'],
  maintenanceList: ['eqp:list', 'eqp:insured', 'eqp:guar'],
  maintenanceModify: ['eqp:list'],
} as const;

async function holdsAnyPermission(hosp: Kysely<Database>, roleId: string, codes: readonly string[]): Promise<boolean> {
  const row = await hosp
    .selectFrom('role_permission as rp')
    .innerJoin('permission as p', 'p.id', 'rp.permission_id')
    .select('p.pms_code')
    .where('rp.role_id', '=', roleId)
    .where('p.pms_code', 'in', [...codes])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Checks the session's access to the hospital (bound, or super admin) and that the caller's role
 * there holds one of `permissions`; refuses with 403 otherwise.
 */
export async function hospitalScope(db: Db, request: FastifyRequest, hospCode: string, permissions: readonly string[]): Promise<HospitalScope> {
  const auth = authOf(request);
  if (!isValidHospCode(hospCode)) throw badRequest('医院编号格式不正确');
  await assertHospitalAccess(db, auth, hospCode);
  const schema = hospSchema(hospCode);
  const hosp = db.withSchema(schema);
  const tables = hospitalTables(schema);
  if (auth.isAdmin) return { auth, hospCode, schema, hosp, tables, roleId: null, db };
  const binding = await hospitalBinding(db, auth.acctId, hospCode);
  const roleId = binding?.hosp_role_id ?? null;
  if (!roleId || !(await holdsAnyPermission(hosp, roleId, permissions))) throw forbidden();
  return { auth, hospCode, schema, hosp, tables, roleId, db };
}
