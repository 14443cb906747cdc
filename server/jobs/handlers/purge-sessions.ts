import { sql } from 'kysely';
import { purgeDeadSessions } from '../../auth/sessions.js';
import type { Db } from '../../db/database.js';
import type { JobHandler } from '../job-types.js';

const countSessions = async (db: Db) =>
  (await sql<{ n: number }>`select count(*)::int as n from platform.session`.execute(db)).rows[0]?.n ?? 0;

/** Sessions past their lifetime, or revoked a day ago, removed (the same rule as at start-up). */
export const purgeExpiredSessions: JobHandler = {
  beanName: 'sessionJob',
  methodName: 'purgeExpired',
  title: { zh: '清理过期会话', en: 'Purge expired sessions' },
  description: {
    zh: '删除已过有效期、或已注销一天以上的登录会话',
    en: 'Deletes login sessions past their lifetime or revoked more than a day ago',
  },
  params: [],
  async run({ db }) {
    const before = await countSessions(db as Db);
    await purgeDeadSessions(db as Db);
    return `已清理 ${before - (await countSessions(db as Db))} 个过期会话`;
  },
};
