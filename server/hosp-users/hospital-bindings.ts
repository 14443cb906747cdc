import type { Kysely, Transaction } from 'kysely';
import { badInput, notFound, refusedBy } from '../../engine/server/entity-context.js';
import type { OperationCall, OperationResult } from '../../engine/server/entity-extensions.js';
import { SUCCESS } from '../../engine/server/entity-routes.js';
import { ROOT_PARENT_ID } from '../../engine/server/object-id.js';
import { checkKnownKeys, requireId } from '../../engine/server/request-checks.js';
import { USER_STATE_RESIGNED } from '../auth/account-kinds.js';
import { authOf } from '../auth/session-context.js';
import { assertNamedHospital, holdsPermission } from '../auth/hospital-access.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/envelope.js';
import { hospSchema, isValidHospCode } from '../db/migrate.js';
import { allHospitalsWithPermission, assertPermissionInAll, HOSP_USER_PERMISSION } from './hosp-user-access.js';
import { BINDABLE_ACCOUNT_TYPES, WRITE_MESSAGES } from './hosp-user-writes.js';
import { ENGINEER_BIZ_TYPE, USER_STATE_ON_DUTY } from './unfinished-work.js';
import { recordAudit } from '../audit/audit-writer.js';
import type { BoundHospitals } from '../../contracts/hosp-users.js';

export const BINDING_MESSAGES = {
  acctRequired: '平台账户为必输项',
  listRequired: 'hospCodeList必须为数组',
  badCode: (code: string) => `医院编号格式不正确: ${code}`,
  noHospital: (code: string) => `医院不存在或尚未创建数据表: ${code}`,
  noDept: (name: string) => `${name} 还没有部门，请先添加部门`,
  noRole: (name: string) => `${name} 还没有维修工程师角色，请先初始化医院`,
  unbindSelf: '不能解绑当前登录用户自己的医院',
} as const;
const MAX_HOSPITALS = 500;

/** Where a user bound by the transfer list starts: the hospital's first department and its maintenance engineer role. */
async function defaultsOf(trx: Transaction<any>, hospCode: string, hospName: string) {
  const scoped = trx.withSchema(hospSchema(hospCode));
  const dept = await scoped
    .selectFrom('dept')
    .select('id')
    .where('parent_id', '=', ROOT_PARENT_ID)
    .where('disabled', '=', false)
    .orderBy('sort')
    .orderBy('create_date_time')
    .orderBy('id')
    .executeTakeFirst();
  if (!dept) throw refusedBy(BINDING_MESSAGES.noDept(hospName));
  const role = await scoped
    .selectFrom('role')
    .select('id')
    .where('biz_type', '=', ENGINEER_BIZ_TYPE)
    .orderBy('create_date_time')
    .orderBy('id')
    .executeTakeFirst();
  if (!role) throw refusedBy(BINDING_MESSAGES.noRole(hospName));
  return { deptId: dept.id as string, roleId: role.id as string };
}

/** A resigned user taken back keeps the department and role they had, when both still exist. */
async function stillValid(trx: Transaction<any>, hospCode: string, deptId: string | null, roleId: string | null): Promise<boolean> {
  if (!deptId || !roleId) return false;
  const scoped = trx.withSchema(hospSchema(hospCode));
  const dept = await scoped.selectFrom('dept').select('id').where('id', '=', deptId).where('disabled', '=', false).executeTakeFirst();
  const role = await scoped.selectFrom('role').select('id').where('id', '=', roleId).executeTakeFirst();
  return Boolean(dept && role);
}

async function activeHospitals(db: Kysely<any>, acctId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('platform.hosp_user as u')
    .innerJoin('platform.hosp as h', 'h.hosp_code', 'u.hosp_code')
    .select('u.hosp_code')
    .where('u.acct_id', '=', acctId)
    .where('u.state', '<>', USER_STATE_RESIGNED)
    .orderBy('h.sort_num')
    .orderBy('u.hosp_code')
    .execute();
  return rows.map((row) => row.hosp_code as string);
}

/**
 * The account must be a user (any state) of the call's hospital: an administrator only sees their
 * own people. A super admin working from no hospital needs the account to exist, nothing more.
 */
async function assertKnownHere(db: Kysely<any>, acctId: string, hospCode: string | undefined): Promise<void> {
  const found =
    hospCode === undefined
      ? await db.selectFrom('platform.acct').select('id').where('id', '=', acctId).executeTakeFirst()
      : await db
          .selectFrom('platform.hosp_user')
          .select('id')
          .where('acct_id', '=', acctId)
          .where('hosp_code', '=', hospCode)
          .executeTakeFirst();
  if (!found) throw notFound(WRITE_MESSAGES.noAccount);
}

/**
 * The hospital a binding call works from. The seed's calls name none ({acctId, acctName,
 * hospCodeList}; GET .../{id}): a super admin needs none, a hospital administrator works from the
 * hospital of their session (where the host has checked `permission`). A hospCode the call does
 * name is used, after the same checks there; it is never replaced by the session's.
 */
async function hospitalOfCall(call: OperationCall, permission: string): Promise<string | undefined> {
  const auth = authOf(call.request);
  const db = call.host.db as unknown as Db;
  const named = call.input.hospCode;
  if (named === undefined || named === null || named === '') return auth.isAdmin ? undefined : (auth.session.currentHospCode ?? undefined);
  const hospCode = await assertNamedHospital(db, auth, named, { tablesNeeded: true });
  if (!(await holdsPermission(db, auth, hospCode, [permission]))) throw forbidden();
  return hospCode;
}

/**
 * GET /db/hosp-user-info/acct-bind-hosp-id-on-manage/{acctId}[?hospCode=]: the hospitals the
 * account is bound to (not resigned), those the caller may change (the transfer list's enabled
 * items), and their names.
 */
export async function boundHospitals(call: OperationCall): Promise<OperationResult> {
  const input = checkKnownKeys(call.input, ['id', 'hospCode'], []);
  const acctId = requireId(input.id, '平台账户');
  const db = call.host.db;
  await assertKnownHere(db, acctId, await hospitalOfCall(call, HOSP_USER_PERMISSION.read));
  const hospCodeList = await activeHospitals(db, acctId);
  const manageableHospCodeList = await allHospitalsWithPermission(db, authOf(call.request), HOSP_USER_PERMISSION.update);
  const codes = [...new Set([...manageableHospCodeList, ...hospCodeList])];
  const named = codes.length
    ? await db
        .selectFrom('platform.hosp')
        .select(['hosp_code', 'hosp_name'])
        .where('hosp_code', 'in', codes)
        .orderBy('sort_num')
        .orderBy('hosp_code')
        .execute()
    : [];
  // The transfer list's items: every hospital either side can show, with its name.
  const hospitals = named.map((row) => ({ value: row.hosp_code as string, label: row.hosp_name as string }));
  return { data: { acctId, hospCodeList, manageableHospCodeList, hospitals } satisfies BoundHospitals };
}

function requireCodes(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw badInput(BINDING_MESSAGES.listRequired);
  if (raw.length > MAX_HOSPITALS) throw badInput(`hospCodeList最多${MAX_HOSPITALS}项`);
  return [...new Set(raw.map((code) => (typeof code === 'number' ? String(code) : code)))].map((code) => {
    if (!isValidHospCode(code)) throw badInput(BINDING_MESSAGES.badCode(String(code)));
    return code;
  });
}

/**
 * POST /db/hosp-user-info/batch-hosp-user-add-or-update {acctId, acctName, hospCodeList, hospCode?}:
 * hospCodeList is the whole list of hospitals the account should be bound to (the transfer's right panel). A
 * hospital added binds the user there (first department, maintenance engineer, on duty; a
 * resigned user comes back); a hospital left out sets the user there to resigned (离职), keeping
 * its history. The caller must manage every hospital that changes; one transaction.
 */
export async function bindHospitals(call: OperationCall): Promise<OperationResult> {
  const input = checkKnownKeys(call.input, ['hospCode', 'acctId', 'acctName', 'hospCodeList'], []);
  if (input.acctId === undefined || input.acctId === null || input.acctId === '') throw badInput(BINDING_MESSAGES.acctRequired);
  const acctId = requireId(input.acctId, '平台账户');
  const wanted = requireCodes(input.hospCodeList);
  const db = call.host.db;
  const auth = authOf(call.request);
  const here = await hospitalOfCall(call, HOSP_USER_PERMISSION.update);
  await assertKnownHere(db, acctId, here);
  const account = await db.selectFrom('platform.acct').select('type').where('id', '=', acctId).executeTakeFirst();
  if (!account) throw notFound(WRITE_MESSAGES.noAccount);
  if (!BINDABLE_ACCOUNT_TYPES.includes(account.type as string)) throw refusedBy(WRITE_MESSAGES.accountType);

  const active = new Set(await activeHospitals(db, acctId));
  const toBind = wanted.filter((code) => !active.has(code));
  const toUnbind = [...active].filter((code) => !wanted.includes(code));
  if (acctId === auth.acctId && toUnbind.length > 0) throw refusedBy(BINDING_MESSAGES.unbindSelf);
  const hospitals = toBind.length
    ? await db
        .selectFrom('platform.hosp')
        .select(['hosp_code', 'hosp_name'])
        .where('hosp_code', 'in', toBind)
        .where('tables_created', '=', true)
        .execute()
    : [];
  const names = new Map(hospitals.map((row) => [row.hosp_code as string, row.hosp_name as string]));
  const unknown = toBind.find((code) => !names.has(code));
  if (unknown) throw badInput(BINDING_MESSAGES.noHospital(unknown));
  await assertPermissionInAll(db, auth, HOSP_USER_PERMISSION.update, [...toBind, ...toUnbind]);

  const now = call.host.now();
  await db.transaction().execute(async (trx) => {
    for (const hospCode of toBind) {
      const previous = await trx
        .selectFrom('platform.hosp_user')
        .select(['id', 'hosp_dept_id', 'hosp_role_id'])
        .where('acct_id', '=', acctId)
        .where('hosp_code', '=', hospCode)
        .forUpdate()
        .executeTakeFirst();
      if (previous && (await stillValid(trx, hospCode, previous.hosp_dept_id, previous.hosp_role_id))) {
        await trx
          .updateTable('platform.hosp_user')
          .set({ state: USER_STATE_ON_DUTY, lstupd_date_time: now })
          .where('id', '=', previous.id)
          .execute();
        continue;
      }
      const { deptId, roleId } = await defaultsOf(trx, hospCode, names.get(hospCode)!);
      const binding = { hosp_dept_id: deptId, hosp_role_id: roleId, state: USER_STATE_ON_DUTY, lstupd_date_time: now };
      if (previous) await trx.updateTable('platform.hosp_user').set(binding).where('id', '=', previous.id).execute();
      else
        await trx
          .insertInto('platform.hosp_user')
          .values({ id: call.host.newId(), acct_id: acctId, hosp_code: hospCode, ...binding, create_date_time: now })
          .execute();
    }
    if (toUnbind.length > 0) {
      await trx
        .updateTable('platform.hosp_user')
        .set({ state: USER_STATE_RESIGNED, lstupd_date_time: now })
        .where('acct_id', '=', acctId)
        .where('hosp_code', 'in', toUnbind)
        .execute();
    }
    const listed = (codes: string[]) => [...codes].sort().join('、');
    const changes =
      toBind.length + toUnbind.length ? [{ field: 'hospCodeList', title: '绑定医院', old: listed([...active]), new: listed(wanted) }] : [];
    await recordAudit(trx, call.request, {
      entity: 'hosp-user-info',
      operation: 'bindHospitals',
      hospCode: here,
      recordId: acctId,
      changes,
    });
  });
  return { data: { acctId, hospCodeList: await activeHospitals(db, acctId), bound: toBind, unbound: toUnbind }, message: SUCCESS.modified };
}
