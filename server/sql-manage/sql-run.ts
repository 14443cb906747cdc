import { sql, type Kysely } from 'kysely';
import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { notFound, refusedBy } from '../../engine/server/entity-context.js';
import { requireId } from '../../engine/server/request-checks.js';
import type { Db } from '../db/database.js';
import { hospSchema } from '../db/migrate.js';
import { readConfig } from '../config.js';
import { onlyKeys } from '../hospitals/hospital-inputs.js';
import { checkSelect } from './select-check.js';
import { recordAudit } from '../audit/audit-writer.js';
import { grantReportSchema } from './report-role.js';
import type { RunAnswer } from '../../contracts/sql-run.js';

/** Thrown to end the run's transaction with a rollback once the rows are read. */
const ROLLBACK = new Error('report run: rolled back on purpose');

/** What a run may take; the screen says so above the results. */
export const RUN_LIMITS = {
  /** Rows answered; one more is fetched to tell that there were more. */
  rowCap: 1000,
  /** PostgreSQL cancels the statement after this (SET LOCAL statement_timeout). */
  timeoutMs: 5000,
  /**
   * PGlite ignores statement_timeout and runs in the server's own thread, so a long statement
   * cannot be stopped: there a plan whose estimated cost is above this is refused before it runs.
   */
  embeddedCostCap: 1_000_000,
} as const;

export const RUN_MESSAGES = {
  unknownHospital: '医院不存在或尚未创建数据表',
  readOnly: (detail: string) => `只读查询中不能修改数据：${detail}`,
  timeout: `查询超过${RUN_LIMITS.timeoutMs / 1000}秒已被取消，请缩小查询范围`,
  denied: (detail: string) => `没有读取权限（只能读取所选医院或平台的数据，密码、令牌、密钥等列不可读）：${detail}`,
  tooCostly: (cost: number) =>
    `查询的预计开销（${Math.round(cost)}）超过上限${RUN_LIMITS.embeddedCostCap}：内置数据库无法中途取消查询，请缩小查询范围`,
  failed: (detail: string) => `SQL执行失败：${detail}`,
  done: (count: number, truncated: boolean) =>
    truncated ? `查询成功，结果超过${RUN_LIMITS.rowCap}行，只显示前${RUN_LIMITS.rowCap}行` : `查询成功，共${count}行`,
} as const;

/** Values as JSON can carry them and a table can show them. */
function cell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  return JSON.stringify(value);
}

/** PostgreSQL's refusals as the screen says them; anything else is the database's own message. */
function runError(error: unknown): Error {
  if (typeof error !== 'object' || error === null || !('message' in error)) return error as Error;
  const code = 'code' in error ? String((error as { code: unknown }).code) : '';
  const detail = String((error as { message: unknown }).message).slice(0, 500);
  if (code === '25006') return refusedBy(RUN_MESSAGES.readOnly(detail));
  if (code === '57014') return refusedBy(RUN_MESSAGES.timeout);
  if (code === '42501') return refusedBy(RUN_MESSAGES.denied(detail));
  if (/^[0-9A-Z]{5}$/.test(code)) return refusedBy(RUN_MESSAGES.failed(detail));
  return error as Error;
}

async function schemaOf(db: Kysely<any>, hospCode: string | null): Promise<string> {
  if (!hospCode) return 'platform';
  const hospital = await db.selectFrom('platform.hosp').select('tables_created').where('hosp_code', '=', hospCode).executeTakeFirst();
  if (!hospital?.tables_created) throw refusedBy(RUN_MESSAGES.unknownHospital);
  return hospSchema(hospCode);
}

/**
 * POST /db/sql-manage/run {id} (super admins; the 运行 row action): runs a saved query. Guards,
 * each enough on its own for what it covers: the text check (one SELECT / WITH, no writing
 * words, no session-changing functions), a READ ONLY transaction, SET LOCAL ROLE to a role that
 * reads only the chosen schema's non-sensitive columns, the search_path set to that schema (from
 * the saved row, never from the text), a statement timeout (PostgreSQL) or a plan-cost cap
 * (PGlite), a cursor fetching at most rowCap + 1 rows, and a rollback at the end whatever happened.
 */
export function runSqlHandler(db: Db): OperationHandler {
  const kysely = db as unknown as Kysely<any>;
  const embedded = !readConfig().databaseUrl;
  return async ({ input, request }) => {
    const id = requireId(onlyKeys(input, ['id']).id);
    const saved = await kysely.selectFrom('platform.sql_manage').select(['sql_text', 'hosp_code']).where('id', '=', id).executeTakeFirst();
    if (!saved) throw notFound();
    const checked = checkSelect(saved.sql_text);
    if ('error' in checked) throw refusedBy(checked.error);
    const schema = await schemaOf(kysely, saved.hosp_code);
    const role = await grantReportSchema(kysely, schema);
    const started = Date.now();
    let fetched: Record<string, unknown>[] = [];
    try {
      await kysely
        .transaction()
        .setAccessMode('read only')
        .execute(async (trx) => {
          await sql.raw(`set local statement_timeout = ${RUN_LIMITS.timeoutMs}`).execute(trx);
          await sql`select set_config('search_path', ${schema}, true)`.execute(trx);
          await sql`set local role ${sql.id(role)}`.execute(trx);
          if (embedded) {
            const plan = await sql
              .raw<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] }>(`explain (format json) ${checked.sql}`)
              .execute(trx);
            const raw = plan.rows[0]?.['QUERY PLAN'];
            const cost = (typeof raw === 'string' ? JSON.parse(raw) : raw)?.[0]?.Plan?.['Total Cost'] ?? 0;
            if (cost > RUN_LIMITS.embeddedCostCap) throw refusedBy(RUN_MESSAGES.tooCostly(cost));
          }
          await sql.raw(`declare report_cursor no scroll cursor for ${checked.sql}`).execute(trx);
          fetched = (await sql.raw<Record<string, unknown>>(`fetch forward ${RUN_LIMITS.rowCap + 1} from report_cursor`).execute(trx)).rows;
          // Never committed: whatever a function managed to write despite READ ONLY (PostgreSQL 15
          // lets lo_create through) is rolled back with the transaction.
          throw ROLLBACK;
        });
    } catch (error) {
      if (error !== ROLLBACK) throw runError(error);
    }
    // Who read what through a saved query is worth keeping: one operation-log row per run.
    await recordAudit(kysely, request, { entity: 'sql-manage', operation: 'run', hospCode: saved.hosp_code, recordId: id, changes: [] });
    const truncated = fetched.length > RUN_LIMITS.rowCap;
    const rows = fetched
      .slice(0, RUN_LIMITS.rowCap)
      .map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, cell(value)])));
    const answer: RunAnswer = {
      columns: Object.keys(fetched[0] ?? {}),
      rows,
      truncated,
      rowCap: RUN_LIMITS.rowCap,
      elapsedMs: Date.now() - started,
      schema,
    };
    return { data: answer, message: RUN_MESSAGES.done(rows.length, truncated) };
  };
}
