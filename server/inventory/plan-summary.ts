import { sql, type Kysely } from 'kysely';
import { PLAN_TABLE, RECORD_TABLE, RESULT_BALANCED, RESULT_LOSS, RESULT_SURPLUS } from './inventory-tables.js';

/** Seed 002 section 3: the plan summary, under the seed's wire names (inventoryPlaned sic). */
export interface PlanSummary {
  inventoryPlaned: number;
  inventoryCounted: number;
  inventoryEquals: number;
  inventorySurplus: number;
  inventoryLoss: number;
}

export interface SummaryScope {
  /** One plan, or every plan of the hospital when absent. */
  planId?: string | undefined;
  /** Only this department (the page's deptId). */
  deptId?: string | undefined;
}

/**
 * Planned: the ledger's equipment in the plan's departments, as the ledger is now. Counted: the
 * plan's records, each one a piece of equipment looked at; balanced + surplus + loss = counted.
 * Two bound queries; table names come from constants, never from a request.
 */
export async function planSummary(db: Kysely<any>, schema: string, scope: SummaryScope): Promise<PlanSummary> {
  const plan = sql.table(`${schema}.${PLAN_TABLE}`);
  const eqp = sql.table(`${schema}.eqp`);
  const records = sql.table(`${schema}.${RECORD_TABLE}`);
  const planCondition = scope.planId ? sql`p.id = ${scope.planId}` : sql`true`;
  const eqpDept = scope.deptId ? sql`e.dept_id = ${scope.deptId}` : sql`true`;
  const planned = await sql<{ n: number }>`
    select count(*)::int as n from ${plan} p join ${eqp} e on p.dept_ids @> jsonb_build_array(e.dept_id::text)
    where ${planCondition} and ${eqpDept}`.execute(db);
  const recordPlan = scope.planId ? sql`r.plan_id = ${scope.planId}` : sql`true`;
  const recordDept = scope.deptId ? sql`r.dept_id = ${scope.deptId}` : sql`true`;
  const counted = await sql<{ counted: number; equals: number; surplus: number; loss: number }>`
    select count(*)::int as counted,
      (count(*) filter (where r.result_state = ${RESULT_BALANCED}))::int as equals,
      (count(*) filter (where r.result_state = ${RESULT_SURPLUS}))::int as surplus,
      (count(*) filter (where r.result_state = ${RESULT_LOSS}))::int as loss
    from ${records} r where ${recordPlan} and ${recordDept}`.execute(db);
  const row = counted.rows[0];
  return {
    inventoryPlaned: planned.rows[0]?.n ?? 0,
    inventoryCounted: row?.counted ?? 0,
    inventoryEquals: row?.equals ?? 0,
    inventorySurplus: row?.surplus ?? 0,
    inventoryLoss: row?.loss ?? 0,
  };
}
