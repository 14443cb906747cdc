import type { Db } from '../db/database.js';
import type { OwnAccount } from '../../contracts/account.js';

/** Account types (dictionary ACCT_TYPE). 03 is the platform super admin. */
export const ACCT_TYPE_SUPER_ADMIN = '03';
/** 01 is the hospital standard user; 02 (director) and 04 (interface) accounts exist but hold no console session. */
export const ACCT_TYPE_HOSPITAL_USER = '01';
/**
 * Seeds 000 and 001 section 4: only 01 and 03 load a session; any other type is 未知账户类型.
 * Such an account may sign in and learn its type (the console then logs the error and logs out),
 * but every other call is refused.
 */
export const SESSION_ACCOUNT_TYPES: ReadonlySet<string> = new Set([ACCT_TYPE_HOSPITAL_USER, ACCT_TYPE_SUPER_ADMIN]);
export const UNKNOWN_ACCOUNT_TYPE_MESSAGE = '未知账户类型';
/** ACCT_STATE: '1' active (a new account's default), '0' disabled. */
export const ACCT_STATE_ACTIVE = '1';
/** USER_STATE: 01 on duty, 02 on leave, 03 resigned (离职: no longer bound in practice). */
export const USER_STATE_RESIGNED = '03';

export interface AccountForLogin {
  id: string;
  type: string;
  state: string;
  passWordHash: string;
}

export async function findAccountByLoginName(db: Db, loginName: string): Promise<AccountForLogin | undefined> {
  const row = await db
    .selectFrom('platform.acct')
    .select(['id', 'type', 'state', 'pass_word_hash'])
    .where((eb) => eb.or([eb('acct_no', '=', loginName), eb('cell_phone', '=', loginName)]))
    .orderBy(sqlAcctNoFirst(loginName))
    .executeTakeFirst();
  return row && { id: row.id, type: row.type, state: row.state, passWordHash: row.pass_word_hash };
}

// When one person's account number equals another's phone number, the account number wins.
function sqlAcctNoFirst(loginName: string) {
  return (eb: any) => eb.case().when('acct_no', '=', loginName).then(0).else(1).end();
}

/** The caller's own account, without the password hash. */
export async function findOwnAccount(db: Db, acctId: string): Promise<OwnAccount | undefined> {
  const row = await db
    .selectFrom('platform.acct')
    .select(['id', 'type', 'acct_name', 'acct_no', 'cell_phone', 'avatar', 'email', 'acct_role_type', 'phone_msg', 'vacation'])
    .where('id', '=', acctId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    type: row.type,
    acctName: row.acct_name,
    acctNo: row.acct_no,
    cellPhone: row.cell_phone,
    avatar: row.avatar,
    email: row.email,
    acctRoleType: row.acct_role_type,
    phoneMsg: row.phone_msg,
    vacation: row.vacation,
  };
}

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
