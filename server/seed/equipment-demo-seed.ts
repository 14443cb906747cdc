import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { hospitalsWithTables, hospSchema } from '../db/migrate.js';
import { readEachHospital } from '../db/per-hospital.js';
import { nowDateTime } from '../db/clock.js';
import { ROOT_PARENT_ID } from '../../engine/server/object-id.js';
import type { EquipmentGenerationInput, GeneratorPerson } from './equipment-generation-types.js';
import { seedHospitalEquipment, type InsertedCounts } from './equipment-insert.js';

/** Equipment per demo hospital: enough for every panel, small enough for a quick first start. */
export const DEMO_EQUIPMENT_SIZES: Record<string, number> = { '10001': 800, '10002': 500, '10003': 400 };
export const DEMO_EQUIPMENT_SEED = 2026;

/** Dashboard role types whose people hold equipment and jobs; engineers (01) hold most. */
const PERSON_WEIGHT_BY_ROLE: Record<string, number> = { '01': 1.5, '02': 0.3, '03': 0.3 };
/** Administrative departments rarely hold medical equipment. */
const ADMIN_DEPT_NAMES = new Set(['维修组', '计量组', '采购组', '院办', '财务科']);

/**
 * The generator's input for one hospital: its departments (leaves) and the real people bound to it
 * with a dashboard role, read from the database in a stable order.
 */
export async function generationInputFor(
  db: Db,
  hospCode: string,
  size: number,
  seed: number,
  now = nowDateTime(),
): Promise<EquipmentGenerationInput> {
  const schema = hospSchema(hospCode);
  const depts = await db
    .withSchema(schema)
    .selectFrom('dept')
    .select(['id', 'dept_name', 'parent_id'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const leaves = depts.filter((dept) => dept.parent_id !== ROOT_PARENT_ID);
  const departments = (leaves.length ? leaves : depts).map((dept) => ({
    id: dept.id,
    name: dept.dept_name,
    weight: ADMIN_DEPT_NAMES.has(dept.dept_name) ? 0.1 : 1,
  }));
  const { rows } = await sql<{ id: string; acct_name: string; cell_phone: string | null; biz_type: string }>`
    select a.id, a.acct_name, a.cell_phone, r.biz_type
    from platform.hosp_user u
    join platform.acct a on a.id = u.acct_id
    join ${sql.table(`${schema}.role`)} r on r.id = u.hosp_role_id
    where u.hosp_code = ${hospCode} and u.state <> '03' and r.biz_type in ('01', '02', '03')
    order by r.biz_type, a.acct_no, a.id`.execute(db);
  const realPeople: GeneratorPerson[] = rows.map((row) => ({
    id: row.id,
    name: row.acct_name,
    phone: row.cell_phone,
    weight: PERSON_WEIGHT_BY_ROLE[row.biz_type] ?? 1,
  }));
  return { hospCode, size, seed, now, departments, realPeople };
}

/** Seeds one hospital unless it already has equipment or has no tables or departments yet. */
export async function seedEquipmentFor(db: Db, hospCode: string, size: number, seed: number): Promise<InsertedCounts | 'skipped'> {
  const hospital = await db.selectFrom('platform.hosp').select('tables_created').where('hosp_code', '=', hospCode).executeTakeFirst();
  if (!hospital?.tables_created) return 'skipped';
  const input = await generationInputFor(db, hospCode, size, seed);
  if (!input.departments.length) return 'skipped';
  return seedHospitalEquipment(db, input);
}

/**
 * The demo seed's equipment step (server/seed/demo-seed.ts). Idempotent and resumable: each
 * hospital is one transaction and is skipped once it has equipment.
 */
export async function seedDemoEquipment(db: Db): Promise<void> {
  const demoAccount = await db.selectFrom('platform.acct').select('id').where('acct_no', '=', 'engineer').executeTakeFirst();
  if (!demoAccount) return;
  const pending = await hospitalsWithoutEquipment(db, Object.keys(DEMO_EQUIPMENT_SIZES));
  for (const [hospCode, size] of Object.entries(DEMO_EQUIPMENT_SIZES)) {
    if (pending.has(hospCode)) await seedEquipmentFor(db, hospCode, size, DEMO_EQUIPMENT_SEED);
  }
}

/**
 * Of these hospitals, those whose tables exist and hold no equipment yet, one probe each: every
 * start on a seeded folder asks this, and seedEquipmentFor's own checks (five statements and a
 * transaction per hospital) took a tenth of a second of it (issue 17, goal 5). Only a hint:
 * seedHospitalEquipment checks again under its lock before it writes anything.
 */
async function hospitalsWithoutEquipment(db: Db, hospCodes: string[]): Promise<Set<string>> {
  const withTables = (await hospitalsWithTables(db)).filter((hospCode) => hospCodes.includes(hospCode));
  if (withTables.length === 0) return new Set();
  // One probe per hospital (never one statement over two hospital schemas: issue 30).
  const empty = await readEachHospital(withTables, async (hospCode) => {
    const { rows } = await sql<{
      hosp_code: string;
    }>`select ${hospCode}::text as hosp_code where not exists (select 1 from ${sql.table(`${hospSchema(hospCode)}.eqp`)})`.execute(db);
    return rows.map((row) => row.hosp_code);
  });
  return new Set(empty);
}
