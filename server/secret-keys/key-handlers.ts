import type { Kysely } from 'kysely';
import type { OperationHandler, WriteGuard } from '../../engine/server/entity-extensions.js';
import { notFound, refusedBy } from '../../engine/server/entity-context.js';
import { requireId } from '../../engine/server/request-checks.js';
import { dialogValues, toColumns } from '../../engine/server/write-values.js';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { audited } from '../audit/audited-write.js';
import { onlyKeys } from '../hospitals/hospital-inputs.js';
import { hashSecret, newAccessKeyId, newSecret } from './key-material.js';
import { touchedRow } from '../db/row-version.js';

export const KEY_ACTIVE = 'active';
export const KEY_REVOKED = 'revoked';

export const SECRET_KEY_MESSAGES = {
  unknownHospital: '医院不存在',
  pastExpiry: '失效日期不能早于今天',
  revoked: '该密钥已吊销',
  deleteActive: '请先吊销密钥再删除',
  rotated: '已生成新的密钥，请立即复制保存',
  revokedDone: '密钥已吊销',
} as const;

const TABLE = 'platform.hosp_secret_key';

/** What a create or a rotation answers: the only time the secret leaves the server. */
interface KeyPairAnswer {
  id: string;
  accessKeyId: string;
  secret: string;
}

async function activeKey(trx: Kysely<any>, id: string): Promise<{ hosp_code: string; access_key_id: string }> {
  const row = await trx
    .selectFrom(TABLE)
    .select(['hosp_code', 'access_key_id', 'state'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.state !== KEY_ACTIVE) throw refusedBy(SECRET_KEY_MESSAGES.revoked);
  return row;
}

/**
 * POST /db/hosp-secret-key/add {hospCode, keyName, expireDate?, remark?}: a new key pair of an
 * existing hospital. Answers `{id, accessKeyId, secret}` with 添加成功!; the table keeps the
 * secret's SHA-256 only (key-material.ts), and the operation log sees neither.
 */
export function addKeyHandler(db: Db): OperationHandler {
  const kysely = db as unknown as Kysely<any>;
  return async ({ entity, request, host, input }) => {
    const { values } = dialogValues(entity, 'add', input, []);
    const hospCode = values.hospCode as string;
    if (typeof values.expireDate === 'string' && values.expireDate < nowDateTime().slice(0, 10))
      throw refusedBy(SECRET_KEY_MESSAGES.pastExpiry);
    const answer: KeyPairAnswer = { id: host.newId(), accessKeyId: newAccessKeyId(), secret: newSecret() };
    const now = nowDateTime();
    const columns = await toColumns(
      entity,
      { ...values, accessKeyId: answer.accessKeyId, state: KEY_ACTIVE, secretTime: now },
      [],
      host.hashPassword,
    );
    await kysely.transaction().execute(async (trx) => {
      if (!(await trx.selectFrom('platform.hosp').select('id').where('hosp_code', '=', hospCode).executeTakeFirst()))
        throw refusedBy(SECRET_KEY_MESSAGES.unknownHospital);
      await audited(trx, request, { entity: entity.name, operation: 'add', hospCode, keys: [answer.id] }, () =>
        trx
          .insertInto(TABLE)
          .values({ id: answer.id, ...columns, secret_hash: hashSecret(answer.secret), create_date_time: now, lstupd_date_time: now })
          .execute(),
      );
    });
    return { data: answer, message: '添加成功!' };
  };
}

/** POST /db/hosp-secret-key/rotate {id}: a new secret for an active key (answered once); the old one stops matching at once. */
export function rotateKeyHandler(db: Db): OperationHandler {
  const kysely = db as unknown as Kysely<any>;
  return async ({ entity, request, input }) => {
    const id = requireId(onlyKeys(input, ['id']).id);
    const secret = newSecret();
    const accessKeyId = await kysely.transaction().execute(async (trx) => {
      const key = await activeKey(trx, id);
      const now = nowDateTime();
      await audited(trx, request, { entity: entity.name, operation: 'rotate', hospCode: key.hosp_code, keys: [id] }, () =>
        trx
          .updateTable(TABLE)
          .set({ secret_hash: hashSecret(secret), secret_time: now, ...touchedRow(now) })
          .where('id', '=', id)
          .execute(),
      );
      return key.access_key_id;
    });
    const answer: KeyPairAnswer = { id, accessKeyId, secret };
    return { data: answer, message: SECRET_KEY_MESSAGES.rotated };
  };
}

/** POST /db/hosp-secret-key/revoke {id}: the key stops matching for good (a revoked key is never re-activated: create a new one). */
export function revokeKeyHandler(db: Db): OperationHandler {
  const kysely = db as unknown as Kysely<any>;
  return async ({ entity, request, input }) => {
    const id = requireId(onlyKeys(input, ['id']).id);
    await kysely.transaction().execute(async (trx) => {
      const key = await activeKey(trx, id);
      const now = nowDateTime();
      await audited(trx, request, { entity: entity.name, operation: 'revoke', hospCode: key.hosp_code, keys: [id] }, () =>
        trx
          .updateTable(TABLE)
          .set({ state: KEY_REVOKED, revoke_time: now, ...touchedRow(now) })
          .where('id', '=', id)
          .execute(),
      );
    });
    return { data: { id, state: KEY_REVOKED }, message: SECRET_KEY_MESSAGES.revokedDone };
  };
}

/** A key in use is revoked first, so deleting one is never how an integration is cut off by mistake. */
export const deleteOnlyRevoked: WriteGuard = async ({ operation, trx, ids }) => {
  if (operation !== 'delete' || ids.length === 0) return;
  const active = await (trx as Kysely<any>)
    .selectFrom(TABLE)
    .select('id')
    .where('id', 'in', ids)
    .where('state', '=', KEY_ACTIVE)
    .executeTakeFirst();
  if (active) throw refusedBy(SECRET_KEY_MESSAGES.deleteActive);
};

/** An edit keeps the expiry rule of the add. */
export const expiryNotPast: WriteGuard = async ({ operation, values }) => {
  if (operation !== 'update') return;
  if (typeof values.expireDate === 'string' && values.expireDate < nowDateTime().slice(0, 10))
    throw refusedBy(SECRET_KEY_MESSAGES.pastExpiry);
};
