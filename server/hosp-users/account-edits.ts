import type { Kysely } from 'kysely';
import { notFound, refusedBy } from '../../engine/server/entity-context.js';
import type { OperationCall, OperationResult } from '../../engine/server/entity-extensions.js';
import { SUCCESS } from '../../engine/server/entity-routes.js';
import { requireId } from '../../engine/server/request-checks.js';
import { dialogValues } from '../../engine/server/write-values.js';
import { authOf } from '../auth/session-context.js';
import { CHECK_MESSAGES } from './account-check.js';
import { assertAccountManageable, HOSP_USER_PERMISSION } from './hosp-user-access.js';
import { audited } from '../audit/audited-write.js';
import { touchedRow } from '../db/row-version.js';

/** The account behind a binding of this hospital; a binding elsewhere is not found. */
async function accountOfBinding(db: Kysely<any>, hospCode: string, bindingId: string): Promise<string> {
  const binding = await db
    .selectFrom('platform.hosp_user')
    .select('acct_id')
    .where('id', '=', bindingId)
    .where('hosp_code', '=', hospCode)
    .executeTakeFirst();
  if (!binding) throw notFound();
  return binding.acct_id as string;
}

/**
 * POST acct-base-update {id, hospCode, cellPhone, acctName, avatar, email}: the account of a
 * hospital user (the row's id is the binding). The account is every hospital's: see
 * assertAccountManageable.
 */
export async function updateAccountInfo(call: OperationCall): Promise<OperationResult> {
  const { values, cleared, extra } = dialogValues(call.entity, 'baseEdit', call.input, ['id', 'hospCode']);
  const db = call.host.db;
  const acctId = await accountOfBinding(db, call.hospCode!, requireId(extra.id));
  await assertAccountManageable(db, call.request, acctId, HOSP_USER_PERMISSION.update);
  const columns: Record<string, unknown> = { cell_phone: values.cellPhone, acct_name: values.acctName };
  if (values.avatar !== undefined || cleared.includes('avatar')) columns.avatar = values.avatar ?? null;
  if (values.email !== undefined || cleared.includes('email')) columns.email = values.email ?? null;
  await db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('platform.acct')
      .select('id')
      .where('cell_phone', '=', values.cellPhone as string)
      .where('id', '<>', acctId)
      .executeTakeFirst();
    if (taken) throw refusedBy(CHECK_MESSAGES.phoneTaken);
    await audited(trx, call.request, { entity: 'acct', operation: 'acctBaseUpdate', hospCode: call.hospCode, keys: [acctId] }, () =>
      trx
        .updateTable('platform.acct')
        .set({ ...columns, ...touchedRow(call.host.now()) })
        .where('id', '=', acctId)
        .execute(),
    );
  });
  return { message: SUCCESS.modified };
}

/**
 * POST acct-reset-pass {id, hospCode, passWord}: a new login password for the user's account. Their
 * other sessions end, so whoever knew the old password is signed out.
 */
export async function resetAccountPassword(call: OperationCall): Promise<OperationResult> {
  const { values, extra } = dialogValues(call.entity, 'resetPass', call.input, ['id', 'hospCode']);
  const db = call.host.db;
  const acctId = await accountOfBinding(db, call.hospCode!, requireId(extra.id));
  await assertAccountManageable(db, call.request, acctId, HOSP_USER_PERMISSION.update);
  const hash = await call.host.hashPassword(values.passWord as string);
  const caller = authOf(call.request);
  await db.transaction().execute(async (trx) => {
    await audited(
      trx,
      call.request,
      { entity: 'acct', operation: 'acctResetPass', hospCode: call.hospCode, keys: [acctId], written: ['passWord'] },
      () =>
        trx
          .updateTable('platform.acct')
          .set({ pass_word_hash: hash, ...touchedRow(call.host.now()) })
          .where('id', '=', acctId)
          .execute(),
    );
    await trx
      .updateTable('platform.session')
      .set({ revoked: true })
      .where('acct_id', '=', acctId)
      .where('token_hash', '<>', caller.session.tokenHash)
      .execute();
  });
  return { message: SUCCESS.modified };
}
