import { sql, type Kysely, type RawBuilder } from 'kysely';
import { refusedBy } from '../../engine/server/entity-context.js';
import type { ReadFilter, WriteAttempt, WriteObserver } from '../../engine/server/entity-extensions.js';
import type { Db } from '../db/database.js';
import { hospSchema } from '../db/migrate.js';
import { authOf } from '../auth/session-context.js';
import { USER_STATE_RESIGNED } from '../auth/account-kinds.js';

/**
 * Knowledge permissions (知识库权限, schemas/knowledge-permission.json): which hospitals, or which
 * roles of a hospital, may read a law or a manual. A document with permission rows is read only
 * by the users they name; a document without keeps the documents' own rule (global, or tagged
 * with a hospital the reader is bound to). Super admins read everything.
 */

export const KNOWLEDGE_MESSAGES = {
  unknownDoc: '知识库文件不存在',
  unknownHospital: '医院不存在',
  roleNotInHospital: '角色不属于所选医院',
  duplicate: '该文件的此项权限已存在',
} as const;

/** Where a reader stands: a hospital they are bound to and their role there (null: any role, for super admins). */
export interface KnowledgeReader {
  hospCode: string;
  roleId: string | null;
}

/**
 * The rows condition over documents `t`: unlisted documents under `base` (undefined: all of them),
 * and listed ones whose rows name one of the reader's hospitals (with no role, or the reader's role).
 */
export function knowledgeCondition(base: RawBuilder<boolean> | undefined, readers: readonly KnowledgeReader[]): RawBuilder<boolean> {
  const listed = sql<boolean>`exists (select 1 from platform.knowledge_permission kp where kp.doc_id = t.id)`;
  const unlisted = base ? sql<boolean>`(not ${listed} and ${base})` : sql<boolean>`not ${listed}`;
  if (readers.length === 0) return unlisted;
  const matches = readers.map((reader) =>
    reader.roleId === null
      ? sql<boolean>`kp.hosp_code = ${reader.hospCode}`
      : sql<boolean>`(kp.hosp_code = ${reader.hospCode} and (kp.role_id is null or kp.role_id = ${reader.roleId}))`,
  );
  const permitted = sql<boolean>`exists (select 1 from platform.knowledge_permission kp where kp.doc_id = t.id and (${sql.join(matches, sql` or `)}))`;
  return sql<boolean>`(${unlisted} or ${permitted})`;
}

/** The caller's hospitals and roles (resigned bindings excluded). */
export async function readersOf(db: Db, acctId: string): Promise<KnowledgeReader[]> {
  const rows = await db
    .selectFrom('platform.hosp_user')
    .select(['hosp_code', 'hosp_role_id'])
    .where('acct_id', '=', acctId)
    .where('state', '<>', USER_STATE_RESIGNED)
    .execute();
  return rows.map((row) => ({ hospCode: row.hosp_code, roleId: row.hosp_role_id ?? '' }));
}

/** The read filter of laws and manuals: super admins keep every row; everyone else the rule above. */
export function knowledgeReadFilter(db: Db): ReadFilter {
  return async ({ request, condition }) => {
    const auth = authOf(request);
    if (auth.isAdmin) return condition;
    return knowledgeCondition(condition, await readersOf(db, auth.acctId));
  };
}

interface PermissionRow {
  docId: string | null;
  hospCode: string | null;
  roleId: string | null;
}

/** A permission names an existing document, an existing hospital, a role of that hospital, and is not there twice. */
export async function checkKnowledgePermission(attempt: WriteAttempt): Promise<void> {
  if (attempt.operation === 'delete') return;
  const trx = attempt.trx as Kysely<any>;
  const values = attempt.values as Partial<PermissionRow>;
  const existing =
    attempt.operation === 'add'
      ? undefined
      : await trx
          .selectFrom('platform.knowledge_permission')
          .select(['doc_id', 'hosp_code', 'role_id'])
          .where('id', '=', attempt.ids[0] ?? '')
          .executeTakeFirst();
  const row: PermissionRow = {
    docId: existing?.doc_id ?? null,
    hospCode: existing?.hosp_code ?? null,
    roleId: existing?.role_id ?? null,
    ...values,
  };
  if (row.docId && !(await trx.selectFrom('platform.laws').select('id').where('id', '=', row.docId).executeTakeFirst()))
    throw refusedBy(KNOWLEDGE_MESSAGES.unknownDoc);
  const hospital = row.hospCode
    ? await trx.selectFrom('platform.hosp').select('tables_created').where('hosp_code', '=', row.hospCode).executeTakeFirst()
    : undefined;
  if (row.hospCode && !hospital) throw refusedBy(KNOWLEDGE_MESSAGES.unknownHospital);
  if (row.roleId) {
    const role = hospital?.tables_created
      ? await trx.withSchema(hospSchema(row.hospCode!)).selectFrom('role').select('id').where('id', '=', row.roleId).executeTakeFirst()
      : undefined;
    if (!role) throw refusedBy(KNOWLEDGE_MESSAGES.roleNotInHospital);
  }
  let twin = trx
    .selectFrom('platform.knowledge_permission')
    .select('id')
    .where('doc_id', '=', row.docId)
    .where('hosp_code', '=', row.hospCode)
    .where(sql<boolean>`role_id is not distinct from ${row.roleId ?? null}`);
  if (attempt.ids[0]) twin = twin.where('id', '<>', attempt.ids[0]);
  if (await twin.executeTakeFirst()) throw refusedBy(KNOWLEDGE_MESSAGES.duplicate);
}

/** A deleted law or manual takes its permission rows along (the documents share platform.laws). */
export const dropPermissionsOfDeletedDocuments: WriteObserver = async ({ entity, operation, trx, ids }) => {
  if (operation !== 'delete' || entity.scope !== 'platform' || entity.table !== 'laws' || ids.length === 0) return;
  await (trx as unknown as Kysely<any>).deleteFrom('platform.knowledge_permission').where('doc_id', 'in', ids).execute();
};

/** Documents a permission may name, for the dialog's select: every law and manual, typed. Super admins only. */
export async function knowledgeDocOptions(db: Db): Promise<{ value: string; label: string }[]> {
  const rows = await (db as unknown as Kysely<any>)
    .selectFrom('platform.laws')
    .select(['id', 'file_name', 'file_type'])
    .orderBy('file_type')
    .orderBy('file_name')
    .execute();
  return rows.map((row) => ({
    value: row.id as string,
    label: `${row.file_type === '02' ? '产品说明书' : '法律法规'} · ${row.file_name as string}`,
  }));
}
