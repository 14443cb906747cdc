import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { createHospitalTables, initialiseHospital } from '../hospitals/hospital-lifecycle.js';
import { newObjectId } from '../../engine/server/object-id.js';
import { standardInitData } from './standard-init-data.js';

export interface SeedHospital {
  hospCode: string;
  hospName: string;
  hospSimpleName: string;
  province: string | null;
  city: string | null;
  district: string | null;
}

/**
 * A seeded hospital through the whole lifecycle: its record, its tables, and the standard baseline
 * (roles, permissions, menus). Each step is skipped when done, so an interrupted seed resumes.
 */
export async function ensureInitialisedHospital(db: Db, hospital: SeedHospital, sortNum: number): Promise<void> {
  const now = nowDateTime();
  await db
    .insertInto('platform.hosp')
    .values({
      id: newObjectId(),
      hosp_code: hospital.hospCode,
      hosp_name: hospital.hospName,
      hosp_simple_name: hospital.hospSimpleName,
      province: hospital.province,
      city: hospital.city,
      district: hospital.district,
      addr: null,
      longitude: null,
      latitude: null,
      hosp_level: null,
      comprehensive_class: null,
      hosp_type: null,
      enter_platform_way: null,
      mtc_nature: null,
      mtc_cooperate_status: null,
      hosp_official_site: null,
      remarks: null,
      comp_id: null,
      sort_num: sortNum,
      create_date_time: now,
      lstupd_date_time: now,
    })
    .onConflict((oc) => oc.column('hosp_code').doNothing())
    .execute();
  await createHospitalTables(db, hospital.hospCode);
  const { initialised } = await db
    .selectFrom('platform.hosp')
    .select('initialised')
    .where('hosp_code', '=', hospital.hospCode)
    .executeTakeFirstOrThrow();
  if (!initialised) await db.transaction().execute((trx) => initialiseHospital(trx, hospital.hospCode, standardInitData()));
}
