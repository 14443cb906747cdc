import type { Kysely } from 'kysely';
import type { HistorySource } from '../../engine/server/entity-extensions.js';
import type { LoggedChange, LoggedEntry } from '../../engine/schema/row-history.js';
import type { FieldChange } from '../../contracts/audit.js';
import { MAX_VALUE_LENGTH } from './audit-changes.js';

/** A value the log cut (loggedValue): MAX_VALUE_LENGTH characters and an ellipsis. */
const wasCut = (value: unknown) => typeof value === 'string' && value.length === MAX_VALUE_LENGTH + 1 && value.endsWith('…');

/** A logged field change as the engine reads it: its sides as logged, and whether one was cut. */
function loggedChange(change: FieldChange): LoggedChange {
  const sides = { ...('old' in change ? { old: change.old } : {}), ...('new' in change ? { new: change.new } : {}) };
  return { field: change.field, ...sides, ...(wasCut(change.old) || wasCut(change.new) ? { cut: true } : {}) };
}

interface LogRow {
  id: string;
  acct_name: string | null;
  create_date_time: string | Date;
  operation: string | null;
  revert_of: string | null;
  changes: unknown;
}

const text = (time: string | Date) =>
  time instanceof Date ? time.toISOString().slice(0, 19).replace('T', ' ') : String(time).slice(0, 19);

function entryOf(row: LogRow): LoggedEntry {
  const changes = (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as FieldChange[] | null;
  return {
    id: row.id,
    operator: row.acct_name,
    time: text(row.create_date_time),
    operation: row.operation ?? '',
    revertOf: row.revert_of,
    changes: (changes ?? []).map(loggedChange),
  };
}

/**
 * Rows' histories from the operation log: the entries of one entity's record, a hospital-scoped
 * record's only from its hospital (ids are unique, the hospital is checked all the same).
 */
export function auditHistorySource(db: Kysely<any>): HistorySource {
  const select = ({ entity, hospCode, id }: { entity: { name: string; scope?: string }; hospCode: string | undefined; id: string }) => {
    let query = db
      .selectFrom('platform.operate_log')
      .select(['id', 'acct_name', 'create_date_time', 'operation', 'revert_of', 'changes'])
      .where('entity', '=', entity.name)
      .where('record_id', '=', id);
    if (entity.scope === 'hospital') query = query.where('hosp_code', '=', hospCode ?? '');
    return query;
  };
  return {
    async entries(query) {
      const rows = await select(query).orderBy('create_date_time', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
      return (rows as LogRow[]).map(entryOf);
    },
    async entry(query) {
      const row = await select(query).where('id', '=', query.logId).executeTakeFirst();
      return row ? entryOf(row as LogRow) : undefined;
    },
  };
}
