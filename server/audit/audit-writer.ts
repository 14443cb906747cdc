import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { newObjectId } from '../../engine/server/object-id.js';
import { nowDateTime } from '../db/clock.js';
import type { FieldChange } from '../../contracts/audit.js';

/** One audit row: what was written; who, from where and when is read from the request. */
export interface AuditEntry {
  /** The entity name (`dic`, `hosp-role`): the screen the record belongs to. */
  entity: string;
  /** `add`, `update`, `batchUpdate`, `delete`, a form action's or an endpoint's name (`resetPass`, `bindMenu`). */
  operation: string;
  hospCode?: string | null | undefined;
  recordId?: string | null | undefined;
  changes: FieldChange[];
  /** A revert: the log entry whose change it undid. */
  revertOf?: string | undefined;
}

// Wire values are bounded by the schemas; these keep a hand-made entry inside its columns too.
const cut = (value: string | null | undefined, max: number) => (value === null || value === undefined ? null : value.slice(0, max));

/**
 * Writes the audit rows of one write with the write's own transaction, so a write that rolls back
 * leaves none. One INSERT for all the entries (a batch: one row per record); the caller's name and
 * account are read by that same statement.
 */
export async function recordAudit(
  trx: Transaction<any> | Kysely<any>,
  request: FastifyRequest,
  entries: AuditEntry | AuditEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  const acctId = request.auth?.acctId ?? null;
  const now = nowDateTime();
  const who = acctId
    ? {
        acct_name: sql`(select a.acct_name from platform.acct a where a.id = ${acctId})`,
        acct_no: sql`(select coalesce(a.acct_no, a.cell_phone) from platform.acct a where a.id = ${acctId})`,
      }
    : { acct_name: null, acct_no: null };
  await trx
    .insertInto('platform.operate_log')
    .values(
      list.map((entry) => ({
        id: newObjectId(),
        acct_id: acctId,
        ...who,
        acct_type: request.auth?.acctType ?? null,
        hosp_code: cut(entry.hospCode, 32),
        entity: cut(entry.entity, 64),
        operation: cut(entry.operation, 64),
        record_id: cut(entry.recordId, 64),
        changes: JSON.stringify(entry.changes),
        revert_of: cut(entry.revertOf, 24),
        request_id: cut(String(request.id), 100),
        client_ip: cut(request.ip, 64),
        create_date_time: now,
        lstupd_date_time: now,
      })),
    )
    .execute();
}
