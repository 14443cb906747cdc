import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { OperationHandler, WriteGuard } from '../../engine/server/entity-extensions.js';
import { notFound, refusedBy } from '../../engine/server/entity-context.js';
import { requireId } from '../../engine/server/request-checks.js';
import { dialogValues, toColumns } from '../../engine/server/write-values.js';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { audited } from '../audit/audited-write.js';
import { authOf } from '../auth/session-context.js';
import { assertHospitalAccess } from '../auth/hospital-access.js';
import { onlyKeys, requireHospCode } from '../hospitals/hospital-inputs.js';
import { DISPLAY_KEY_ACTIVE, DISPLAY_KEY_REVOKED } from './display-key-auth.js';
import { displayKeyHash, newDisplayKey, shownPrefix } from './display-key-material.js';
import { touchedRow } from '../db/row-version.js';
import type { DisplayInfo } from '../../contracts/display-key.js';

export const DISPLAY_KEY_MESSAGES = {
  unknownHospital: '医院不存在',
  revoked: '该密钥已吊销',
  deleteActive: '请先吊销密钥再删除',
  revokedDone: '密钥已吊销',
} as const;

const TABLE = 'platform.display_key';
/** The two open cockpits a key opens (seed 000 section 2.1), for the addresses shown with a new key. */
const OPEN_COCKPITS = { digitalUrl: '/digital', repairUrl: '/repaire-cockpit' } as const;

/** What issuing answers: the only time the key leaves the server. */
interface IssuedKey {
  id: string;
  key: string;
  digitalUrl: string;
  repairUrl: string;
}

/** The console's own origin (the browser's Origin header) when it is a plain http(s) origin; else the addresses stay relative. */
function consoleOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && /^https?:\/\/[A-Za-z0-9.:[\]-]{1,200}$/.test(origin) ? origin : '';
}

function cockpitUrls(request: FastifyRequest, hospCode: string, key: string): Pick<IssuedKey, 'digitalUrl' | 'repairUrl'> {
  const query = new URLSearchParams({ hosp_code: hospCode, key });
  const origin = consoleOrigin(request);
  return { digitalUrl: `${origin}${OPEN_COCKPITS.digitalUrl}?${query}`, repairUrl: `${origin}${OPEN_COCKPITS.repairUrl}?${query}` };
}

/**
 * POST /db/display-key/add {hospCode, keyName, remark?} (super admins): a new key of an existing
 * hospital. Answers `{id, key, digitalUrl, repairUrl}` with 添加成功!; the table keeps the key's
 * SHA-256 and a short prefix to tell keys apart, and the operation log sees neither.
 */
export function addDisplayKeyHandler(db: Db): OperationHandler {
  const kysely = db as unknown as Kysely<any>;
  return async ({ entity, request, host, input }) => {
    const { values } = dialogValues(entity, 'add', input, []);
    const hospCode = values.hospCode as string;
    const id = host.newId();
    const key = newDisplayKey();
    const now = nowDateTime();
    const columns = await toColumns(entity, { ...values, keyPrefix: shownPrefix(key), state: DISPLAY_KEY_ACTIVE }, [], host.hashPassword);
    await kysely.transaction().execute(async (trx) => {
      if (!(await trx.selectFrom('platform.hosp').select('id').where('hosp_code', '=', hospCode).executeTakeFirst()))
        throw refusedBy(DISPLAY_KEY_MESSAGES.unknownHospital);
      await audited(trx, request, { entity: entity.name, operation: 'add', hospCode, keys: [id] }, () =>
        trx
          .insertInto(TABLE)
          .values({ id, ...columns, key_hash: displayKeyHash(key), create_date_time: now, lstupd_date_time: now })
          .execute(),
      );
    });
    const answer: IssuedKey = { id, key, ...cockpitUrls(request, hospCode, key) };
    return { data: answer, message: '添加成功!' };
  };
}

/** POST /db/display-key/revoke {id} (super admins): the key stops opening anything at once, for good. */
export function revokeDisplayKeyHandler(db: Db): OperationHandler {
  const kysely = db as unknown as Kysely<any>;
  return async ({ entity, request, input }) => {
    const id = requireId(onlyKeys(input, ['id']).id);
    await kysely.transaction().execute(async (trx) => {
      const key = await trx.selectFrom(TABLE).select(['hosp_code', 'state']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!key) throw notFound();
      if (key.state !== DISPLAY_KEY_ACTIVE) throw refusedBy(DISPLAY_KEY_MESSAGES.revoked);
      const now = nowDateTime();
      await audited(trx, request, { entity: entity.name, operation: 'revoke', hospCode: key.hosp_code, keys: [id] }, () =>
        trx
          .updateTable(TABLE)
          .set({ state: DISPLAY_KEY_REVOKED, revoke_time: now, ...touchedRow(now) })
          .where('id', '=', id)
          .execute(),
      );
    });
    return { data: { id, state: DISPLAY_KEY_REVOKED }, message: DISPLAY_KEY_MESSAGES.revokedDone };
  };
}

/**
 * POST /db/display-key/display-info {hospCode}: the cockpit header's hospital name. A signed-in
 * caller must be bound to the hospital (or be a super admin); a display key (header `display-key`)
 * only reaches its own hospital. Both through the one access path, server/auth/hospital-access.ts.
 */
export function displayInfoHandler(db: Db): OperationHandler {
  return async ({ request, input }) => {
    const hospCode = requireHospCode(onlyKeys(input, ['hospCode']).hospCode, '请选择医院');
    await assertHospitalAccess(db, authOf(request), hospCode);
    const hospital = await db
      .selectFrom('platform.hosp')
      .select(['hosp_code', 'hosp_name'])
      .where('hosp_code', '=', hospCode)
      .executeTakeFirstOrThrow();
    return { data: { hospCode: hospital.hosp_code, hospName: hospital.hosp_name } satisfies DisplayInfo };
  };
}

/** A key in use is revoked first, so deleting one never cuts a wall display off by surprise. */
export const deleteOnlyRevokedKeys: WriteGuard = async ({ operation, trx, ids }) => {
  if (operation !== 'delete' || ids.length === 0) return;
  const active = await (trx as Kysely<any>)
    .selectFrom(TABLE)
    .select('id')
    .where('id', 'in', ids)
    .where('state', '=', DISPLAY_KEY_ACTIVE)
    .executeTakeFirst();
  if (active) throw refusedBy(DISPLAY_KEY_MESSAGES.deleteActive);
};
