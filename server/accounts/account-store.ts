import type { Db } from '../db/database.js';
import type { OwnAccount } from '../../contracts/account.js';

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
