import type { Kysely, Transaction } from 'kysely';
import { badInput, notFound, refusedBy } from '../../engine/server/entity-context.js';
import type { OperationCall, OperationResult } from '../../engine/server/entity-extensions.js';
import { SUCCESS } from '../../engine/server/entity-routes.js';
import { requireId, requireIdList, type Body } from '../../engine/server/request-checks.js';
import { checkDictionaryValues, dialogValues } from '../../engine/server/write-values.js';
import { ACCT_TYPE_HOSPITAL_USER, USER_STATE_RESIGNED } from '../auth/account-kinds.js';
import { authOf } from '../auth/session-context.js';
import { openWorkCount } from './unfinished-work.js';
import { audited } from '../audit/audited-write.js';

/** The operation log's view of a binding: its row in platform.hosp_user (the account's fields live elsewhere). */
export const bindingTarget = (hospCode: string | undefined, operation: string, keys: string[]) => ({
  entity: 'hosp-user-info',
  operation,
  hospCode,
  schema: 'platform',
  fields: ['acctId', 'hospDeptId', 'hospRoleId', 'state'],
  keys,
});

/** The refusals of the binding writes, in one place for the tests and the English file. */
export const WRITE_MESSAGES = {
  alreadyBound: '该账号已是本院用户',
  noAccount: '平台账户不存在',
  accountType: '只有医院级标准用户和非标准用户可以绑定医院',
  noDept: '部门不存在或已停用',
  noRole: '角色不存在',
  nothingToChange: '请至少填写一项修改内容',
  openWork: '该用户还有未完成的维修工单、任务或负责的设备，请先转交',
  deleteSelf: '不能删除当前登录用户的绑定',
  resignSelf: '不能将当前登录用户设为离职',
  accountFixed: '平台账户不可修改：绑定属性修改不能更换绑定的账号',
} as const;

/** Account types a hospital may bind: 01 hospital standard user, 02 non-standard (director) user. */
export const BINDABLE_ACCOUNT_TYPES = [ACCT_TYPE_HOSPITAL_USER, '02'];

/** The department (enabled) and role must be this hospital's own. */
export async function assertDeptAndRole(db: Kysely<any>, schema: string, values: Body): Promise<void> {
  if (typeof values.hospDeptId === 'string') {
    const dept = await db
      .withSchema(schema)
      .selectFrom('dept')
      .select('id')
      .where('id', '=', values.hospDeptId)
      .where('disabled', '=', false)
      .executeTakeFirst();
    if (!dept) throw badInput(WRITE_MESSAGES.noDept);
  }
  if (typeof values.hospRoleId === 'string') {
    const role = await db.withSchema(schema).selectFrom('role').select('id').where('id', '=', values.hospRoleId).executeTakeFirst();
    if (!role) throw badInput(WRITE_MESSAGES.noRole);
  }
}

/** Every id must be a binding of this hospital, or nothing is written (another hospital's rows are "not found"). */
async function bindingsOf(trx: Transaction<any>, hospCode: string, ids: string[]) {
  const rows = await trx
    .selectFrom('platform.hosp_user')
    .select(['id', 'acct_id', 'state'])
    .where('hosp_code', '=', hospCode)
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
  if (rows.length !== ids.length) throw notFound();
  return rows as { id: string; acct_id: string; state: string }[];
}

function refuseResigningSelf(call: OperationCall, rows: { acct_id: string }[], values: Body): void {
  if (values.state === USER_STATE_RESIGNED && rows.some((row) => row.acct_id === authOf(call.request).acctId))
    throw refusedBy(WRITE_MESSAGES.resignSelf);
}

/**
 * POST add {acctId, hospDeptId, hospRoleId, state, hospCode}: binds an account to the hospital
 * (step 3 of the wizard). A resigned user of this hospital is taken back on the same row, so their
 * history stays one record.
 */
export async function addHospUser(call: OperationCall): Promise<OperationResult> {
  const { values } = dialogValues(call.entity, 'add', call.input, []);
  const db = call.host.db;
  const hospCode = call.hospCode!;
  await checkDictionaryValues(db, call.entity, values);
  await assertDeptAndRole(db, call.schema, values);
  const now = call.host.now();
  const id = await db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('platform.acct')
      .select(['id', 'type'])
      .where('id', '=', values.acctId as string)
      .executeTakeFirst();
    if (!account) throw badInput(WRITE_MESSAGES.noAccount);
    if (!BINDABLE_ACCOUNT_TYPES.includes(account.type)) throw refusedBy(WRITE_MESSAGES.accountType);
    const existing = await trx
      .selectFrom('platform.hosp_user')
      .select(['id', 'state'])
      .where('acct_id', '=', account.id)
      .where('hosp_code', '=', hospCode)
      .forUpdate()
      .executeTakeFirst();
    const binding = { hosp_dept_id: values.hospDeptId, hosp_role_id: values.hospRoleId, state: values.state, lstupd_date_time: now };
    if (existing && existing.state !== USER_STATE_RESIGNED) throw refusedBy(WRITE_MESSAGES.alreadyBound);
    const bindingId = (existing?.id as string | undefined) ?? call.host.newId();
    return audited(trx, call.request, bindingTarget(call.hospCode, 'add', [bindingId]), async () => {
      if (existing) await trx.updateTable('platform.hosp_user').set(binding).where('id', '=', bindingId).execute();
      else
        await trx
          .insertInto('platform.hosp_user')
          .values({ id: bindingId, acct_id: account.id, hosp_code: hospCode, ...binding, create_date_time: now })
          .execute();
      return bindingId;
    });
  });
  return { data: id, message: SUCCESS.added };
}

/**
 * POST update {id, hospCode, hospDeptId, hospRoleId, state?, acctId?}: the bound attributes
 * (department and role). The seeds' update carries the whole link (seed 001 section 3), so a state
 * sent here is applied with updateNature's rules; the account of a binding is never changed by it.
 */
export async function updateHospUser(call: OperationCall): Promise<OperationResult> {
  const { values, extra } = dialogValues(call.entity, 'edit', call.input, ['id', 'state', 'acctId']);
  const id = requireId(extra.id);
  const state = extra.state === undefined ? undefined : { state: extra.state };
  if (state) await checkDictionaryValues(call.host.db, call.entity, state);
  await assertDeptAndRole(call.host.db, call.schema, values);
  await call.host.db.transaction().execute(async (trx) => {
    const rows = await bindingsOf(trx, call.hospCode!, [id]);
    if (extra.acctId !== undefined && extra.acctId !== rows[0]!.acct_id) throw badInput(WRITE_MESSAGES.accountFixed);
    if (state) refuseResigningSelf(call, rows, state);
    await audited(trx, call.request, bindingTarget(call.hospCode, 'update', [id]), () =>
      trx
        .updateTable('platform.hosp_user')
        .set({
          hosp_dept_id: values.hospDeptId,
          hosp_role_id: values.hospRoleId,
          ...(state ? { state: String(state.state) } : {}),
          lstupd_date_time: call.host.now(),
        })
        .where('id', '=', id)
        .execute(),
    );
  });
  return { message: SUCCESS.modified };
}

/** POST updateNature {id, hospCode, state}: the user state (在职, 休假, 离职) in this hospital. */
export async function updateHospUserState(call: OperationCall): Promise<OperationResult> {
  const { values, extra } = dialogValues(call.entity, 'stateEdit', call.input, ['id', 'hospCode']);
  const id = requireId(extra.id);
  await checkDictionaryValues(call.host.db, call.entity, values);
  await call.host.db.transaction().execute(async (trx) => {
    refuseResigningSelf(call, await bindingsOf(trx, call.hospCode!, [id]), values);
    await audited(trx, call.request, bindingTarget(call.hospCode, 'updateNature', [id]), () =>
      trx
        .updateTable('platform.hosp_user')
        .set({ state: values.state as string, lstupd_date_time: call.host.now() })
        .where('id', '=', id)
        .execute(),
    );
  });
  return { message: SUCCESS.modified };
}

/**
 * POST batchUpdate {idList, hospCode, hospDeptId?, hospRoleId?, state?}: the filled fields on every
 * listed user of this hospital. The dialog has no password: one password is never set on many accounts.
 */
export async function batchUpdateHospUsers(call: OperationCall): Promise<OperationResult> {
  const { values, extra } = dialogValues(call.entity, 'batch', call.input, ['idList', 'ids']);
  const ids = requireIdList(extra, ['idList', 'ids']);
  const columns: Record<string, unknown> = {};
  if (values.hospDeptId !== undefined) columns.hosp_dept_id = values.hospDeptId;
  if (values.hospRoleId !== undefined) columns.hosp_role_id = values.hospRoleId;
  if (values.state !== undefined) columns.state = values.state;
  if (Object.keys(columns).length === 0) throw badInput(WRITE_MESSAGES.nothingToChange);
  await checkDictionaryValues(call.host.db, call.entity, values);
  await assertDeptAndRole(call.host.db, call.schema, values);
  await call.host.db.transaction().execute(async (trx) => {
    refuseResigningSelf(call, await bindingsOf(trx, call.hospCode!, ids), values);
    await audited(trx, call.request, bindingTarget(call.hospCode, 'batchUpdate', ids), () =>
      trx
        .updateTable('platform.hosp_user')
        .set({ ...columns, lstupd_date_time: call.host.now() })
        .where('id', 'in', ids)
        .where('hosp_code', '=', call.hospCode!)
        .execute(),
    );
  });
  return { data: { count: ids.length }, message: SUCCESS.modified };
}

/**
 * POST delete {id | id[] | idList, hospCode}: removes the users' bindings to this hospital; the
 * accounts stay. Refused while a user still holds open work here (转交 first), and for oneself.
 */
export async function deleteHospUsers(call: OperationCall): Promise<OperationResult> {
  const ids = requireIdList(call.input, ['id', 'idList', 'ids']);
  const caller = authOf(call.request).acctId;
  await call.host.db.transaction().execute(async (trx) => {
    const rows = await bindingsOf(trx, call.hospCode!, ids);
    if (rows.some((row) => row.acct_id === caller)) throw refusedBy(WRITE_MESSAGES.deleteSelf);
    for (const row of rows) {
      if ((await openWorkCount(trx, call.schema, row.acct_id)) > 0) throw refusedBy(WRITE_MESSAGES.openWork);
    }
    await audited(trx, call.request, bindingTarget(call.hospCode, 'delete', ids), () =>
      trx.deleteFrom('platform.hosp_user').where('id', 'in', ids).where('hosp_code', '=', call.hospCode!).execute(),
    );
  });
  return { data: { count: ids.length }, message: SUCCESS.deleted };
}
