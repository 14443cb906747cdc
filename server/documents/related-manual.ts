import { sql, type Kysely } from 'kysely';
import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import type { Body } from '../../engine/server/request-checks.js';
import type { Db } from '../db/database.js';
import { hospSchema } from '../db/migrate.js';
import { assertHospitalAccess, roleIn } from '../auth/hospital-access.js';
import { knowledgeCondition } from './knowledge-permission.js';
import { authOf } from '../auth/session-context.js';
import { badRequest } from '../http/envelope.js';
import { onlyKeys, requireHospCode } from '../hospitals/hospital-inputs.js';
import type { RelatedManual } from '../../contracts/documents.js';

const NONE: RelatedManual = { id: null, fileName: null, filePath: null };
const MAX_ROUTE_PATH = 300;

function requireRoutePath(value: unknown): string {
  if (value === undefined || value === null || value === '') throw badRequest('路由路径为必输项');
  if (typeof value !== 'string' || !value.startsWith('/')) throw badRequest('路由路径必须以/开头');
  if (value.length > MAX_ROUTE_PATH) throw badRequest(`路由路径长度不能超过${MAX_ROUTE_PATH}个字符`);
  return value;
}

/**
 * POST /db/laws/query-relation-menu-laws {hospCode, routePath} (seed 000 section 7): the product
 * manual related to the hospital's menu at that route path, for the console's viewer.
 *
 * A manual names its menu by id (relationMenuId) and name (relationMenuName). Menu ids are the
 * hospital's own, so a hospital's manual matches by id; a global manual, chosen from one
 * hospital's menus, also matches the same baseline menu of every other hospital by its name.
 * Only manuals the caller may read count: global ones and those of this hospital, to which the
 * caller must be bound, unless knowledge permissions list the manual (then only the hospitals and
 * roles they name, knowledge-permission.ts). Preference: this hospital's own, then a match by id, then the newest.
 */
export function relatedManualHandler(db: Db): OperationHandler {
  const kysely = db as unknown as Kysely<any>;
  return async ({ entity, request, input }) => {
    const body: Body = onlyKeys(input, ['hospCode', 'routePath']);
    const hospCode = requireHospCode(body.hospCode, '请选择医院');
    const routePath = requireRoutePath(body.routePath);
    const auth = authOf(request);
    await assertHospitalAccess(db, auth, hospCode);
    const hospital = await kysely.selectFrom('platform.hosp').select('tables_created').where('hosp_code', '=', hospCode).executeTakeFirst();
    if (!hospital?.tables_created) return { data: NONE };
    const menus = await kysely
      .withSchema(hospSchema(hospCode))
      .selectFrom('menu')
      .select(['id', 'menu_name'])
      .where('path', '=', routePath)
      .execute();
    if (menus.length === 0) return { data: NONE };
    const ids = menus.map((menu) => menu.id as string);
    const names = menus.map((menu) => menu.menu_name as string);
    const fileType = String(entity.fixedFilters?.fileType ?? '02');
    const byId = sql<boolean>`t.relation_menu_id in (${sql.join(ids)})`;
    const manual = await kysely
      .selectFrom(`platform.${entity.table} as t`)
      .select(['t.id', 't.file_name', 't.file_path'])
      .where('t.file_type', '=', fileType)
      .where('t.file_path', 'is not', null)
      .where(
        knowledgeCondition(sql<boolean>`(t.is_global = true or t.hosp_code = ${hospCode})`, [
          { hospCode, roleId: auth.isAdmin ? null : ((await roleIn(db, auth, hospCode)) ?? '') },
        ]),
      )
      .where(sql<boolean>`(${byId} or (t.is_global = true and t.relation_menu_name in (${sql.join(names)})))`)
      .orderBy(sql`(t.hosp_code is not distinct from ${hospCode})`, 'desc')
      .orderBy(sql`${byId}`, 'desc')
      .orderBy('t.lstupd_date_time', 'desc')
      .orderBy('t.id')
      .executeTakeFirst();
    if (!manual) return { data: NONE };
    return { data: { id: manual.id, fileName: manual.file_name, filePath: manual.file_path } satisfies RelatedManual };
  };
}
