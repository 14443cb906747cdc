import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { badRequest, ok, refused } from '../http/envelope.js';
import { noBody, noQuery } from '../http/route-schemas.js';
import { secretMatches } from './key-material.js';
import { KEY_ACTIVE } from './key-handlers.js';

export const KEY_CHECK_MESSAGES = {
  missing: '请在请求头 X-Access-Key-Id 与 X-Access-Key-Secret 中提供医院密钥',
  // One answer for every failure: a caller learns nothing about which part was wrong.
  invalid: '密钥无效、已吊销或已过期',
} as const;

const header = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' && value.length <= 200 ? value.trim() : undefined;

/**
 * POST /api/open/hosp-key-check (public; the key pair in headers X-Access-Key-Id and
 * X-Access-Key-Secret): what an integration calls to check its key pair of 医院密钥配置. Answers
 * the hospital it belongs to, and stamps the key's last use (time and address) on the screen.
 * A revoked key, one past its expiry date, or a wrong secret: 002 with one message for all.
 */
export function registerKeyCheckRoute(app: FastifyInstance, db: Db): void {
  const kysely = db as unknown as Kysely<any>;
  app.post('/api/open/hosp-key-check', { schema: { body: noBody, querystring: noQuery }, config: { public: true } }, async (request) => {
    const accessKeyId = header(request.headers['x-access-key-id']);
    const secret = header(request.headers['x-access-key-secret']);
    if (!accessKeyId || !secret) throw badRequest(KEY_CHECK_MESSAGES.missing);
    const key = await kysely
      .selectFrom('platform.hosp_secret_key as k')
      .leftJoin('platform.hosp as h', 'h.hosp_code', 'k.hosp_code')
      .select(['k.id', 'k.hosp_code', 'k.key_name', 'k.state', 'k.expire_date', 'k.secret_hash', 'h.hosp_name'])
      .where('k.access_key_id', '=', accessKeyId)
      .executeTakeFirst();
    const now = nowDateTime();
    const expired = key?.expire_date ? String(key.expire_date).slice(0, 10) < now.slice(0, 10) : false;
    if (!key || key.state !== KEY_ACTIVE || expired || !secretMatches(secret, key.secret_hash)) throw refused(KEY_CHECK_MESSAGES.invalid);
    await kysely
      .updateTable('platform.hosp_secret_key')
      .set({ last_used_time: now, last_used_address: request.ip.slice(0, 64) })
      .where('id', '=', key.id)
      .execute();
    return ok({ hospCode: key.hosp_code, hospName: key.hosp_name ?? null, keyName: key.key_name });
  });
}
