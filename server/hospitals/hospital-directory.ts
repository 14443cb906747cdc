import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { AuthContext } from '../auth/session-context.js';
import { USER_STATE_RESIGNED } from '../auth/account-kinds.js';

/** One hospital as the directory calls (queryHosp, company and sub-group lists) answer it. */
export interface DirectoryHospital {
  id: string;
  hospCode: string;
  hospName: string;
  hospSimpleName: string | null;
  compId: string | null;
  compName: string | null;
  province: string | null;
  provinceDesc: string | null;
  city: string | null;
  cityDesc: string | null;
  district: string | null;
  districtDesc: string | null;
  addr: string | null;
  longitude: string | null;
  latitude: string | null;
  sortNum: number;
}

export interface DirectoryFilter {
  hospCode?: string | undefined;
  hospName?: string | undefined;
  compId?: string | undefined;
  province?: string | undefined;
  /** Only hospitals of self-operated companies (the platform operator's own, queryKunYaCompanyHospList). */
  selfOperated?: boolean | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * The hospitals a caller may see, with their company's name joined in: every hospital for a super
 * admin, the hospitals of their (not resigned) bindings for anyone else. Filters are bound values.
 */
export function directoryQuery(
  db: Kysely<any>,
  auth: AuthContext,
  filter: DirectoryFilter = {},
): SelectQueryBuilder<any, any, DirectoryHospital> {
  let query = db
    .selectFrom('platform.hosp as h')
    .leftJoin('platform.company as c', 'c.id', 'h.comp_id')
    .select([
      'h.id',
      'h.hosp_code as hospCode',
      'h.hosp_name as hospName',
      'h.hosp_simple_name as hospSimpleName',
      'h.comp_id as compId',
      'c.comp_name as compName',
      'h.province',
      'h.province_desc as provinceDesc',
      'h.city',
      'h.city_desc as cityDesc',
      'h.district',
      'h.district_desc as districtDesc',
      'h.addr',
      'h.longitude',
      'h.latitude',
      'h.sort_num as sortNum',
    ]);
  if (!auth.isAdmin) {
    const bound = db
      .selectFrom('platform.hosp_user as u')
      .select('u.hosp_code')
      .where('u.acct_id', '=', auth.acctId)
      .where('u.state', '<>', USER_STATE_RESIGNED);
    query = query.where('h.hosp_code', 'in', bound);
  }
  if (filter.hospCode) query = query.where('h.hosp_code', '=', filter.hospCode);
  if (filter.hospName) query = query.where(sql<boolean>`h.hosp_name like ${`%${escapeLike(filter.hospName)}%`}`);
  if (filter.compId) query = query.where('h.comp_id', '=', filter.compId);
  if (filter.province) query = query.where('h.province', '=', filter.province);
  if (filter.selfOperated) query = query.where('c.self_operated', '=', true);
  return query.orderBy('h.sort_num').orderBy('h.hosp_code') as unknown as SelectQueryBuilder<any, any, DirectoryHospital>;
}

export async function listDirectory(db: Kysely<any>, auth: AuthContext, filter: DirectoryFilter = {}): Promise<DirectoryHospital[]> {
  return (await directoryQuery(db, auth, filter).execute()) as DirectoryHospital[];
}

/** Groups hospitals by a key, in the order each key first appears. */
export function groupBy<K extends string | null>(
  hospitals: DirectoryHospital[],
  keyOf: (hospital: DirectoryHospital) => K,
): Map<K, DirectoryHospital[]> {
  const groups = new Map<K, DirectoryHospital[]>();
  for (const hospital of hospitals) {
    const key = keyOf(hospital);
    const list = groups.get(key);
    if (list) list.push(hospital);
    else groups.set(key, [hospital]);
  }
  return groups;
}
