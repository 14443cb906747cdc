import type { Row } from '../data/data-provider';

/** The envelope code of an edit made over a record someone else saved meanwhile. */
export const CONFLICT_CODE = '409';

/** A failed save as the dialog shows it: the envelope's code, message and data. */
export interface WriteFailure {
  code: string;
  msg: string;
  data?: unknown;
}

/** What a dialog's save came to: saved (with the server's answer, an add's new id), or refused with the failure to show in the dialog. */
export type SaveOutcome = { ok: true; answer?: unknown } | { ok: false; failure: WriteFailure };

/** The versions a save was made against: a row's (edit, form action) or the selection's (batch). */
export interface SaveVersions {
  rowVersion?: number | undefined;
  rowVersions?: Record<string, number> | undefined;
}

/** A record the server found changed: its id and the row as saved now (with its rowVersion). */
export interface RowConflict {
  id: string;
  current: Row;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The failure a provider's rejection stands for (an ApiError carries code, msg and data; anything else is its message). */
export function failureOf(error: unknown): WriteFailure {
  if (isObject(error) && typeof error.code === 'string') {
    const msg = typeof error.msg === 'string' ? error.msg : error instanceof Error ? error.message : '';
    return { code: error.code, msg, data: error.data };
  }
  return { code: 'ERROR', msg: error instanceof Error ? error.message : String(error ?? '') };
}

/**
 * How a dialog reads what its `onSubmit` resolved with: a SaveOutcome as it is, `false` as a
 * refusal already shown elsewhere, anything else (undefined, true, an id) as saved.
 */
export function outcomeOf(result: unknown): SaveOutcome {
  if (isObject(result) && typeof result.ok === 'boolean') return result as SaveOutcome;
  if (result === false) return { ok: false, failure: { code: 'REFUSED', msg: '' } };
  return { ok: true };
}

/** The conflicting records of a 409 answer (`data.conflicts`), each with a readable row. */
export function conflictsOf(failure: WriteFailure): RowConflict[] {
  if (failure.code !== CONFLICT_CODE || !isObject(failure.data) || !Array.isArray(failure.data.conflicts)) return [];
  return failure.data.conflicts.filter(
    (item): item is RowConflict => isObject(item) && typeof item.id === 'string' && isObject(item.current),
  );
}

/** A row's version, when the server sent one. */
export const rowVersionOf = (row: Record<string, unknown> | undefined): number | undefined =>
  typeof row?.rowVersion === 'number' ? row.rowVersion : undefined;

/** `{id: rowVersion}` of the rows that carry one (a batch edit's `rowVersions`). */
export function rowVersionsOf(rows: readonly Row[]): Record<string, number> | undefined {
  const versions = Object.fromEntries(rows.flatMap((row) => (typeof row.rowVersion === 'number' ? [[row.id, row.rowVersion]] : [])));
  return Object.keys(versions).length > 0 ? versions : undefined;
}
