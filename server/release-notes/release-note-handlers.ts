import type { Kysely } from 'kysely';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { notFound } from '../../engine/server/entity-context.js';
import { requireId } from '../../engine/server/request-checks.js';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { authOf } from '../auth/session-context.js';
import { onlyKeys } from '../hospitals/hospital-inputs.js';
import { compareVersions, newest } from './versions.js';
import type { ReleaseNote } from '../../contracts/release-notes.js';

/** Published notes of one kind read to find the newest; far more than any product ever publishes. */
const MAX_NOTES_READ = 1000;

const kindOf = (entity: EntitySchema) => String(entity.fixedFilters?.kind ?? '01');

async function publishedNotes(db: Kysely<any>, entity: EntitySchema): Promise<ReleaseNote[]> {
  const rows = await db
    .selectFrom(`platform.${entity.table} as t`)
    .select(['t.id', 't.version', 't.release_date', 't.items'])
    .where('t.kind', '=', kindOf(entity))
    .where('t.published', '=', true)
    .orderBy('t.release_date', 'desc')
    .limit(MAX_NOTES_READ)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    releaseDate: row.release_date,
    items: Array.isArray(row.items) ? row.items : [],
  }));
}

async function seenVersion(db: Kysely<any>, acctId: string): Promise<string | null> {
  const row = await db.selectFrom('platform.release_note_seen').select('version').where('acct_id', '=', acctId).executeTakeFirst();
  return row?.version ?? null;
}

async function rememberSeen(db: Kysely<any>, acctId: string, version: string): Promise<void> {
  const now = nowDateTime();
  await db
    .insertInto('platform.release_note_seen')
    .values({ acct_id: acctId, version, seen_date_time: now })
    .onConflict((conflict) => conflict.column('acct_id').doUpdateSet({ version, seen_date_time: now }))
    .execute();
}

/**
 * POST /db/project-update-log/unseen: the newest published console release note when the caller
 * has not seen it yet, else null. An account's first call only records where it starts (the
 * newest version then): a new user is not shown the history of updates made before they came;
 * a note published afterwards is shown once, in whichever browser they sign in.
 */
export function unseenNoteHandler(db: Db): OperationHandler {
  const kysely = db as unknown as Kysely<any>;
  return async ({ entity, request, input }) => {
    onlyKeys(input, ['hospCode']);
    const acctId = authOf(request).acctId;
    const latest = newest(await publishedNotes(kysely, entity));
    if (!latest) return { data: null };
    const seen = await seenVersion(kysely, acctId);
    if (seen === null) {
      await rememberSeen(kysely, acctId, latest.version);
      return { data: null };
    }
    return { data: compareVersions(latest.version, seen) > 0 ? latest : null };
  };
}

/**
 * POST /db/project-update-log/seen {id}: the caller has read this note (the dialog's 知道了). It
 * must be a published console note; the marker only moves forward, so acknowledging an older note
 * does not bring back a newer one.
 */
export function seenNoteHandler(db: Db): OperationHandler {
  const kysely = db as unknown as Kysely<any>;
  return async ({ entity, request, input }) => {
    const id = requireId(onlyKeys(input, ['id', 'hospCode']).id);
    const note = await kysely
      .selectFrom(`platform.${entity.table} as t`)
      .select('t.version')
      .where('t.id', '=', id)
      .where('t.kind', '=', kindOf(entity))
      .where('t.published', '=', true)
      .executeTakeFirst();
    if (!note) throw notFound();
    const acctId = authOf(request).acctId;
    const seen = await seenVersion(kysely, acctId);
    if (seen === null || compareVersions(note.version, seen) > 0) await rememberSeen(kysely, acctId, note.version);
    return { data: null };
  };
}

/** The refusal of a second note with the same version in one kind (console or mini-program). */
export const DUPLICATE_VERSION = '该版本号的更新日志已存在';

/** Used by the version guard: another note of this kind already has the version. */
export async function versionTaken(
  db: Kysely<any>,
  entity: EntitySchema,
  schema: string,
  version: string,
  ids: string[],
): Promise<boolean> {
  const found = await db
    .withSchema(schema)
    .selectFrom(`${entity.table} as t`)
    .select('t.id')
    .where('t.kind', '=', kindOf(entity))
    .where('t.version', '=', version)
    .where('t.id', 'not in', ids)
    .executeTakeFirst();
  return found !== undefined;
}
