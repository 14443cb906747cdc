import type { Kysely } from 'kysely';
import { refusedBy } from '../../engine/server/entity-context.js';
import type { OperationCall, OperationResult } from '../../engine/server/entity-extensions.js';
import { SUCCESS } from '../../engine/server/entity-routes.js';
import { dialogValues } from '../../engine/server/write-values.js';
import { ACCT_STATE_ACTIVE, USER_STATE_RESIGNED } from '../auth/account-kinds.js';
import { BINDABLE_ACCOUNT_TYPES } from './hosp-user-writes.js';
import { audited } from '../audit/audited-write.js';
import type { AccountCheck, AccountInfo } from '../../contracts/hosp-users.js';

export const CHECK_MESSAGES = {
  phoneAndAccountDiffer: '手机号与账号分属不同的平台账号',
  accountType: '该账号类型不能绑定为医院用户',
  disabled: '该账号已停用',
  alreadyBound: '该账号已是本院用户',
  phoneTaken: '手机号已存在',
  acctNoTaken: '账号已存在',
} as const;

const refusal = (failMsg: string): AccountCheck => ({ enableNext: false, newAcct: false, acct: null, failMsg });

async function accountWhere(db: Kysely<any>, column: 'cell_phone' | 'acct_no', value: string): Promise<AccountInfo | undefined> {
  const row = await db
    .selectFrom('platform.acct')
    .select(['id', 'type', 'cell_phone as cellPhone', 'acct_no as acctNo', 'acct_name as acctName', 'avatar', 'email', 'remark', 'state'])
    .where(column, '=', value)
    .executeTakeFirst();
  return row as AccountInfo | undefined;
}

/**
 * POST addCheck {type, cellPhone, acctNo, hospCode}, step 1 of the wizard: is there an account
 * with this phone (or, for type 02, this account number)? None: go on with a new one. One that
 * may be bound here: go on with it. Anything else: stop and say why (failMsg).
 */
export async function checkAccount(call: OperationCall): Promise<OperationResult> {
  const { values } = dialogValues(call.entity, 'acctCheck', call.input, []);
  const db = call.host.db;
  const type = values.type as string;
  const cellPhone = values.cellPhone as string;
  const acctNo = typeof values.acctNo === 'string' ? values.acctNo : undefined;
  const byPhone = await accountWhere(db, 'cell_phone', cellPhone);
  const byNo = acctNo ? await accountWhere(db, 'acct_no', acctNo) : undefined;
  if (byPhone && byNo && byPhone.id !== byNo.id) return { data: refusal(CHECK_MESSAGES.phoneAndAccountDiffer) };
  const existing = byPhone ?? byNo;
  if (!existing) {
    const check: AccountCheck = { enableNext: true, newAcct: true, acct: { type, cellPhone, acctNo: acctNo ?? null }, failMsg: null };
    return { data: check };
  }
  if (!BINDABLE_ACCOUNT_TYPES.includes(existing.type)) return { data: refusal(CHECK_MESSAGES.accountType) };
  if (existing.state !== ACCT_STATE_ACTIVE) return { data: refusal(CHECK_MESSAGES.disabled) };
  const binding = await db
    .selectFrom('platform.hosp_user')
    .select('state')
    .where('acct_id', '=', existing.id)
    .where('hosp_code', '=', call.hospCode!)
    .executeTakeFirst();
  if (binding && binding.state !== USER_STATE_RESIGNED) return { data: refusal(CHECK_MESSAGES.alreadyBound) };
  const check: AccountCheck = { enableNext: true, newAcct: false, acct: existing, failMsg: null };
  return { data: check };
}

/**
 * POST acct-add {type, cellPhone, acctNo, acctName, avatar, email, passWord, remark, hospCode}: the
 * new account, created between steps 2 and 3; answers its id. Only types 01 and 02, state active.
 */
export async function addAccount(call: OperationCall): Promise<OperationResult> {
  const { values } = dialogValues(call.entity, 'acctAdd', call.input, []);
  const db = call.host.db;
  const hash = await call.host.hashPassword(values.passWord as string);
  const id = call.host.newId();
  const now = call.host.now();
  await db.transaction().execute(async (trx) => {
    if (
      await trx
        .selectFrom('platform.acct')
        .select('id')
        .where('cell_phone', '=', values.cellPhone as string)
        .executeTakeFirst()
    ) {
      throw refusedBy(CHECK_MESSAGES.phoneTaken);
    }
    if (
      typeof values.acctNo === 'string' &&
      (await trx.selectFrom('platform.acct').select('id').where('acct_no', '=', values.acctNo).executeTakeFirst())
    ) {
      throw refusedBy(CHECK_MESSAGES.acctNoTaken);
    }
    const target = { entity: 'acct', operation: 'acctAdd', hospCode: call.hospCode, keys: [id], written: ['passWord'] };
    await audited(trx, call.request, target, () =>
      trx
        .insertInto('platform.acct')
        .values({
          id,
          type: values.type,
          cell_phone: values.cellPhone,
          acct_no: values.acctNo ?? null,
          acct_name: values.acctName,
          avatar: values.avatar ?? null,
          email: values.email ?? null,
          remark: values.remark ?? null,
          pass_word_hash: hash,
          state: ACCT_STATE_ACTIVE,
          create_date_time: now,
          lstupd_date_time: now,
        })
        .execute(),
    );
  });
  return { data: id, message: SUCCESS.added };
}
