import { sql, type Kysely } from 'kysely';
import { badInput, refusedBy } from '../../engine/server/entity-context.js';
import type { WriteAttempt, WriteGuard } from '../../engine/server/entity-extensions.js';
import { INIT_PARAM_TYPE } from './init-params.js';

/** The address fields in the order the region widget cascades them: a change clears those after it. */
const REGION_LEVELS = [
  { code: 'province', desc: 'province_desc' },
  { code: 'city', desc: 'city_desc' },
  { code: 'district', desc: 'district_desc' },
] as const;

interface StoredHospital {
  id: string;
  hosp_code: string;
  tables_created: boolean;
  province: string | null;
  city: string | null;
}

async function storedHospitals(trx: Kysely<any>, ids: string[]): Promise<StoredHospital[]> {
  return trx.selectFrom('platform.hosp').select(['id', 'hosp_code', 'tables_created', 'province', 'city']).where('id', 'in', ids).execute();
}

/**
 * Hospital writes the engine cannot judge alone:
 * - the code names the hospital's PostgreSQL schema, so it cannot change once its tables exist,
 *   and no two codes may differ only in case;
 * - the company and the init parameter must exist;
 * - a hospital whose tables exist is not deleted (its schema holds departments, equipment, users' work);
 * - hospImg is a NOT NULL list: clearing it means sending [], not null;
 * - seed 001 section 4: a province change clears city and district, a city change clears district.
 *   The form does it; an edit that leaves the cleared fields out (the form sends no empty values)
 *   must not keep the old ones, so the server clears them too.
 */
export const hospitalWriteGuard: WriteGuard = async (attempt: WriteAttempt) => {
  const trx = attempt.trx as Kysely<any>;
  const hospitals = await storedHospitals(trx, attempt.ids);
  if (attempt.operation === 'delete') {
    const withTables = hospitals.find((hospital) => hospital.tables_created);
    if (withTables) throw refusedBy(`医院 ${withTables.hosp_code} 已创建数据表，不能删除`);
    return;
  }
  const { values } = attempt;
  if ('hospImg' in values && values.hospImg === null) throw badInput('清空医院图片请传空列表 []');
  if (typeof values.hospCode === 'string') {
    const renamed = hospitals.find((hospital) => hospital.tables_created && hospital.hosp_code !== values.hospCode);
    if (renamed) throw refusedBy(`医院 ${renamed.hosp_code} 已创建数据表，医院编号不能修改`);
    await refuseCaseTwin(trx, values.hospCode, attempt.ids);
  }
  await checkReferences(trx, values);
  for (const hospital of hospitals) await clearFollowingRegionLevels(trx, hospital, values);
};

/** Two codes differing only in case would name one PostgreSQL schema (hosp_<lower-case code>). */
async function refuseCaseTwin(trx: Kysely<any>, hospCode: string, ids: string[]): Promise<void> {
  const twin = await trx
    .selectFrom('platform.hosp')
    .select('hosp_code')
    .where(sql<string>`lower(hosp_code)`, '=', hospCode.toLowerCase())
    .where('hosp_code', '<>', hospCode)
    .where('id', 'not in', ids)
    .executeTakeFirst();
  if (twin) throw refusedBy(`医院编号 ${hospCode} 与已有的 ${twin.hosp_code} 仅大小写不同`);
}

/** The company and the init parameter a hospital names must exist (seed 001: paramId on add). */
async function checkReferences(trx: Kysely<any>, values: Record<string, unknown>): Promise<void> {
  if (typeof values.compId === 'string') {
    const company = await trx.selectFrom('platform.company').select('id').where('id', '=', values.compId).executeTakeFirst();
    if (!company) throw badInput('所属公司不存在');
  }
  if (typeof values.paramId === 'string') {
    const param = await trx
      .selectFrom('platform.param')
      .select('id')
      .where('id', '=', values.paramId)
      .where('type', '=', INIT_PARAM_TYPE)
      .executeTakeFirst();
    if (!param) throw badInput('初始化参数不存在');
  }
}

async function clearFollowingRegionLevels(trx: Kysely<any>, hospital: StoredHospital, values: Record<string, unknown>): Promise<void> {
  const changedAt = REGION_LEVELS.findIndex(
    (level) => level.code !== 'district' && level.code in values && (values[level.code] ?? null) !== hospital[level.code],
  );
  if (changedAt < 0) return;
  const cleared: Record<string, null> = {};
  for (const level of REGION_LEVELS.slice(changedAt + 1)) {
    if (values[level.code] !== undefined && values[level.code] !== null) continue;
    cleared[level.code] = null;
    cleared[level.desc] = null;
  }
  if (Object.keys(cleared).length) await trx.updateTable('platform.hosp').set(cleared).where('id', '=', hospital.id).execute();
}

/** A company with hospitals is not deleted: the hospitals would point at nothing. */
export const companyWriteGuard: WriteGuard = async (attempt: WriteAttempt) => {
  if (attempt.operation !== 'delete') return;
  const trx = attempt.trx as Kysely<any>;
  const hospital = await trx.selectFrom('platform.hosp').select(['hosp_name']).where('comp_id', 'in', attempt.ids).executeTakeFirst();
  if (hospital) throw refusedBy(`该公司下还有医院（${hospital.hosp_name}），不能删除`);
};
