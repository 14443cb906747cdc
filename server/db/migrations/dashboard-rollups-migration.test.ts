import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../tests/support/scratch-database';
import { hospSchema, migrateHospitalSchema, migratePlatform } from '../migrate';

/**
 * The dashboard roll-ups (hospital-0005-dashboard-rollups.ts) stay equal to the aggregates of their
 * source rows through every kind of write: bulk inserts, updates that move rows between groups,
 * updates that change nothing they count, a delete that cascades from equipment to its orders, tasks
 * and boot records, NULL keys, and TRUNCATE. Run on PGlite (the default database).
 */
const HOSP = 'RU01';
const schema = hospSchema(HOSP);
const q = (text: string) => sql.raw(text.replaceAll('$s', schema));
const stamp = `'2026-01-01 00:00:00', '2026-01-01 00:00:00'`;
const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;

/** Rows of `query` as sorted JSON lines, so two sets compare regardless of order and numeric scale. */
async function rowsOf(query: string): Promise<string[]> {
  const { rows } = await q(query).execute(scratch.db);
  return rows
    .map((row) =>
      JSON.stringify(
        Object.values(row as object).map((value) => (value === null ? null : String(Number(value)) === 'NaN' ? value : Number(value))),
      ),
    )
    .sort();
}

/** Each roll-up (groups with a count above 0) against the same aggregate computed from the rows. */
const CHECKS: [string, string, string][] = [
  [
    'rollup_eqp',
    `select tag_code, dept_id, state, use_state, net_flag, eqp_count, price_sum, guar_dated_count from $s.rollup_eqp where eqp_count > 0`,
    `select tag_code, dept_id, state, use_state, net_flag, count(*) as n, sum(price) as price, count(guar_end_date) as dated from $s.eqp group by 1, 2, 3, 4, 5`,
  ],
  [
    'rollup_eqp_insured',
    `select insured_start_date, insured_end_date, eqp_count, insured_fee_sum from $s.rollup_eqp_insured where eqp_count > 0`,
    `select insured_start_date, insured_end_date, count(*) as n, sum(coalesce(insured_fee, 0)) as fee from $s.eqp group by 1, 2`,
  ],
  [
    'rollup_task_status',
    `select task_type, status, person_id, person_name, task_count from $s.rollup_task_status where task_count > 0`,
    `select task_type, status, person_id, person_name, count(*) from $s.eqp_task group by 1, 2, 3, 4`,
  ],
  [
    'rollup_task_done',
    `select finish_month, task_type, person_id, person_name, task_count from $s.rollup_task_done where task_count > 0`,
    `select date_trunc('month', finish_time)::date, task_type, person_id, person_name, count(*) from $s.eqp_task
     where status = '04' and finish_time is not null group by 1, 2, 3, 4`,
  ],
  [
    'rollup_task_due',
    `select due_date, task_type, task_count from $s.rollup_task_due where task_count > 0`,
    `select due_date, task_type, count(*) from $s.eqp_task group by 1, 2`,
  ],
  [
    'rollup_mtc_done',
    `select finish_month, current_egn_id, current_egn_name, order_count, work_hours_sum from $s.rollup_mtc_done where order_count > 0`,
    `select date_trunc('month', finish_time)::date, current_egn_id, current_egn_name, count(*) as n, sum(work_hours) as hours from $s.mtc_order
     where seq_state = '02' and finish_time is not null group by 1, 2, 3`,
  ],
  [
    'rollup_boot',
    `select boot_month, dept_id, record_count, boot_days_sum, monitored_days_sum from $s.rollup_boot where record_count > 0`,
    `select boot_month, dept_id, count(*) as n, sum(boot_days) as boot, sum(monitored_days) as monitored from $s.eqp_boot_record group by 1, 2`,
  ],
];

async function expectExact(): Promise<void> {
  for (const [name, rollup, source] of CHECKS) {
    expect({ name, rows: await rowsOf(rollup) }).toEqual({ name, rows: await rowsOf(source) });
  }
}

const scratch = scratchDatabase('dashboard-rollups-', async (db) => {
  await migratePlatform(db);
  await migrateHospitalSchema(db, HOSP);
});

describe('hospital migration 0005-dashboard-rollups', () => {
  it('keeps every roll-up equal to the aggregates of its rows through inserts, updates, cascading deletes and truncate', async () => {
    const eqp = Array.from({ length: 40 }, (_, n) => {
      const guar = n % 5 === 0 ? 'null' : `'2026-0${(n % 9) + 1}-15'`;
      const insured = n % 3 === 0 ? `'2026-01-01', '2026-12-31', ${n % 2 ? 'null' : '120.50'}` : 'null, null, null';
      return `('${id('e', n)}', '设备${n}', 'H${n}', '${id('d', n % 4)}', '0${(n % 3) + 1}', '0${(n % 4) + 1}', ${n * 1000 + 0.25}, ${n % 2 === 0}, ${n % 7 !== 0},
        ${guar}, ${insured}, ${stamp})`;
    });
    await q(`insert into $s.eqp (id, eqp_name, hosp_eqp_id, dept_id, tag_code, state, price, net_flag, use_state,
      guar_end_date, insured_start_date, insured_end_date, insured_fee, create_date_time, lstupd_date_time) values ${eqp.join(',')}`).execute(
      scratch.db,
    );
    const person = (n: number) => (n % 4 === 0 ? 'null, null' : `'${id('p', n % 3)}', '工程师${n % 3}'`);
    const tasks = Array.from({ length: 120 }, (_, n) => {
      const status = `0${(n % 4) + 1}`;
      const finish = status === '04' ? `'2026-0${(n % 3) + 1}-${10 + (n % 9)} 08:00:00'` : 'null';
      return `('${id('t', n)}', '${['patrol', 'maintain', 'quality'][n % 3]}', '${id('e', n % 40)}', '${id('d', n % 4)}', ${person(n)}, '${status}', '2026-0${(n % 5) + 1}-0${(n % 9) + 1}', ${finish}, ${stamp})`;
    });
    await q(`insert into $s.eqp_task (id, task_type, eqp_id, dept_id, person_id, person_name, status, due_date, finish_time, create_date_time, lstupd_date_time)
      values ${tasks.join(',')}`).execute(scratch.db);
    const orders = Array.from({ length: 60 }, (_, n) => {
      const done = n % 2 === 0;
      return `('${id('m', n)}', 'S${n}', '${id('e', n % 40)}', '${id('d', n % 4)}', '${done ? '02' : '01'}', '0${(n % 7) + 1}', '2026-01-0${(n % 9) + 1} 09:00:00',
        ${person(n)}, ${done ? `'2026-0${(n % 3) + 1}-20 17:00:00'` : 'null'}, ${(n % 5) * 1.5}, ${stamp})`;
    });
    await q(`insert into $s.mtc_order (id, seq_no, eqp_id, dept_id, seq_state, action_state, apply_time, current_egn_id, current_egn_name, finish_time, work_hours,
      create_date_time, lstupd_date_time) values ${orders.join(',')}`).execute(scratch.db);
    const boots = Array.from(
      { length: 80 },
      (_, n) => `('${id('e', n % 40)}', '2026-0${Math.floor(n / 40) + 1}-01', '${id('d', n % 4)}', ${n % 31}, 30)`,
    );
    await q(`insert into $s.eqp_boot_record (eqp_id, boot_month, dept_id, boot_days, monitored_days) values ${boots.join(',')}`).execute(
      scratch.db,
    );
    await expectExact();

    // Rows moving between groups, a NULL key appearing, a change nothing counts, a group emptied.
    await q(
      `update $s.eqp_task set status = '04', finish_time = '2026-03-03 10:00:00', person_id = null, person_name = null where status in ('02', '03') and task_type = 'patrol'`,
    ).execute(scratch.db);
    await q(`update $s.eqp_task set status = '03' where status in ('01', '02')`).execute(scratch.db);
    await q(`update $s.eqp set state = '02', price = price + 1.5, guar_end_date = null, insured_fee = 9 where tag_code = '01'`).execute(
      scratch.db,
    );
    await q(`update $s.eqp set eqp_name = eqp_name || '!'`).execute(scratch.db);
    await q(
      `update $s.mtc_order set seq_state = '02', finish_time = '2026-04-01 00:00:00', work_hours = 2.5 where seq_state = '01'`,
    ).execute(scratch.db);
    await q(`update $s.eqp_boot_record set dept_id = '${id('d', 9)}' where boot_month = '2026-02-01'`).execute(scratch.db);
    await expectExact();

    // Deleting equipment cascades to its orders, tasks and boot records.
    await q(`delete from $s.eqp where dept_id = '${id('d', 1)}'`).execute(scratch.db);
    await expectExact();
    const empty = await rowsOf(`select eqp_count from $s.rollup_eqp where dept_id = '${id('d', 1)}'`);
    expect(empty.every((row) => row === '[0]')).toBe(true);

    await q(`truncate $s.eqp_boot_record`).execute(scratch.db);
    await q(`truncate $s.eqp_task`).execute(scratch.db);
    await expectExact();
    expect(await rowsOf(`select count(*) from $s.rollup_boot`)).toEqual(['[0]']);
  });
});
