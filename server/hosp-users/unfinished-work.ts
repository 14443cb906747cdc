import { sql, type Kysely } from 'kysely';
import { badInput, notFound, refusedBy } from '../../engine/server/entity-context.js';
import type { OperationCall, OperationResult } from '../../engine/server/entity-extensions.js';
import { checkKnownKeys, requireId } from '../../engine/server/request-checks.js';
import { ACTION_STATE_DESC, SeqState, TASK_TYPE_NAMES, type TaskType } from '../equipment/equipment-codes.js';
import { likePattern, textOf } from './query-input.js';
import { recordAudit } from '../audit/audit-writer.js';
import { touchedRow } from '../db/row-version.js';
import type { Engineer, UnfinishedWork } from '../../contracts/hosp-users.js';

/**
 * A user's work left behind in one hospital (docs/equipment-domain.md): repair orders they hold
 * that are not finished, their tasks not completed (planned, to do, overdue), and the equipment
 * they are the first engineer of (new repair requests on it are theirs). The transfer moves all
 * three, so every dashboard number counted per engineer moves with it.
 */
export const UNFINISHED_TASK_STATUSES = ['01', '02', '03'];
/** USER_STATE 01: on duty; only they may receive work. */
export const USER_STATE_ON_DUTY = '01';
/** ROLE_BIZ_TYPE 01: maintenance engineer. */
export const ENGINEER_BIZ_TYPE = '01';
const LIST_LIMIT = 100;

export const WORK_MESSAGES = {
  fromRequired: '请选择转出用户',
  toRequired: '请选择接收工程师',
  sameUser: '不能转交给同一个用户',
  notHere: '该用户不是本院用户',
  receiverNotOnDuty: '接收人必须是本院在职用户',
  transferred: '转交成功',
} as const;

/** How many open items the account holds in the hospital: deleting its binding would orphan them. */
export async function openWorkCount(db: Kysely<any>, schema: string, acctId: string): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    select
      (select count(*) from ${sql.table(`${schema}.mtc_order`)} where seq_state = ${SeqState.unfinished} and current_egn_id = ${acctId})
      + (select count(*) from ${sql.table(`${schema}.eqp_task`)} where person_id = ${acctId} and status in (${sql.join(UNFINISHED_TASK_STATUSES)}))
      + (select count(*) from ${sql.table(`${schema}.eqp`)} where first_engineer_id = ${acctId}) as total`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** The account must have (had) a binding in the call's hospital: nobody reads another hospital's people. */
async function boundHere(db: Kysely<any>, hospCode: string, acctId: string) {
  const binding = await db
    .selectFrom('platform.hosp_user as u')
    .innerJoin('platform.acct as a', 'a.id', 'u.acct_id')
    .select(['u.state', 'a.acct_name', 'a.cell_phone'])
    .where('u.acct_id', '=', acctId)
    .where('u.hosp_code', '=', hospCode)
    .executeTakeFirst();
  if (!binding) throw notFound(WORK_MESSAGES.notHere);
  return binding as { state: string; acct_name: string; cell_phone: string | null };
}

/** POST user-job-un-finish-query {hospCode, acctId}: totals and the first 100 of each kind. */
export async function unfinishedWork(call: OperationCall): Promise<OperationResult> {
  const input = checkKnownKeys(call.input, ['hospCode', 'acctId', 'id'], ['acctName']);
  const acctId = requireId(input.acctId ?? input.id, '平台账户');
  const db = call.host.db;
  await boundHere(db, call.hospCode!, acctId);
  const scoped = db.withSchema(call.schema);
  const orders = scoped
    .selectFrom('mtc_order as m')
    .leftJoin('eqp as e', 'e.id', 'm.eqp_id')
    .where('m.seq_state', '=', SeqState.unfinished)
    .where('m.current_egn_id', '=', acctId);
  const tasks = scoped
    .selectFrom('eqp_task as t')
    .leftJoin('eqp as e', 'e.id', 't.eqp_id')
    .where('t.person_id', '=', acctId)
    .where('t.status', 'in', UNFINISHED_TASK_STATUSES);
  const equipment = scoped.selectFrom('eqp as e').where('e.first_engineer_id', '=', acctId);
  const count = sql<number>`count(*)::int`.as('total');
  const mtcOrderList = await orders
    .select(['m.id', 'm.seq_no as seqNo', 'e.eqp_name as eqpName', 'm.action_state as actionState', 'm.apply_time as applyTime'])
    .orderBy('m.apply_time')
    .orderBy('m.id')
    .limit(LIST_LIMIT)
    .execute();
  const taskList = await tasks
    .select(['t.id', 't.task_type as taskType', 'e.eqp_name as eqpName', 't.status', 't.due_date as dueDate'])
    .orderBy('t.due_date')
    .orderBy('t.id')
    .limit(LIST_LIMIT)
    .execute();
  const eqpList = await equipment
    .select(['e.id', 'e.eqp_name as eqpName', 'e.hosp_eqp_id as hospEqpId'])
    .orderBy('e.hosp_eqp_id')
    .limit(LIST_LIMIT)
    .execute();
  return {
    data: {
      acctId,
      mtcOrderTotal: (await orders.select(count).executeTakeFirstOrThrow()).total,
      taskTotal: (await tasks.select(count).executeTakeFirstOrThrow()).total,
      eqpTotal: (await equipment.select(count).executeTakeFirstOrThrow()).total,
      mtcOrderList: mtcOrderList.map((row) => ({ ...row, actionStateDesc: ACTION_STATE_DESC[row.actionState as string] ?? null })),
      taskList: taskList.map((row) => ({ ...row, taskTypeDesc: TASK_TYPE_NAMES[row.taskType as TaskType] ?? null })),
      eqpList,
    } satisfies UnfinishedWork,
  };
}

/**
 * POST user-job-un-finish-transfer {hospCode, acctId, toAcctId}: everything unfinished of acctId in
 * this hospital goes to toAcctId, an on-duty user here, in one transaction. A repair order changing
 * hands counts as one more transfer (转单), as when an engineer hands it over.
 */
export async function transferWork(call: OperationCall): Promise<OperationResult> {
  const input = checkKnownKeys(call.input, ['hospCode', 'acctId', 'toAcctId'], ['acctName', 'toAcctName']);
  if (input.acctId === undefined || input.acctId === '') throw badInput(WORK_MESSAGES.fromRequired);
  if (input.toAcctId === undefined || input.toAcctId === '') throw badInput(WORK_MESSAGES.toRequired);
  const from = requireId(input.acctId, '平台账户');
  const to = requireId(input.toAcctId, '接收人');
  if (from === to) throw badInput(WORK_MESSAGES.sameUser);
  const db = call.host.db;
  const hospCode = call.hospCode!;
  await boundHere(db, hospCode, from);
  const receiver = await db
    .selectFrom('platform.hosp_user as u')
    .innerJoin('platform.acct as a', 'a.id', 'u.acct_id')
    .select(['a.acct_name', 'a.cell_phone'])
    .where('u.acct_id', '=', to)
    .where('u.hosp_code', '=', hospCode)
    .where('u.state', '=', USER_STATE_ON_DUTY)
    .executeTakeFirst();
  if (!receiver) throw refusedBy(WORK_MESSAGES.receiverNotOnDuty);
  const now = call.host.now();
  const moved = await db.transaction().execute(async (trx) => {
    const scoped = trx.withSchema(call.schema);
    const orders = await scoped
      .updateTable('mtc_order')
      .set({
        current_egn_id: to,
        current_egn_name: receiver.acct_name,
        current_egn_phone: receiver.cell_phone,
        transfer_count: sql`transfer_count + 1`,
        ...touchedRow(now),
      })
      .where('seq_state', '=', SeqState.unfinished)
      .where('current_egn_id', '=', from)
      .executeTakeFirst();
    const tasks = await scoped
      .updateTable('eqp_task')
      .set({ person_id: to, person_name: receiver.acct_name, ...touchedRow(now) })
      .where('person_id', '=', from)
      .where('status', 'in', UNFINISHED_TASK_STATUSES)
      .executeTakeFirst();
    const equipment = await scoped
      .updateTable('eqp')
      .set({ first_engineer_id: to, first_engineer_name: receiver.acct_name, ...touchedRow(now) })
      .where('first_engineer_id', '=', from)
      .executeTakeFirst();
    const counts = {
      mtcOrderCount: Number(orders.numUpdatedRows),
      taskCount: Number(tasks.numUpdatedRows),
      eqpCount: Number(equipment.numUpdatedRows),
    };
    await recordAudit(trx, call.request, {
      entity: 'hosp-user-info',
      operation: 'transferWork',
      hospCode,
      recordId: from,
      changes: [
        { field: 'receiver', title: '接收人', old: from, new: `${receiver.acct_name} (${to})` },
        { field: 'mtcOrderCount', title: '转交维修工单数', new: counts.mtcOrderCount },
        { field: 'taskCount', title: '转交任务数', new: counts.taskCount },
        { field: 'eqpCount', title: '转交负责设备数', new: counts.eqpCount },
      ],
    });
    return counts;
  });
  return { data: moved, message: WORK_MESSAGES.transferred };
}

/**
 * POST queryEngineer {hospCode, acctName?, excludeAcctId?}: the hospital's on-duty maintenance
 * engineers (role staff type 01), who can take over work.
 */
export async function queryEngineers(call: OperationCall): Promise<OperationResult> {
  const input = checkKnownKeys(call.input, ['hospCode', 'acctName', 'excludeAcctId'], []);
  const name = textOf(input, 'acctName', '账号名称/姓名');
  const exclude = input.excludeAcctId === undefined || input.excludeAcctId === '' ? undefined : requireId(input.excludeAcctId, '平台账户');
  let query = call.host.db
    .selectFrom('platform.hosp_user as u')
    .innerJoin('platform.acct as a', 'a.id', 'u.acct_id')
    .innerJoin(`${call.schema}.role as r`, 'r.id', 'u.hosp_role_id')
    .leftJoin(`${call.schema}.dept as d`, 'd.id', 'u.hosp_dept_id')
    .select([
      'a.id as acctId',
      'a.acct_name as acctName',
      'a.cell_phone as cellPhone',
      'd.dept_name as hospDeptIdDesc',
      'r.role_name as hospRoleIdDesc',
    ])
    .where('u.hosp_code', '=', call.hospCode!)
    .where('u.state', '=', USER_STATE_ON_DUTY)
    .where('r.biz_type', '=', ENGINEER_BIZ_TYPE);
  if (name)
    query = query.where((eb) => eb.or([eb('a.acct_name', 'ilike', likePattern(name)), eb('a.acct_no', 'ilike', likePattern(name))]));
  if (exclude) query = query.where('a.id', '<>', exclude);
  const engineers: Engineer[] = await query.orderBy('a.acct_name').orderBy('a.id').limit(500).execute();
  return { data: engineers };
}
