import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { EntityError } from './entity-context';

/**
 * The rows of uploaded import files, between the upload and the import, in the database
 * (platform.import_upload): a dry run and an import send only the file's id and the mapping, never
 * the rows again, and may reach another server process than the upload did. An id is an
 * unguessable random UUID bound to the account, entity and hospital it was uploaded for, and every
 * call using it is authorised again; an upload expires after half an hour, and an account's oldest
 * goes first when it holds too many.
 */
export interface StoredImport {
  id: string;
  entity: string;
  hospCode: string | undefined;
  fileName: string;
  /** 1-based row number of the header in the file; data row i is file row headerRow + 1 + i. */
  headerRow: number;
  headers: string[];
  rows: string[][];
}

const TTL_MS = 30 * 60 * 1000;
/** Uploads one account keeps at once: enough for a few screens side by side, not a disk filler. */
const MAX_HELD_PER_ACCOUNT = 5;

export async function keepImport(
  db: Kysely<any>,
  acctId: string,
  upload: Omit<StoredImport, 'id'>,
  now = Date.now(),
): Promise<StoredImport> {
  const entry = { ...upload, id: randomUUID() };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('platform.import_upload').where('expires_ms', '<=', now).execute();
    const mine = await trx
      .selectFrom('platform.import_upload')
      .select('id')
      .where('acct_id', '=', acctId)
      .orderBy('expires_ms', 'desc')
      .execute();
    const dropped = mine.slice(MAX_HELD_PER_ACCOUNT - 1).map((row) => row.id as string);
    if (dropped.length > 0) await trx.deleteFrom('platform.import_upload').where('id', 'in', dropped).execute();
    await trx
      .insertInto('platform.import_upload')
      .values({
        id: entry.id,
        acct_id: acctId,
        entity: upload.entity,
        hosp_code: upload.hospCode ?? '',
        file_name: upload.fileName.slice(0, 255),
        header_row: upload.headerRow,
        headers: JSON.stringify(upload.headers),
        rows: JSON.stringify(upload.rows),
        expires_ms: now + TTL_MS,
      })
      .execute();
  });
  return entry;
}

export const EXPIRED = () =>
  new EntityError('badRequest', '导入文件已过期，请重新上传', undefined, 'The uploaded file has expired: upload it again');

/** jsonb comes back parsed from pg and as text from some drivers: either way an array. */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The upload of this id for this account, entity and hospital, or the refusal to upload again. */
export async function heldImport(
  db: Kysely<any>,
  id: unknown,
  acctId: string,
  entity: string,
  hospCode: string | undefined,
  now = Date.now(),
): Promise<StoredImport> {
  // A malformed id is answered like an expired one, without asking the database to compare it.
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) throw EXPIRED();
  const row = await db
    .selectFrom('platform.import_upload')
    .selectAll()
    .where('id', '=', id)
    .where('acct_id', '=', acctId)
    .where('entity', '=', entity)
    .where('hosp_code', '=', hospCode ?? '')
    .where('expires_ms', '>', now)
    .executeTakeFirst();
  if (!row) throw EXPIRED();
  return { id, entity, hospCode, fileName: row.file_name, headerRow: row.header_row, headers: parsed(row.headers), rows: parsed(row.rows) };
}

/** This account's last mapping for the entity, by header text (null: the column was left out). */
export async function rememberedMapping(db: Kysely<any>, acctId: string, entity: string): Promise<Record<string, string | null>> {
  const row = await db
    .selectFrom('platform.import_mapping')
    .select('mapping')
    .where('acct_id', '=', acctId)
    .where('entity', '=', entity)
    .executeTakeFirst();
  return row ? parsed(row.mapping) : {};
}

/** Kept at each import run: the headers of this file with the field each was mapped to. */
export async function rememberMapping(
  db: Kysely<any>,
  acctId: string,
  entity: string,
  headers: readonly string[],
  mapping: readonly (string | null)[],
): Promise<void> {
  const fresh: Record<string, string | null> = Object.fromEntries(headers.map((header, index) => [header, mapping[index] ?? null]));
  const older = Object.entries(await rememberedMapping(db, acctId, entity)).filter(([header]) => !(header in fresh));
  // Bounded: a user importing many different files keeps the choices of the last 200 headers.
  const kept = Object.fromEntries([...older, ...Object.entries(fresh)].slice(-200));
  await db
    .insertInto('platform.import_mapping')
    .values({ acct_id: acctId, entity, mapping: JSON.stringify(kept) })
    .onConflict((conflict) => conflict.columns(['acct_id', 'entity']).doUpdateSet({ mapping: JSON.stringify(kept) }))
    .execute();
}
