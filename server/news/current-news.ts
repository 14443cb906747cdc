import { sql, type Kysely } from 'kysely';
import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { assertHospitalAccess } from '../auth/hospital-access.js';
import { authOf } from '../auth/session-context.js';
import { onlyKeys, requireHospCode } from '../hospitals/hospital-inputs.js';
import type { CurrentNews, CurrentNewsAnswer } from '../../contracts/news.js';

/** A home page shows a strip, not an archive: the newest this many, pinned ones first. */
export const CURRENT_NEWS_LIMIT = 20;

/**
 * POST /db/news/current {hospCode}: the announcements a hospital's users see on their home page:
 * published (publish time reached), not expired, addressed to every hospital or to this one;
 * pinned first, then the newest. The caller must be bound to the hospital (super admins: any).
 */
export function currentNewsHandler(db: Db): OperationHandler {
  const kysely = db as unknown as Kysely<any>;
  return async ({ request, input }) => {
    const body = onlyKeys(input, ['hospCode']);
    const hospCode = requireHospCode(body.hospCode, '请选择医院');
    await assertHospitalAccess(db, authOf(request), hospCode);
    const now = nowDateTime();
    const rows = await kysely
      .selectFrom('platform.news as t')
      .select(['t.id', 't.title', 't.content', 't.publish_time', 't.expire_time', 't.pinned'])
      .where(sql<boolean>`t.publish_time <= ${now}::timestamp`)
      .where(sql<boolean>`(t.expire_time is null or t.expire_time > ${now}::timestamp)`)
      .where(sql<boolean>`(t.audience = '01' or t.hosp_codes @> ${JSON.stringify([hospCode])}::jsonb)`)
      .orderBy(sql`coalesce(t.pinned, false)`, 'desc')
      .orderBy('t.publish_time', 'desc')
      .orderBy('t.id', 'desc')
      .limit(CURRENT_NEWS_LIMIT)
      .execute();
    const list: CurrentNews[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      publishTime: row.publish_time,
      expireTime: row.expire_time ?? null,
      pinned: row.pinned === true,
    }));
    return { data: { list } satisfies CurrentNewsAnswer };
  };
}
