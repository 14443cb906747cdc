import { sql, type Kysely } from 'kysely';
import { badInput } from '../../engine/server/entity-context.js';
import { isObjectId } from '../../engine/server/object-id.js';
import type { OperationCall, OperationResult } from '../../engine/server/entity-extensions.js';
import type { Body } from '../../engine/server/request-checks.js';
import { authOf, type AuthContext } from '../auth/session-context.js';
import { hospSchema } from '../db/migrate.js';
import type { Db } from '../db/database.js';
import { assertNamedHospital } from '../auth/hospital-access.js';
import { allHospitalsWithPermission, assertPermissionInAll, COMPANY_USER_PERMISSION } from './hosp-user-access.js';
import { codeListOf, knownQueryKeys, likePattern, pageOf, textOf } from './query-input.js';

/** One binding of an account, as the company user screen lists it (seed 002 section 3, "Company account row"). */
export interface CompanyUserRow {
  id: string;
  acctId: string;
  acctName: string;
  cellPhone: string | null;
  hospCode: string;
  hospCodeDesc: string;
  hospDeptId: string | null;
  hospDeptIdDesc: string | null;
  hospRoleId: string | null;
  hospRoleIdDesc: string | null;
  state: string;
  stateDesc: string | null;
  compName: string | null;
  createDateTime: string;
  lstupdDateTime: string;
}

export const COMPANY_MESSAGES = { phoneRequired: '请输入电话号' } as const;

const QUERY_KEYS = ['cellPhone', 'acctName', 'allCompFlag', 'hospCodeList', 'hospCode', 'acctId', 'deptName', 'hospRoleId', 'state'];
const ECHOES = ['hospCodeDesc', 'hospDeptId', 'hospDeptIdDesc', 'hospRoleIdDesc', 'stateDesc', 'compName'];

export interface CompanyFilter {
  acctId?: string | undefined;
  cellPhone?: string | undefined;
  acctName?: string | undefined;
  hospCodes: string[];
  deptName?: string | undefined;
  hospRoleId?: string | undefined;
  state?: string | undefined;
}

/**
 * The hospitals the caller may read company users of: those where they hold the permission (all
 * for a super admin), narrowed to the hospitals asked for (each of which must be one of them:
 * refused, never dropped) and to the session hospital's company when allCompFlag is false.
 */
async function scopeHospitals(
  db: Kysely<any>,
  auth: AuthContext,
  permission: string,
  allCompanies: boolean,
  asked: string[] | undefined,
): Promise<string[]> {
  let codes = await allHospitalsWithPermission(db, auth, permission);
  if (asked) {
    for (const code of asked) await assertNamedHospital(db as unknown as Db, auth, code, { tablesNeeded: true });
    await assertPermissionInAll(db, auth, permission, asked);
    codes = codes.filter((code) => asked.includes(code));
  }
  if (!allCompanies && auth.session.currentHospCode) {
    const own = await db
      .selectFrom('platform.hosp')
      .select('comp_id')
      .where('hosp_code', '=', auth.session.currentHospCode)
      .executeTakeFirst();
    const sameCompany = await db
      .selectFrom('platform.hosp')
      .select('hosp_code')
      .where('comp_id', '=', own?.comp_id ?? '')
      .execute();
    const allowed = new Set(sameCompany.map((row) => row.hosp_code as string));
    codes = codes.filter((code) => allowed.has(code));
  }
  return codes;
}

function accountOf(body: Body): string | undefined {
  const acctId = textOf(body, 'acctId', '平台账户');
  if (acctId !== undefined && !isObjectId(acctId)) throw badInput('查询条件平台账户格式不正确');
  return acctId;
}

/** hospCodeList and hospCode (one hospital) together: the hospitals the call names, if any. */
function askedHospitals(body: Body): string[] | undefined {
  const list = codeListOf(body, 'hospCodeList', '医院');
  const one = codeListOf(body, 'hospCode', '医院', 1);
  if (!list && !one) return undefined;
  return [...new Set([...(list ?? []), ...(one ?? [])])];
}

export async function companyFilterOf(
  call: OperationCall,
  permission: string,
  phoneRequired: boolean,
): Promise<{ filter: CompanyFilter; body: Body }> {
  const body = knownQueryKeys(call.input, QUERY_KEYS, ECHOES);
  const cellPhone = textOf(body, 'cellPhone', '电话号');
  if (phoneRequired && !cellPhone) throw badInput(COMPANY_MESSAGES.phoneRequired);
  if (body.allCompFlag !== undefined && body.allCompFlag !== null && typeof body.allCompFlag !== 'boolean')
    throw badInput('查询条件allCompFlag格式不正确');
  const asked = askedHospitals(body);
  const hospCodes = await scopeHospitals(call.host.db, authOf(call.request), permission, body.allCompFlag !== false, asked);
  return {
    body,
    filter: {
      acctId: accountOf(body),
      cellPhone,
      acctName: textOf(body, 'acctName', '姓名'),
      hospCodes,
      deptName: textOf(body, 'deptName', '部门名称'),
      hospRoleId: textOf(body, 'hospRoleId', '角色'),
      state: textOf(body, 'state', '用户状态'),
    },
  };
}

/** Ids of the departments or roles matching a name in each of the hospitals (ids are unique across hospitals). */
async function idsInHospitals(
  db: Kysely<any>,
  hospitals: { hosp_code: unknown }[],
  table: 'dept' | 'role',
  column: string,
  op: '=' | 'ilike',
  value: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (const { hosp_code } of hospitals) {
    const rows = await db
      .withSchema(hospSchema(hosp_code as string))
      .selectFrom(table)
      .select('id')
      .where(column, op, value)
      .execute();
    ids.push(...rows.map((row) => row.id as string));
  }
  return ids;
}

/**
 * The bindings matching the filter, in the platform tables only; a department name (or a role
 * name) is first turned into the matching ids, per hospital among the candidates, so paging stays
 * one SQL statement.
 */
async function matchingBindings(db: Kysely<any>, filter: CompanyFilter) {
  let query = db
    .selectFrom('platform.hosp_user as u')
    .innerJoin('platform.acct as a', 'a.id', 'u.acct_id')
    .innerJoin('platform.hosp as h', 'h.hosp_code', 'u.hosp_code')
    .where('u.hosp_code', 'in', filter.hospCodes);
  if (filter.acctId) query = query.where('u.acct_id', '=', filter.acctId);
  if (filter.cellPhone) query = query.where('a.cell_phone', 'ilike', likePattern(filter.cellPhone));
  if (filter.acctName) query = query.where('a.acct_name', 'ilike', likePattern(filter.acctName));
  if (filter.state) query = query.where('u.state', '=', filter.state);
  if (filter.hospRoleId && isObjectId(filter.hospRoleId)) query = query.where('u.hosp_role_id', '=', filter.hospRoleId);
  else if (filter.hospRoleId) {
    // A role name (the console's filter): the role of that name in each hospital.
    const roleIds = await idsInHospitals(
      db,
      await query.select('u.hosp_code').distinct().execute(),
      'role',
      'role_name',
      '=',
      filter.hospRoleId,
    );
    query = roleIds.length ? query.where('u.hosp_role_id', 'in', roleIds) : query.where(sql<boolean>`false`);
  }
  if (filter.deptName) {
    const deptIds = await idsInHospitals(
      db,
      await query.select('u.hosp_code').distinct().execute(),
      'dept',
      'dept_name',
      'ilike',
      likePattern(filter.deptName),
    );
    query = deptIds.length ? query.where('u.hosp_dept_id', 'in', deptIds) : query.where(sql<boolean>`false`);
  }
  return query;
}

/** Department and role names of the rows, one pair of lookups per hospital on the page. */
async function withHospitalNames(db: Kysely<any>, rows: Body[]): Promise<CompanyUserRow[]> {
  const byHospital = new Map<string, Body[]>();
  for (const row of rows) byHospital.set(row.hospCode as string, [...(byHospital.get(row.hospCode as string) ?? []), row]);
  const depts = new Map<string, string>();
  const roles = new Map<string, string>();
  for (const [hospCode, members] of byHospital) {
    const scoped = db.withSchema(hospSchema(hospCode));
    const deptIds = [...new Set(members.map((row) => row.hospDeptId).filter((id): id is string => typeof id === 'string'))];
    const roleIds = [...new Set(members.map((row) => row.hospRoleId).filter((id): id is string => typeof id === 'string'))];
    if (deptIds.length)
      for (const row of await scoped.selectFrom('dept').select(['id', 'dept_name']).where('id', 'in', deptIds).execute())
        depts.set(row.id, row.dept_name);
    if (roleIds.length)
      for (const row of await scoped.selectFrom('role').select(['id', 'role_name']).where('id', 'in', roleIds).execute())
        roles.set(row.id, row.role_name);
  }
  return rows.map((row) => ({
    ...row,
    hospDeptIdDesc: depts.get(row.hospDeptId as string) ?? null,
    hospRoleIdDesc: roles.get(row.hospRoleId as string) ?? null,
  })) as CompanyUserRow[];
}

const ROW_COLUMNS = [
  'u.id',
  'u.acct_id as acctId',
  'a.acct_name as acctName',
  'a.cell_phone as cellPhone',
  'u.hosp_code as hospCode',
  'h.hosp_name as hospCodeDesc',
  'u.hosp_dept_id as hospDeptId',
  'u.hosp_role_id as hospRoleId',
  'u.state',
  'c.comp_name as compName',
  'u.create_date_time as createDateTime',
  'u.lstupd_date_time as lstupdDateTime',
] as const;
const stateLabel = sql<
  string | null
>`(select d.description from platform.dic d where d.type = 'USER_STATE' and d.val = u.state order by d.sort limit 1)`;

/** The matching rows (a page of them, or up to `limit`), names filled in. */
export async function companyRows(
  db: Kysely<any>,
  filter: CompanyFilter,
  page: { offset: number; limit: number },
): Promise<{ list: CompanyUserRow[]; total: number }> {
  if (filter.hospCodes.length === 0) return { list: [], total: 0 };
  const matching = await matchingBindings(db, filter);
  const { total } = await matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await matching
    .leftJoin('platform.company as c', 'c.id', 'h.comp_id')
    .select([...ROW_COLUMNS, stateLabel.as('stateDesc')])
    .orderBy('a.acct_name')
    .orderBy('h.sort_num')
    .orderBy('u.hosp_code')
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { list: await withHospitalNames(db, rows), total: Number(total) };
}

/**
 * POST /db/hosp-user-info/company-acct-query {cellPhone (required), acctName, allCompFlag,
 * hospCodeList, deptName, hospRoleId, state, pagedQueryInfo}: one row per account and hospital,
 * across the hospitals the caller may read.
 */
export async function queryCompanyUsers(call: OperationCall): Promise<OperationResult> {
  const { filter, body } = await companyFilterOf(call, COMPANY_USER_PERMISSION.read, true);
  const page = pageOf(body.pagedQueryInfo);
  return { data: await companyRows(call.host.db, filter, { offset: (page.index - 1) * page.pageSize, limit: page.pageSize }) };
}
