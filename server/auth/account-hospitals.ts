import type { Db } from '../db/database.js';
import { ACCT_TYPE_SUPER_ADMIN, USER_STATE_RESIGNED } from './account-kinds.js';

export interface HospitalInfo {
  id: string;
  hospCode: string;
  hospName: string;
}

/** Hospitals the account may work in: all for a super admin, otherwise its non-resigned bindings. */
export async function accessibleHospitals(db: Db, acctId: string, acctType: string): Promise<HospitalInfo[]> {
  let query = db.selectFrom('platform.hosp as h').select(['h.id', 'h.hosp_code', 'h.hosp_name']);
  if (acctType !== ACCT_TYPE_SUPER_ADMIN) {
    query = query
      .innerJoin('platform.hosp_user as u', 'u.hosp_code', 'h.hosp_code')
      .where('u.acct_id', '=', acctId)
      .where('u.state', '<>', USER_STATE_RESIGNED);
  }
  const rows = await query.orderBy('h.sort_num').orderBy('h.hosp_code').execute();
  return rows.map((row) => ({ id: row.id, hospCode: row.hosp_code, hospName: row.hosp_name }));
}

/** The caller's binding in one hospital, or undefined when not bound (or resigned). */
export async function hospitalBinding(db: Db, acctId: string, hospCode: string) {
  return db
    .selectFrom('platform.hosp_user')
    .select(['id', 'hosp_role_id', 'hosp_dept_id', 'state'])
    .where('acct_id', '=', acctId)
    .where('hosp_code', '=', hospCode)
    .where('state', '<>', USER_STATE_RESIGNED)
    .executeTakeFirst();
}
