import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';
import { hospSchema, isValidHospCode } from '../db/migrate.js';
import { badRequest, forbidden } from '../http/envelope.js';
import { authOf, type AuthContext } from '../auth/session-context.js';
import { assertHospitalAccess, holdsPermission, roleIn } from '../auth/hospital-access.js';

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
  /** Roll-ups kept exact on write (hospital-0005-dashboard-rollups.ts; docs/dashboard-api.md, "Roll-ups"). */
  rollup: {
    eqp: RawBuilder<unknown>;
    eqpInsured: RawBuilder<unknown>;
    taskStatus: RawBuilder<unknown>;
    taskDone: RawBuilder<unknown>;
    taskDue: RawBuilder<unknown>;
    mtcDone: RawBuilder<unknown>;
    boot: RawBuilder<unknown>;
  };
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
    rollup: {
      eqp: table('rollup_eqp'),
      eqpInsured: table('rollup_eqp_insured'),
      taskStatus: table('rollup_task_status'),
      taskDone: table('rollup_task_done'),
      taskDue: table('rollup_task_due'),
      mtcDone: table('rollup_mtc_done'),
      boot: table('rollup_boot'),
    },
  };
}

/** Permission ids (pms_code) guarding the dashboard calls (docs/dashboard-api.md). */
export const Permission = {
  dashboard: ['home:dashboard'],
  maintenanceList: ['eqp:list', 'eqp:insured', 'eqp:guar'],
  maintenanceModify: ['eqp:list'],
} as const;

/**
 * Checks the session's access to the hospital (bound, or super admin; its tables created) and that
 * the caller's role there holds one of `permissions`, through the same path as the entity calls
 * (server/auth/hospital-access.ts); refuses with 403 otherwise.
 */
export async function hospitalScope(
  db: Db,
  request: FastifyRequest,
  hospCode: string,
  permissions: readonly string[],
): Promise<HospitalScope> {
  const auth = authOf(request);
  if (!isValidHospCode(hospCode)) throw badRequest('医院编号格式不正确');
  await assertHospitalAccess(db, auth, hospCode, { tablesNeeded: true });
  if (!(await holdsPermission(db, auth, hospCode, permissions))) throw forbidden();
  const schema = hospSchema(hospCode);
  return {
    auth,
    hospCode,
    schema,
    hosp: db.withSchema(schema),
    tables: hospitalTables(schema),
    roleId: await roleIn(db, auth, hospCode),
    db,
  };
}
