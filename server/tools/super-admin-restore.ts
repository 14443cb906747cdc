import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { newObjectId } from '../../engine/server/object-id.js';
import { hashPassword } from '../auth/passwords.js';
import { clearGuard, guardKey } from '../sign-in/login-guard.js';
import { isStrongPassword, PASSWORD_RULE_MESSAGES } from '../sign-in/password-rules.js';
import { ACCT_STATE_ACTIVE, ACCT_TYPE_SUPER_ADMIN } from '../auth/account-kinds.js';

export type RestoreOutcome = 'created' | 'restored';

/**
 * Makes `loginName` an active super admin with `password`: the account with that account number
 * (or phone) is retyped, enabled and given the password, or created when none exists. Its login
 * lock is lifted. Runs in one transaction; the password follows the seed's own-password rule.
 */
export async function restoreSuperAdmin(db: Db, loginName: string, password: string): Promise<RestoreOutcome> {
  const name = loginName.trim();
  if (!/^[A-Za-z0-9_]{1,64}$/.test(name) && !/^1\d{10}$/.test(name)) throw new Error('账号只能由英文、数字和下划线组成（或为11位手机号）');
  if (!isStrongPassword(password)) throw new Error(`ADMIN_PASSWORD: ${PASSWORD_RULE_MESSAGES.pattern}`);
  const hash = await hashPassword(password);
  const now = nowDateTime();
  const outcome = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('platform.acct')
      .select('id')
      .where((eb) => eb.or([eb('acct_no', '=', name), eb('cell_phone', '=', name)]))
      .orderBy((eb) => eb.case().when('acct_no', '=', name).then(0).else(1).end())
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('platform.acct')
        .set({ type: ACCT_TYPE_SUPER_ADMIN, state: ACCT_STATE_ACTIVE, pass_word_hash: hash, lstupd_date_time: now })
        .where('id', '=', existing.id)
        .execute();
      return 'restored' as const;
    }
    await trx
      .insertInto('platform.acct')
      .values({
        id: newObjectId(),
        type: ACCT_TYPE_SUPER_ADMIN,
        acct_no: name,
        acct_name: '超级管理员',
        cell_phone: /^1\d{10}$/.test(name) ? name : null,
        acct_role_type: null,
        pass_word_hash: hash,
        state: ACCT_STATE_ACTIVE,
        avatar: null,
        email: null,
        remark: '由 npm run admin:restore 创建',
        create_date_time: now,
        lstupd_date_time: now,
      })
      .execute();
    return 'created' as const;
  });
  await clearGuard(db, await guardKey(db, name));
  return outcome;
}
