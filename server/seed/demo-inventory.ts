import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { hospSchema } from '../db/migrate.js';
import { readConfig } from '../config.js';
import { newObjectId, ROOT_PARENT_ID } from '../../engine/server/object-id.js';
import {
  PLAN_FINISHED,
  PLAN_OPEN,
  PLAN_TABLE,
  RECORD_TABLE,
  RESULT_BALANCED,
  RESULT_LOSS,
  RESULT_SURPLUS,
} from '../inventory/inventory-tables.js';
import { pngSwatch, type Rgb } from '../inventory/png-swatch.js';
import { readUploadConfig } from '../uploads/upload-config.js';
import { openUploadStorage } from '../uploads/storage/open-storage.js';
import { fileUrl, newObjectKey } from '../uploads/upload-keys.js';
import { Prng } from './equipment-prng.js';

/** The demo hospitals with inventory plans (seed 002 section 2.9). */
export const DEMO_INVENTORY_HOSPITALS = ['10001', '10002'];
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const DATE = 'YYYY-MM-DD';
const PHOTO_COLOURS: Rgb[] = [
  [64, 128, 255],
  [0, 180, 120],
  [255, 153, 0],
];
const COUNTERS = ['张工程师', '李科长'];

interface LedgerRow {
  id: string;
  eqp_name: string;
  eqp_brand: string | null;
  eqp_model: string | null;
  fact_serial_no: string | null;
  hosp_eqp_id: string;
  dept_id: string;
  enable_date: string | null;
}

/** How one demo plan looks: how many of its departments, how far the count got, when it ran. */
interface PlanShape {
  name: string;
  depts: number;
  /** Share of the departments' equipment already counted. */
  counted: number;
  /** Share of the counted found missing (盘亏) and found belonging elsewhere (盘盈). */
  loss: number;
  surplus: number;
  startDaysAgo: number;
  days: number;
  finished: boolean;
}

const PLAN_SHAPES: PlanShape[] = [
  { name: '第一季度全院设备盘点', depts: 2, counted: 1, loss: 0.06, surplus: 0.04, startDaysAgo: 120, days: 20, finished: true },
  { name: '年中重点科室设备盘点', depts: 3, counted: 0.6, loss: 0.1, surplus: 0.05, startDaysAgo: 10, days: 30, finished: false },
  { name: '急诊科设备抽盘', depts: 1, counted: 0, loss: 0, surplus: 0, startDaysAgo: 1, days: 14, finished: false },
];

/** Three small photos in the upload storage, shared by the demo records (the orphan cleanup sees them referenced). */
async function storeDemoPhotos(): Promise<string[]> {
  const config = readConfig();
  const upload = readUploadConfig(config);
  const storage = openUploadStorage(upload.storage);
  const urls: string[] = [];
  for (const [index, colour] of PHOTO_COLOURS.entries()) {
    const key = newObjectKey('IMG_EQP');
    const name = `盘点照片${index + 1}.png`;
    const bytes = pngSwatch(160, 120, colour);
    await storage.put(key, bytes, {
      contentType: 'image/png',
      name,
      size: bytes.length,
      type: 'IMG_EQP',
      acctId: ROOT_PARENT_ID,
      uploadedAt: new Date().toISOString(),
    });
    urls.push(fileUrl(upload.ossUrl, key, 'IMG_EQP', name));
  }
  return urls;
}

/** Departments with the most equipment first, so every plan has something to count. */
function departmentsByEquipment(ledger: LedgerRow[]): string[] {
  const counts = new Map<string, number>();
  for (const row of ledger) counts.set(row.dept_id, (counts.get(row.dept_id) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([dept]) => dept);
}

function recordOf(random: Prng, planId: string, deptId: string, eqp: LedgerRow, resultState: string, at: dayjs.Dayjs, photos: string[]) {
  const withPhotos = resultState !== RESULT_LOSS && random.chance(0.35);
  const time = at.format(DATE_TIME);
  return {
    id: newObjectId(at.valueOf()),
    plan_id: planId,
    result_state: resultState,
    eqp_name: eqp.eqp_name,
    eqp_brand: eqp.eqp_brand,
    eqp_model: eqp.eqp_model,
    hosp_eqp_id: eqp.hosp_eqp_id,
    fact_serial_no: eqp.fact_serial_no,
    eqp_dept_id: eqp.dept_id,
    dept_id: deptId,
    creator: random.pick(COUNTERS),
    production_date: eqp.enable_date ? dayjs(eqp.enable_date).subtract(random.int(2, 10), 'month').format(DATE) : null,
    inventory_check_img_list: JSON.stringify(withPhotos ? photos.slice(0, random.int(1, 2)) : []),
    remark: null,
    create_date_time: time,
    lstupd_date_time: time,
  };
}

/** One hospital's plans and records, in one transaction; skipped once the hospital has a plan. */
async function seedHospitalInventory(db: Kysely<any>, hospCode: string, photos: () => Promise<string[]>): Promise<void> {
  const scoped = db.withSchema(hospSchema(hospCode));
  if (await scoped.selectFrom(PLAN_TABLE).select('id').limit(1).executeTakeFirst()) return;
  const ledger = (await scoped
    .selectFrom('eqp')
    .select(['id', 'eqp_name', 'eqp_brand', 'eqp_model', 'fact_serial_no', 'hosp_eqp_id', 'dept_id', 'enable_date'])
    .orderBy('hosp_eqp_id')
    .execute()) as LedgerRow[];
  if (ledger.length === 0) return;
  const depts = departmentsByEquipment(ledger);
  const urls = await photos();
  const random = new Prng(`inventory-${hospCode}`);
  const today = dayjs().startOf('day');
  await db.transaction().execute(async (trx) => {
    let deptOffset = 0;
    for (const shape of PLAN_SHAPES) {
      const planDepts = depts.slice(deptOffset, deptOffset + shape.depts);
      deptOffset += shape.depts;
      if (planDepts.length === 0) continue;
      const start = today.subtract(shape.startDaysAgo, 'day');
      const end = start.add(shape.days, 'day');
      const planId = newObjectId(start.add(8, 'hour').valueOf());
      const created = start.add(8, 'hour').format(DATE_TIME);
      const finishedAt = end.add(17, 'hour').format(DATE_TIME);
      await trx
        .withSchema(hospSchema(hospCode))
        .insertInto(PLAN_TABLE)
        .values({
          id: planId,
          plan_name: `${start.year()}年${shape.name}`,
          dept_ids: JSON.stringify(planDepts),
          plan_start_date: start.format(DATE),
          plan_end_date: end.format(DATE),
          creator: '李科长',
          state: shape.finished ? PLAN_FINISHED : PLAN_OPEN,
          finish_date_time: shape.finished ? finishedAt : null,
          remark: null,
          create_date_time: created,
          lstupd_date_time: shape.finished ? finishedAt : created,
        })
        .execute();
      const counting = Math.max(1, Math.min(shape.days, shape.startDaysAgo));
      const records = [];
      for (const deptId of planDepts) {
        const inDept = ledger.filter((eqp) => eqp.dept_id === deptId);
        for (const eqp of inDept.slice(0, Math.round(inDept.length * shape.counted))) {
          const at = start.add(random.int(0, counting - 1), 'day').add(random.int(8 * 60, 17 * 60), 'minute');
          records.push(recordOf(random, planId, deptId, eqp, random.chance(shape.loss) ? RESULT_LOSS : RESULT_BALANCED, at, urls));
        }
        // 盘盈: equipment of another department's books found here.
        const elsewhere = ledger.filter((eqp) => !planDepts.includes(eqp.dept_id));
        const surplus = Math.round(inDept.length * shape.counted * shape.surplus);
        for (let index = 0; index < surplus && elsewhere.length > 0; index++) {
          const at = start.add(random.int(0, counting - 1), 'day').add(random.int(8 * 60, 17 * 60), 'minute');
          records.push(recordOf(random, planId, deptId, random.pick(elsewhere), RESULT_SURPLUS, at, urls));
        }
      }
      for (let index = 0; index < records.length; index += 200) {
        await trx
          .withSchema(hospSchema(hospCode))
          .insertInto(RECORD_TABLE)
          .values(records.slice(index, index + 200))
          .execute();
      }
    }
  });
}

/**
 * The demo's inventory plans (server/seed/demo-seed.ts): for hospitals 10001 and 10002, a finished
 * plan, one under way and one just started, over the departments with the most equipment, with
 * records of every result and some photos. Idempotent: a hospital with a plan is left alone.
 */
export async function seedDemoInventory(db: Db): Promise<void> {
  let photos: Promise<string[]> | undefined;
  // Stored once, on the first hospital that needs them.
  const sharedPhotos = () => (photos ??= storeDemoPhotos());
  for (const hospCode of DEMO_INVENTORY_HOSPITALS) {
    const hospital = await db.selectFrom('platform.hosp').select('tables_created').where('hosp_code', '=', hospCode).executeTakeFirst();
    if (!hospital?.tables_created) continue;
    await seedHospitalInventory(db as unknown as Kysely<any>, hospCode, sharedPhotos);
  }
}
