import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { notFound } from '../../engine/server/entity-context.js';
import { requireId, type Body } from '../../engine/server/request-checks.js';
import { hospSchema } from '../db/migrate.js';
import type { RequestLanguage } from '../http/request-language.js';
import { knownQueryKeys, likePattern, pageOf, rangeOf, textOf } from './query-input.js';

/** One hospital user as the screens read it (seed 001 section 3, "Hospital user row"). */
export interface HospUserRow {
  id: string;
  acctId: string;
  acctName: string;
  acctNo: string | null;
  cellPhone: string | null;
  avatar: string | null;
  email: string | null;
  type: string;
  typeDesc: string | null;
  hospCode: string;
  hospCodeDesc: string | null;
  hospDeptId: string | null;
  hospDeptIdDesc: string | null;
  hospRoleId: string | null;
  hospRoleIdDesc: string | null;
  state: string;
  stateDesc: string | null;
  createDateTime: string;
  lstupdDateTime: string;
}

/** The labels of the two dictionaries a row shows, read once per call (a handful of rows). */
async function labelsOf(db: Kysely<any>, language: RequestLanguage): Promise<(type: string, value: unknown) => string | null> {
  const description =
    language === 'en'
      ? sql<string>`coalesce(description_en, description)`.as('description')
      : sql.ref<string>('description').as('description');
  const rows = await db
    .selectFrom('platform.dic')
    .select(['type', 'val', description])
    .where('type', 'in', ['USER_STATE', 'ACCT_TYPE'])
    .orderBy('sort', 'desc')
    .execute();
  // Sorted backwards, so the first entry of a value (the dictionary's own order) is the one kept.
  const labels = new Map(rows.map((row) => [`${row.type}:${row.val}`, row.description as string]));
  return (type, value) => labels.get(`${type}:${String(value)}`) ?? null;
}

async function withLabels(db: Kysely<any>, rows: Record<string, unknown>[], language: RequestLanguage): Promise<HospUserRow[]> {
  const label = await labelsOf(db, language);
  return rows.map((row) => ({
    ...row,
    typeDesc: label('ACCT_TYPE', row.type),
    stateDesc: label('USER_STATE', row.state),
  })) as HospUserRow[];
}

/**
 * The bindings of one hospital with their account (platform schema) and their department and role
 * (the hospital's schema), joined in one statement: the engine's lookups read one schema, and these
 * rows live in two. Only platform.hosp_user rows of this hospital are ever read.
 */
function joinedRows(db: Kysely<any>, hospCode: string) {
  const schema = hospSchema(hospCode);
  return db
    .selectFrom('platform.hosp_user as u')
    .innerJoin('platform.acct as a', 'a.id', 'u.acct_id')
    .leftJoin(`${schema}.dept as d`, 'd.id', 'u.hosp_dept_id')
    .leftJoin(`${schema}.role as r`, 'r.id', 'u.hosp_role_id')
    .leftJoin('platform.hosp as h', 'h.hosp_code', 'u.hosp_code')
    .where('u.hosp_code', '=', hospCode)
    .select([
      'u.id',
      'u.acct_id as acctId',
      'a.acct_name as acctName',
      'a.acct_no as acctNo',
      'a.cell_phone as cellPhone',
      'a.avatar',
      'a.email',
      'a.type',
      'u.hosp_code as hospCode',
      'h.hosp_name as hospCodeDesc',
      'u.hosp_dept_id as hospDeptId',
      'd.dept_name as hospDeptIdDesc',
      'u.hosp_role_id as hospRoleId',
      'r.role_name as hospRoleIdDesc',
      'u.state',
      'u.create_date_time as createDateTime',
      'u.lstupd_date_time as lstupdDateTime',
    ]);
}

const QUERY_KEYS = [
  'hospCode',
  'id',
  'acctId',
  'acctName',
  'acctNo',
  'cellPhone',
  'email',
  'type',
  'state',
  'hospDeptId',
  'hospRoleId',
  'createDateTime',
  'lstupdDateTime',
];
const ECHOES = ['passWord', 'avatar', 'remark', ...QUERY_KEYS.map((key) => `${key}Desc`)];

type Condition = (eb: any) => Expression<SqlBool>;

/**
 * The WHERE conditions of a query body, on the binding's own columns and on its account's; values
 * are bound parameters only. Kept apart so a list without account conditions pages the bindings
 * alone and joins the accounts, departments and roles of one page only.
 */
function conditions(body: Body): { binding: Condition[]; account: Condition[] } {
  const binding: Condition[] = [];
  const account: Condition[] = [];
  const equals = (to: Condition[], key: string, title: string, column: string) => {
    const value = textOf(body, key, title);
    if (value !== undefined) to.push((eb) => eb(column, '=', value));
  };
  const contains = (key: string, title: string, columns: string[]) => {
    const value = textOf(body, key, title);
    if (value === undefined) return;
    const pattern = likePattern(value);
    account.push((eb) => eb.or(columns.map((column) => eb(column, 'ilike', pattern))));
  };
  equals(binding, 'id', 'ID', 'u.id');
  equals(binding, 'acctId', '平台账户', 'u.acct_id');
  equals(binding, 'state', '用户状态', 'u.state');
  equals(binding, 'hospDeptId', '部门', 'u.hosp_dept_id');
  equals(binding, 'hospRoleId', '角色', 'u.hosp_role_id');
  equals(account, 'type', '账号类型', 'a.type');
  // Seed 001 section 2.2: the acctName filter matches the name or the account number.
  contains('acctName', '账号名称/姓名', ['a.acct_name', 'a.acct_no']);
  contains('acctNo', '账号', ['a.acct_no']);
  contains('cellPhone', '手机号', ['a.cell_phone']);
  contains('email', '邮箱', ['a.email']);
  for (const [key, title, column] of [
    ['createDateTime', '创建时间', 'u.create_date_time'],
    ['lstupdDateTime', '更新时间', 'u.lstupd_date_time'],
  ] as const) {
    const range = rangeOf(body, key, title);
    if (range?.[0]) binding.push((eb) => eb(column, '>=', range[0]));
    if (range?.[1]) binding.push((eb) => eb(column, '<=', range[1]));
  }
  return { binding, account };
}

/** The hospital's bindings matching the conditions; the account is joined only when a condition reads it. */
function matchingBindings(db: Kysely<any>, hospCode: string, where: { binding: Condition[]; account: Condition[] }) {
  let query = db.selectFrom('platform.hosp_user as u').where('u.hosp_code', '=', hospCode);
  if (where.account.length) query = query.innerJoin('platform.acct as a', 'a.id', 'u.acct_id');
  for (const condition of [...where.binding, ...where.account]) query = query.where(condition);
  return query;
}

/**
 * POST /db/hosp-user-info/query: one page of the hospital's users, newest first, and the total.
 * The page is chosen among the bindings first; only its rows are joined to accounts, departments
 * and roles (one statement), so a late page of 10,000 users joins 10 rows, not 10,000.
 */
export async function queryHospUsers(
  db: Kysely<any>,
  hospCode: string,
  input: Body,
  language: RequestLanguage = 'zh',
): Promise<{ list: HospUserRow[]; total: number }> {
  const body = knownQueryKeys(input, QUERY_KEYS, ECHOES);
  const page = pageOf(body.pagedQueryInfo);
  const where = conditions(body);
  const { total } = await matchingBindings(db, hospCode, where).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const pageIds = matchingBindings(db, hospCode, where)
    .select('u.id')
    .orderBy('u.create_date_time', 'desc')
    .orderBy('u.id', 'desc')
    .limit(page.pageSize)
    .offset((page.index - 1) * page.pageSize);
  const rows = await joinedRows(db, hospCode)
    .where('u.id', 'in', pageIds)
    .orderBy('u.create_date_time', 'desc')
    .orderBy('u.id', 'desc')
    .execute();
  return { list: await withLabels(db, rows, language), total: Number(total) };
}

/** One user of this hospital by the binding's id; another hospital's binding is not found. */
export async function findHospUser(db: Kysely<any>, hospCode: string, id: unknown, language: RequestLanguage = 'zh'): Promise<HospUserRow> {
  const row = await joinedRows(db, hospCode).where('u.id', '=', requireId(id)).executeTakeFirst();
  if (!row) throw notFound();
  return (await withLabels(db, [row], language))[0]!;
}
