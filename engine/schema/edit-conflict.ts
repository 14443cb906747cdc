/**
 * The wire contract of partial edits and edit conflicts, shared by the server (engine/server/
 * row-versions.ts) and the console: the answers an update, a batch update or a form action may give
 * besides success.
 */

/** `002`: the body sent no field of its dialog (only ids); nothing was written. */
export const NOTHING_TO_CHANGE = '没有需要修改的内容';

/** `409`: a record changed since the client read it (the English one for `lang: en`). */
export const CONFLICT_MESSAGE = {
  zh: '该记录已被他人修改，请核对后再保存',
  en: 'This record was changed by someone else; check the differences and save again',
} as const;

/** A 409's data: each record that changed since the client read it, as the detail answers it now (rowVersion included). */
export interface ConflictData {
  conflicts: { id: string; current: Record<string, unknown> & { id: string } }[];
}
