import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { hospSchema, isValidHospCode } from '../db/migrate.js';
import { badRequest } from '../http/envelope.js';
import type { AuthContext } from '../auth/session-context.js';
import { assertHospitalAccess } from '../auth/hospital-access.js';
import { PLAN_TABLE } from './inventory-tables.js';

/**
 * The plan select of the records page (`{resource: "inventory-check-plan"}`): the hospital's plans,
 * newest first, for callers bound to that hospital (the same checks as the department select).
 */
export async function planOptions(db: Db, auth: AuthContext, hospCode: string | undefined): Promise<{ value: string; label: string }[]> {
  const code = hospCode ?? auth.session.currentHospCode ?? undefined;
  if (!code) throw badRequest('请选择医院');
  if (!isValidHospCode(code)) throw badRequest('医院编号格式不正确');
  await assertHospitalAccess(db, auth, code, { tablesNeeded: true });
  const rows = await (db as unknown as Kysely<any>)
    .withSchema(hospSchema(code))
    .selectFrom(PLAN_TABLE)
    .select(['id', 'plan_name'])
    .orderBy('create_date_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ value: row.id as string, label: row.plan_name as string }));
}
