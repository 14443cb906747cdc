import { refusedBy } from '../../engine/server/entity-context.js';
import { addWriteGuard, type WriteAttempt } from '../../engine/server/entity-extensions.js';
import { authOf } from '../auth/session-context.js';
import type { ExtensionModule } from '../entities/entity-operations.js';
import { ACCT_STATE_ACTIVE, ACCT_TYPE_SUPER_ADMIN } from '../auth/account-kinds.js';

/** The refusals of the lock-out guard (issue 10 item 1), one per way of locking the platform. */
export const LOCKOUT_MESSAGES = {
  deleteSelf: '不能删除当前登录的账号',
  disableSelf: '不能停用当前登录的账号',
  retypeSelf: '不能修改当前登录账号的类型',
  lastSuperAdmin: '至少保留一个启用的超级管理员',
} as const;

interface AccountState {
  id: string;
  type: string;
  state: string;
}

const isActiveSuperAdmin = (account: Pick<AccountState, 'type' | 'state'>) =>
  account.type === ACCT_TYPE_SUPER_ADMIN && account.state === ACCT_STATE_ACTIVE;

/**
 * What one write does to the accounts it touches: deleted, or the type and state they will have.
 * Pure, so the rules below read as a table and are tested without a database.
 */
export function lockoutRefusal(
  callerId: string,
  operation: string,
  before: AccountState[],
  values: { type?: unknown; state?: unknown },
  otherActiveSuperAdmins: number,
): string | null {
  const deleting = operation === 'delete';
  const after = before.map((account) => ({
    id: account.id,
    type: typeof values.type === 'string' ? values.type : account.type,
    state: typeof values.state === 'string' ? values.state : account.state,
  }));
  const mine = before.find((account) => account.id === callerId);
  const mineAfter = after.find((account) => account.id === callerId);
  if (mine && mineAfter) {
    if (deleting) return LOCKOUT_MESSAGES.deleteSelf;
    if (mineAfter.type !== mine.type) return LOCKOUT_MESSAGES.retypeSelf;
    if (mineAfter.state !== ACCT_STATE_ACTIVE) return LOCKOUT_MESSAGES.disableSelf;
  }
  const remaining = otherActiveSuperAdmins + (deleting ? 0 : after.filter(isActiveSuperAdmin).length);
  const removesOne = before.some(isActiveSuperAdmin);
  return removesOne && remaining === 0 ? LOCKOUT_MESSAGES.lastSuperAdmin : null;
}

/**
 * Runs inside the write's transaction. The active super admins are read FOR UPDATE, so two
 * administrators removing each other at the same moment are serialised and the second is refused.
 */
async function guardAccountWrite(attempt: WriteAttempt): Promise<void> {
  // A new account (add refuses type 03 anyway) cannot lock anybody out.
  if (attempt.operation === 'add') return;
  const caller = authOf(attempt.request);
  const { trx, schema, ids, values } = attempt;
  const activeSuperAdmins = await trx
    .withSchema(schema)
    .selectFrom('acct')
    .select('id')
    .where('type', '=', ACCT_TYPE_SUPER_ADMIN)
    .where('state', '=', ACCT_STATE_ACTIVE)
    .forUpdate()
    .execute();
  const before = (await trx
    .withSchema(schema)
    .selectFrom('acct')
    .select(['id', 'type', 'state'])
    .where('id', 'in', ids)
    .execute()) as AccountState[];
  const others = activeSuperAdmins.filter((row: { id: string }) => !ids.includes(row.id)).length;
  const refusal = lockoutRefusal(caller.acctId, attempt.operation, before, values, others);
  if (refusal) throw refusedBy(refusal);
}

/** Nobody deletes, disables or retypes their own account or the last active super admin. */
export const accountGuardsModule: ExtensionModule = (extensions) => {
  addWriteGuard(extensions, 'acct', guardAccountWrite);
};
