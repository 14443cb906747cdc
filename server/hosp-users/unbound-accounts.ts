import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { checkKnownKeys } from '../../engine/server/request-checks.js';
import { ACCT_STATE_ACTIVE } from '../auth/account-kinds.js';
import { BINDABLE_ACCOUNT_TYPES } from './hosp-user-writes.js';
import type { UnboundAccount } from '../../contracts/hosp-users.js';

/** The operation log's name for the wizard's account creation (account-check.ts addAccount). */
export const ACCOUNT_CREATED_OPERATION = 'acctAdd';
const MAX_LISTED = 100;

/**
 * POST unbound-accounts {hospCode} (issue 25): the accounts the add-user wizard created for this
 * hospital (step 2) and that are bound to no hospital, because the wizard was closed before step 3.
 * Which hospital's wizard made an account is known only from the operation log of that step, so the
 * log is read here; an account since bound anywhere, disabled or retyped drops out. Newest first,
 * as `{id, type, acctName, cellPhone, acctNo, createDateTime}` (UnboundAccountsDialog.tsx reads them).
 */
export const unboundAccounts: OperationHandler = async (call) => {
  checkKnownKeys(call.input, ['hospCode']);
  const rows = await call.host.db
    .selectFrom('platform.acct as a')
    .select([
      'a.id',
      'a.type',
      'a.acct_name as acctName',
      'a.cell_phone as cellPhone',
      'a.acct_no as acctNo',
      'a.create_date_time as createDateTime',
    ])
    .where('a.state', '=', ACCT_STATE_ACTIVE)
    .where('a.type', 'in', BINDABLE_ACCOUNT_TYPES)
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom('platform.hosp_user as u').select('u.id').whereRef('u.acct_id', '=', 'a.id'))),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('platform.operate_log as l')
          .select('l.id')
          .whereRef('l.record_id', '=', 'a.id')
          .where('l.entity', '=', 'acct')
          .where('l.operation', '=', ACCOUNT_CREATED_OPERATION)
          .where('l.hosp_code', '=', call.hospCode!),
      ),
    )
    .orderBy('a.create_date_time', 'desc')
    .orderBy('a.id', 'desc')
    .limit(MAX_LISTED)
    .execute();
  return { data: rows satisfies UnboundAccount[] };
};
