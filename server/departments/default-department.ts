import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { newObjectId, ROOT_PARENT_ID } from '../../engine/server/object-id.js';
import { audited } from '../audit/audited-write.js';
import { nowDateTime } from '../db/clock.js';
import { hospSchema } from '../db/migrate.js';
import type { Database } from '../db/tables.js';

/** schemas/hosp-dept.json: deptName maxLength. */
const DEPT_NAME_MAX = 100;

/**
 * A hospital's first department, made by initialisation when it has none (issue 25): a user's
 * binding needs a department (部门为必输项), so without one a new hospital could get no user at all.
 * It is a top-level department named after the hospital, written in the caller's transaction and
 * logged as an add of 医院部门, as the department screen's 新增 would. A hospital that already has
 * a department (re-initialised after a reset, or given its tree before) gets none; answers the new
 * department's id, or null.
 */
export async function ensureFirstDepartment(
  trx: Kysely<Database>,
  request: FastifyRequest,
  hospCode: string,
  hospName: string,
): Promise<string | null> {
  const scoped = trx.withSchema(hospSchema(hospCode));
  if (await scoped.selectFrom('dept').select('id').limit(1).executeTakeFirst()) return null;
  const id = newObjectId();
  const now = nowDateTime();
  await audited(trx, request, { entity: 'hosp-dept', operation: 'add', hospCode, keys: [id] }, () =>
    scoped
      .insertInto('dept')
      .values({
        id,
        dept_name: hospName.slice(0, DEPT_NAME_MAX),
        parent_id: ROOT_PARENT_ID,
        sort: 0,
        disabled: false,
        create_date_time: now,
        lstupd_date_time: now,
      })
      .execute(),
  );
  return id;
}
