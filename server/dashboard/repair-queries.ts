import { sql } from 'kysely';
import type { HospitalScope } from './dashboard-access.js';
import { ACTION_STATE_DESC } from '../equipment/equipment-codes.js';
import type { RepairListItem, RepairStatusCounts } from '../../contracts/dashboard.js';

/** Unfinished repair orders: counts per action state and the newest ones as a list. */

export async function repairStatusCounts(scope: HospitalScope): Promise<RepairStatusCounts> {
  const { rows } = await sql<RepairStatusCounts>`
    select
      count(*) filter (where action_state = '01') as "tobeApply",
      count(*) filter (where action_state = '02') as "waitMtc",
      count(*) filter (where action_state = '03') as "mtcingCount",
      count(*) filter (where action_state = '04') as "waitAccCount",
      count(*) filter (where action_state = '05') as "accArriveCount",
      count(*) filter (where action_state = '06') as "extraMtcCount",
      count(*) filter (where action_state = '07') as "tobeCheckCount",
      count(*) filter (where action_state = '08') as "otherCount"
    from ${scope.tables.mtcOrder}
    where seq_state = '01'`.execute(scope.db);
  return rows[0]!;
}

export const DEFAULT_REPAIR_LIST_LIMIT = 50;

/** Newest reports first; `engineerId` keeps only the orders that engineer currently holds. */
export async function repairList(scope: HospitalScope, limit: number, engineerId: string | null): Promise<RepairListItem[]> {
  const { tables: t } = scope;
  const { rows } = await sql<Omit<RepairListItem, 'actionStateDesc' | 'hospCode'>>`
    select m.id, m.action_state as "actionState", m.dept_id as "deptId", d.dept_name as "deptName",
      e.eqp_name as "eqpName", e.eqp_brand as "eqpBrand", e.eqp_model as "eqpModel", e.fact_serial_no as "factSerialNo",
      m.current_egn_name as "currentEgnName", m.current_egn_phone as "currentEgnPhone",
      to_char(m.apply_time, 'YYYY-MM-DD HH24:MI:SS') as "applyTime"
    from ${t.mtcOrder} m
    join ${t.eqp} e on e.id = m.eqp_id
    left join ${t.dept} d on d.id = m.dept_id
    where m.seq_state = '01' ${engineerId ? sql`and m.current_egn_id = ${engineerId}` : sql``}
    order by m.apply_time desc, m.id desc
    limit ${limit}`.execute(scope.db);
  return rows.map((row) => ({
    id: row.id,
    actionState: row.actionState,
    actionStateDesc: ACTION_STATE_DESC[row.actionState] ?? row.actionState,
    deptId: row.deptId,
    deptName: row.deptName,
    eqpName: row.eqpName,
    eqpBrand: row.eqpBrand,
    eqpModel: row.eqpModel,
    factSerialNo: row.factSerialNo,
    hospCode: scope.hospCode,
    currentEgnName: row.currentEgnName,
    currentEgnPhone: row.currentEgnPhone,
    applyTime: row.applyTime,
  }));
}
