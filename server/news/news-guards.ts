import { sql } from 'kysely';
import type { WriteGuard } from '../../engine/server/entity-extensions.js';
import { refusedBy } from '../../engine/server/entity-context.js';

export const EXPIRY_BEFORE_PUBLISH = '失效时间必须晚于发布时间';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * An announcement that expires before it is published would never be shown: refused on every
 * write path. When a call sets only one of the two times (a batch edit of the expiry), the other
 * is read from the rows, so each row is checked as it will be.
 */
export const newsTimesGuard: WriteGuard = async ({ trx, schema, ids, values, operation }) => {
  // A cleared expiry (null) means shown until withdrawn: nothing to compare.
  if (operation === 'delete' || values.expireTime === null) return;
  const publish = text(values.publishTime);
  const expire = text(values.expireTime);
  if (publish && expire) {
    if (expire <= publish) throw refusedBy(EXPIRY_BEFORE_PUBLISH);
    return;
  }
  if (operation === 'add' || (!publish && !expire)) return;
  let rows = trx.withSchema(schema).selectFrom('news as t').select('t.id').where('t.id', 'in', ids);
  rows = expire
    ? rows.where(sql<boolean>`t.publish_time >= ${expire}::timestamp`)
    : rows.where(sql<boolean>`t.expire_time is not null and t.expire_time <= ${publish}::timestamp`);
  if (await rows.executeTakeFirst()) throw refusedBy(EXPIRY_BEFORE_PUBLISH);
};
