import dayjs from 'dayjs';
import { sql } from 'kysely';
import type { HospitalScope } from './dashboard-access.js';
import type { Periods } from './periods.js';
import { LONG_MTC_DAYS, LONG_WAIT_HOURS } from '../equipment/equipment-codes.js';
import type { ItemReminders, KeyStatistics, MyPendingCounts } from '../../contracts/dashboard.js';

/** Role 01 panels about one engineer's own work (docs/dashboard-api.md, "Role 01"). */

const empty = sql``;

export async function pendingCounts(scope: HospitalScope, mine: boolean): Promise<MyPendingCounts> {
  const { tables: t, auth } = scope;
  const me = auth.acctId;
  const { rows } = await sql<MyPendingCounts>`
    select
      (select count(*) from ${t.mtcOrder} where seq_state = '01' ${mine ? sql`and current_egn_id = ${me}` : empty}) as "waitMtc",
      task."waiDailyPatrol", task."waitPatrol", task."waitMaintain", task."waitQuality", task."waitMetering",
      (select count(*) from ${t.eqp} where state = '04' ${mine ? sql`and first_engineer_id = ${me}` : empty}) as "waitScrapEqp",
      task."waitMajorPatrol"
    from (
      select
        count(*) filter (where task_type = 'dailyPatrol') as "waiDailyPatrol",
        count(*) filter (where task_type = 'patrol') as "waitPatrol",
        count(*) filter (where task_type = 'maintain') as "waitMaintain",
        count(*) filter (where task_type = 'quality') as "waitQuality",
        count(*) filter (where task_type = 'metering') as "waitMetering",
        count(*) filter (where task_type = 'majorPatrol') as "waitMajorPatrol"
      from ${t.eqpTask}
      where status in ('02', '03') ${mine ? sql`and person_id = ${me}` : empty}
    ) as task`.execute(scope.db);
  return rows[0]!;
}

export async function itemReminders(scope: HospitalScope, mine: boolean, periods: Periods): Promise<ItemReminders> {
  const { tables: t, auth } = scope;
  const me = auth.acctId;
  const longWaitBefore = dayjs(periods.now).subtract(LONG_WAIT_HOURS, 'hour').format('YYYY-MM-DD HH:mm:ss');
  const longMtcBefore = dayjs(periods.now).subtract(LONG_MTC_DAYS, 'day').format('YYYY-MM-DD HH:mm:ss');
  // Unclaimed orders (01) belong to the first engineer of the equipment; claimed ones to their current engineer.
  // Mine: only the orders that are mine enter the count, read as two index ranges (the unclaimed
  // ones, each checked against its equipment; the claimed ones by current engineer) instead of
  // every open order joined to its equipment.
  const openOrders = mine
    ? sql`
      select m.action_state, m.apply_time from ${t.mtcOrder} m
      where m.seq_state = '01' and m.action_state = '01'
        and exists (select 1 from ${t.eqp} e where e.id = m.eqp_id and e.first_engineer_id = ${me})
      union all
      select m.action_state, m.apply_time from ${t.mtcOrder} m
      where m.current_egn_id = ${me} and m.seq_state = '01' and m.action_state in ('02', '03', '04', '05', '06')`
    : sql`
      select m.action_state, m.apply_time from ${t.mtcOrder} m
      where m.seq_state = '01' and m.action_state in ('01', '02', '03', '04', '05', '06')`;
  const { rows } = await sql<Omit<ItemReminders, 'total'>>`
    select repair."newMtcTotal", repair."longWaitTotal", repair."longMtcTotal", task.*
    from (
      select
        count(*) filter (where m.action_state = '01') as "newMtcTotal",
        count(*) filter (where m.apply_time < ${longWaitBefore} and m.action_state in ('01', '02')) as "longWaitTotal",
        count(*) filter (where m.apply_time < ${longMtcBefore} and m.action_state in ('03', '04', '05', '06')) as "longMtcTotal"
      from (${openOrders}) as m
    ) as repair,
    (
      select
        count(*) filter (where task_type = 'dailyPatrol') as "dailyPatrolDelayTotal",
        count(*) filter (where task_type = 'patrol') as "partrolDelayTotal",
        count(*) filter (where task_type = 'maintain') as "maintainDelayTotal",
        count(*) filter (where task_type = 'quality') as "qualityDelayTotal",
        count(*) filter (where task_type = 'metering') as "meteringDelayTotal"
      from ${t.eqpTask}
      where status = '03' ${mine ? sql`and person_id = ${me}` : empty}
    ) as task`.execute(scope.db);
  const counts = rows[0]!;
  const total = Object.values(counts).reduce((sum, value) => sum + Number(value), 0);
  return { ...counts, total };
}

export async function keyStatistics(scope: HospitalScope, myMaintain: boolean, periods: Periods): Promise<KeyStatistics> {
  const { tables: t, auth } = scope;
  const me = auth.acctId;
  // biome-ignore lint/complexity/useMathMinMax: the periods are 'YYYY-MM-DD HH:mm:ss' strings, which Math.min would turn into NaN; they sort as text.
  const since = periods.weekStart < periods.monthStart ? periods.weekStart : periods.monthStart;
  const { rows } = await sql<KeyStatistics>`
    select
      (select count(*) from ${t.eqp} ${myMaintain ? sql`where first_engineer_id = ${me}` : empty}) as "eqpTotal",
      (select count(*) from ${t.mtcOrder}
        where seq_state = '01' and action_state = '07' ${myMaintain ? sql`and current_egn_id = ${me}` : empty}) as "waitCheckTotal",
      repair."weeklyMaintenance", task."weeklyMaintain", repair."monthMaintenance", task."monthMaintain"
    from (
      select
        count(*) filter (where finish_time >= ${periods.weekStart}) as "weeklyMaintenance",
        count(*) filter (where finish_time >= ${periods.monthStart}) as "monthMaintenance"
      from ${t.mtcOrder}
      where seq_state = '02' and finish_time >= ${since} and finish_time <= ${periods.now}
        ${myMaintain ? sql`and current_egn_id = ${me}` : empty}
    ) as repair,
    (
      select
        count(*) filter (where finish_time >= ${periods.weekStart}) as "weeklyMaintain",
        count(*) filter (where finish_time >= ${periods.monthStart}) as "monthMaintain"
      from ${t.eqpTask}
      where task_type = 'maintain' and status = '04' and finish_time >= ${since} and finish_time <= ${periods.now}
        ${myMaintain ? sql`and person_id = ${me}` : empty}
    ) as task`.execute(scope.db);
  return rows[0]!;
}
