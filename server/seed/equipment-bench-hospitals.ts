import type { Db } from '../db/database.js';
import { hospSchema } from '../db/migrate.js';
import { nowDateTime } from '../db/clock.js';
import { newObjectId, ROOT_PARENT_ID } from '../../engine/server/object-id.js';
import { ensureInitialisedHospital } from './seed-hospital.js';

/**
 * Extra hospitals for `npm run seed:demo -- --hospitals N` and the benchmark: created, given
 * tables, initialised, given a realistic department tree, and bound to the demo accounts so they
 * can sign in there. Every step skips what exists.
 */

/** Bench hospital codes: 20001, 20002, … */
export function benchHospitalCode(index: number): string {
  return String(20001 + index);
}

const BENCH_DEPARTMENTS: [string, string[]][] = [
  ['医学装备部', ['维修组', '计量组', '采购组']],
  ['内科', ['心血管内科', '呼吸内科', '消化内科', '神经内科', '肾内科', '内分泌科']],
  ['外科', ['普外科', '骨科', '神经外科', '心胸外科', '泌尿外科', '手术室']],
  ['急诊与重症', ['急诊科', '重症医学科']],
  ['医技科室', ['检验科', '放射科', '超声科', '病理科', '核医学科']],
  ['妇儿', ['妇产科', '儿科', '新生儿科']],
  ['行政后勤', ['院办', '财务科']],
];

/** Demo login -> the role it gets in a bench hospital. */
const BENCH_BINDINGS: [string, string][] = [
  ['engineer', '维修工程师'],
  ['manager', '设备科管理员'],
  ['director', '院领导'],
];

export async function ensureBenchHospital(db: Db, hospCode: string, sortNum: number): Promise<void> {
  await ensureInitialisedHospital(
    db,
    { hospCode, hospName: `压测医院${hospCode}`, hospSimpleName: `压测${hospCode}`, province: '浙江省', city: '杭州市', district: null },
    sortNum,
  );
  const now = nowDateTime();
  const scoped = db.withSchema(hospSchema(hospCode));
  if (!(await scoped.selectFrom('dept').select('id').limit(1).executeTakeFirst())) {
    const rows = BENCH_DEPARTMENTS.flatMap(([parent, children], sort) => {
      const parentId = newObjectId();
      return [
        { id: parentId, dept_name: parent, parent_id: ROOT_PARENT_ID, sort, create_date_time: now, lstupd_date_time: now },
        ...children.map((child, childSort) => ({
          id: newObjectId(),
          dept_name: child,
          parent_id: parentId,
          sort: childSort,
          create_date_time: now,
          lstupd_date_time: now,
        })),
      ];
    });
    await scoped.insertInto('dept').values(rows).execute();
  }
  for (const [acctNo, roleName] of BENCH_BINDINGS) {
    const account = await db.selectFrom('platform.acct').select('id').where('acct_no', '=', acctNo).executeTakeFirst();
    const role = await scoped.selectFrom('role').select('id').where('role_name', '=', roleName).executeTakeFirst();
    if (!account || !role) continue;
    await db
      .insertInto('platform.hosp_user')
      .values({
        id: newObjectId(),
        acct_id: account.id,
        hosp_code: hospCode,
        hosp_dept_id: null,
        hosp_role_id: role.id,
        state: '01',
        create_date_time: now,
        lstupd_date_time: now,
      })
      .onConflict((oc) => oc.columns(['acct_id', 'hosp_code']).doNothing())
      .execute();
  }
}
