import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { hospSchema, isValidHospCode } from '../db/migrate.js';
import { badRequest, refused } from '../http/envelope.js';
import type { AuthContext } from '../auth/session-context.js';
import { assertHospitalAccess, assertNamedHospital } from '../auth/hospital-access.js';
import { accessibleHospitals } from '../auth/account-hospitals.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import { flattenInitPermissions, schemaPermissionIds } from '../roles/permission-catalogue.js';
import { deriveInitTree } from '../seed/schema-init-data.js';
import { standardInitBase } from '../seed/standard-init-base.js';
import { roleNamesAcrossHospitals } from '../hosp-users/role-names.js';
import type { RequestLanguage } from '../http/request-language.js';

export interface Option {
  value: string;
  label: string;
}

export interface SelectorRequest {
  type: string;
  resource: string;
  hospCode?: string | undefined;
}

/** Type 0: dictionary entries whose `type` is the resource (ACCT_TYPE, USER_STATE, ...). */
export const DICTIONARY_SELECTOR = '0';
/** Type 1: business resources (the seeds name the role resource as type 1). */
export const RESOURCE_SELECTOR = '1';

type ResourceLoader = (db: Db, auth: AuthContext, hospCode: string | undefined) => Promise<Option[]>;

async function scopedHospital(db: Db, auth: AuthContext, hospCode: string | undefined): Promise<string> {
  const code = hospCode ?? auth.session.currentHospCode ?? undefined;
  if (!code) throw badRequest('请选择医院');
  if (!isValidHospCode(code)) throw badRequest('医院编号格式不正确');
  await assertHospitalAccess(db, auth, code);
  const hospital = await db.selectFrom('platform.hosp').select('tables_created').where('hosp_code', '=', code).executeTakeFirst();
  if (!hospital?.tables_created) throw refused('该医院尚未创建数据表');
  return code;
}

const hospitals: ResourceLoader = async (db, auth) =>
  (await accessibleHospitals(db, auth.acctId, auth.acctType)).map((h) => ({ value: h.hospCode, label: h.hospName }));

let permissionCodes: Option[] | undefined;

/** Schema permission ids first (named after their screen), then the baseline's other codes; sorted by code. */
function knownPermissionCodes(): Option[] {
  if (!permissionCodes) {
    const options = new Map<string, string>(schemaPermissionIds(entityCatalogue()).map((use) => [use.code, use.name]));
    for (const node of flattenInitPermissions(deriveInitTree(standardInitBase, entityCatalogue()).permissions))
      if (!options.has(node.pmsCode)) options.set(node.pmsCode, node.pmsName);
    permissionCodes = [...options].sort(([a], [b]) => a.localeCompare(b)).map(([value, label]) => ({ value, label }));
  }
  return permissionCodes;
}

/** The known codes plus a hospital's own (codes added there by hand), once each, sorted by code. */
async function withHospitalCodes(db: Db, hospCode: string): Promise<Option[]> {
  const hospital = await db.selectFrom('platform.hosp').select('tables_created').where('hosp_code', '=', hospCode).executeTakeFirst();
  if (!hospital?.tables_created) return knownPermissionCodes();
  const own = await db.withSchema(hospSchema(hospCode)).selectFrom('permission').select(['pms_code', 'pms_name']).execute();
  const options = new Map(knownPermissionCodes().map((option) => [option.value, option.label]));
  for (const row of own) if (!options.has(row.pms_code)) options.set(row.pms_code, row.pms_name);
  return [...options].sort(([a], [b]) => a.localeCompare(b)).map(([value, label]) => ({ value, label }));
}

/** Registry of type-1 resources; a later screen adds its dropdown here. */
export const resourceLoaders: Record<string, ResourceLoader> = {
  hosp: hospitals,
  'acct-manage-hosp': hospitals,
  role: async (db, auth, hospCode) => {
    const code = await scopedHospital(db, auth, hospCode);
    const rows = await db.withSchema(hospSchema(code)).selectFrom('role').select(['id', 'role_name']).orderBy('role_name').execute();
    return rows.map((row) => ({ value: row.id, label: row.role_name }));
  },
  dept: async (db, auth, hospCode) => {
    const code = await scopedHospital(db, auth, hospCode);
    const rows = await db
      .withSchema(hospSchema(code))
      .selectFrom('dept')
      .select(['id', 'dept_name'])
      .where('disabled', '=', false)
      .orderBy('sort')
      .orderBy('dept_name')
      .execute();
    return rows.map((row) => ({ value: row.id, label: row.dept_name }));
  },
  // The permission codes a permission node or a menu may name: every id the schemas check, the
  // standard baseline's own (groups, dashboards) and, for a named hospital, the codes it already has.
  'pre-auth': async (db, _auth, hospCode) => (hospCode ? withHospitalCodes(db, hospCode) : knownPermissionCodes()),
  hosp_init_data: async (db) => {
    const rows = await db
      .selectFrom('platform.param')
      .select(['id', 'description', 'sub_type'])
      .where('type', '=', 'hosp_init_data')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ value: row.id, label: row.description ?? row.sub_type ?? row.id }));
  },
  // Role names across the hospitals of the company user screen (server/hosp-users/role-names.ts).
  'hosp-role-name': (db, auth) => roleNamesAcrossHospitals(db as unknown as Kysely<any>, auth),
  // Companies (schemas/company.json): the hospital's compId and the hospital list's company filter.
  company: async (db) => {
    const rows = await (db as unknown as Kysely<any>)
      .selectFrom('platform.company')
      .select(['id', 'comp_name'])
      .orderBy('comp_name')
      .execute();
    return rows.map((row) => ({ value: row.id as string, label: row.comp_name as string }));
  },
};

/**
 * Dictionary labels are in the caller's language (an entry without English keeps its Chinese text).
 * A hospital named with any selector must be one the caller may use (the same refusal as
 * /api/auth), whether or not the list depends on it: a named hospital is used or refused.
 */
export async function loadOptions(
  db: Db,
  auth: AuthContext,
  request: SelectorRequest,
  language: RequestLanguage = 'zh',
): Promise<Option[]> {
  const named = request.hospCode === '' ? undefined : request.hospCode;
  if (named !== undefined) await assertNamedHospital(db, auth, named);
  if (request.type === DICTIONARY_SELECTOR) {
    const rows = await db
      .selectFrom('platform.dic')
      .select(['val', language === 'en' ? sql<string>`coalesce(description_en, description)`.as('description') : 'description'])
      .where('type', '=', request.resource)
      .orderBy('sort')
      .orderBy('val')
      .execute();
    return rows.map((row) => ({ value: row.val, label: row.description }));
  }
  const loader = request.type === RESOURCE_SELECTOR ? resourceLoaders[request.resource] : undefined;
  if (!loader) throw badRequest(`未知的下拉数据: ${request.type}/${request.resource}`);
  return loader(db, auth, named);
}
