import { sql, type Kysely } from 'kysely';
import type { OperationCall, OperationHandler } from '../../engine/server/entity-extensions.js';
import { notFound, refusedBy } from '../../engine/server/entity-context.js';
import { withHospitalName } from '../../engine/server/hospital-name.js';
import { findRow, queryPage, type WireRow } from '../../engine/server/read-ops.js';
import { requireId } from '../../engine/server/request-checks.js';
import { audited } from '../audit/audited-write.js';
import { MESSAGES, PLAN_ENTITY, PLAN_FINISHED, PLAN_TABLE } from './inventory-tables.js';
import { planSummary, type PlanSummary } from './plan-summary.js';
import { readOptionsOf } from './read-support.js';
import { nextRowVersion } from '../../engine/server/row-versions.js';

const deptIdsOf = (row: WireRow): string[] =>
  Array.isArray(row.deptIds) ? row.deptIds.filter((id): id is string => typeof id === 'string') : [];

/** Department names by id, read once for every plan of a page. */
async function deptNames(db: Kysely<any>, schema: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .withSchema(schema)
    .selectFrom('dept')
    .select(['id', 'dept_name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id as string, row.dept_name as string]));
}

/** A plan row names its departments: `deptIdsDesc` (内科、外科), the cell the list shows. */
async function withDeptNames(db: Kysely<any>, schema: string, rows: WireRow[]): Promise<WireRow[]> {
  const names = await deptNames(db, schema, rows.flatMap(deptIdsOf));
  return rows.map((row) => ({
    ...row,
    deptIdsDesc: deptIdsOf(row)
      .map((id) => names.get(id) ?? id)
      .join('、'),
  }));
}

/** POST query: the engine's page of plans, each with its departments' names. */
export const queryPlans: OperationHandler = async (call) => {
  const { host, entity, schema, hospCode, input } = call;
  const page = await queryPage(host.db, entity, schema, input, hospCode, readOptionsOf(call));
  const list = await withHospitalName(host, entity, hospCode, await withDeptNames(host.db, schema, page.list));
  return { data: { ...page, list } };
};

/** One plan with its departments' names, and its summary counts; 404 when it does not exist. */
export async function readPlan(call: OperationCall, id: string): Promise<{ plan: WireRow; summary: PlanSummary }> {
  const { host, entity, schema, hospCode } = call;
  const row = await findRow(host.db, entity, schema, id, hospCode, readOptionsOf(call));
  const [plan] = await withHospitalName(host, entity, hospCode, await withDeptNames(host.db, schema, [row]));
  return { plan: plan ?? row, summary: await planSummary(host.db, schema, { planId: row.id }) };
}

/** POST detail: the plan, its departments' names and its summary counts (seed 002 section 3). */
export const planDetail: OperationHandler = async (call) => {
  const { plan, summary } = await readPlan(call, requireId(call.input.id));
  return { data: { ...plan, ...summary } };
};

/** POST selected-dept-query: the departments the plan covers, in the plan's order. */
export const selectedDepts: OperationHandler = async (call) => {
  const { host, entity, schema, hospCode, input } = call;
  const row = await findRow(host.db, entity, schema, requireId(input.id ?? input.planId), hospCode);
  const ids = deptIdsOf(row);
  const names = await deptNames(host.db, schema, ids);
  return { data: ids.map((deptId) => ({ deptId, deptName: names.get(deptId) ?? null })) };
};

/**
 * POST finish (query parameters hospCode, id): closes an open plan, once. Locked row, one
 * transaction: two finishes at the same moment cannot both succeed.
 */
export const finishPlan: OperationHandler = async ({ host, schema, input, request, hospCode }) => {
  const id = requireId(input.id);
  const now = host.now();
  await host.db.transaction().execute(async (trx) => {
    const plan = await trx.withSchema(schema).selectFrom(PLAN_TABLE).select('state').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!plan) throw notFound();
    if (plan.state === PLAN_FINISHED) throw refusedBy(MESSAGES.finishedTwice);
    await audited(trx, request, { entity: PLAN_ENTITY, operation: 'finish', hospCode, keys: [id], schema }, () =>
      trx
        .withSchema(schema)
        .updateTable(PLAN_TABLE)
        .set({
          state: PLAN_FINISHED,
          finish_date_time: sql`${now}::timestamp`,
          lstupd_date_time: sql`${now}::timestamp`,
          row_version: nextRowVersion(),
        })
        .where('id', '=', id)
        .execute(),
    );
  });
  return { data: { id, state: PLAN_FINISHED, finishDateTime: now }, message: MESSAGES.finished };
};
