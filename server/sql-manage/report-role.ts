import { sql, type Kysely } from 'kysely';
import { refusedBy } from '../../engine/server/entity-context.js';

/**
 * The role a saved query runs as (SET LOCAL ROLE inside the read-only transaction), one per
 * schema, since grants last: it may read that schema only, and there no column whose name says
 * it holds a password, a token, a secret or a hash. So a report reads a hospital's data, or the
 * platform's, and never another hospital's, an account's password hash or a session token. No
 * login; the server's own database user creates it (PGlite: always; PostgreSQL: a user with
 * CREATEROLE, else an administrator creates it once and grants it to the server's user).
 */
export const reportRoleOf = (schema: string): string => `console_report_${schema}`;

/** Column names never readable by a report. */
export const SENSITIVE_COLUMN = /(pass_?word|token|secret|hash|verify_code|qr_code)/i;

export const REPORT_ROLE_MESSAGES = {
  cannotCreate: (role: string) => `数据库账号无权创建只读报表角色 ${role}，请由数据库管理员创建（NOLOGIN）并授予本服务的数据库账号后重试`,
} as const;

const pgCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;

async function ensureRole(db: Kysely<any>, role: string): Promise<void> {
  const found = await sql`select 1 from pg_roles where rolname = ${role}`.execute(db);
  if (found.rows.length > 0) return;
  try {
    await sql`create role ${sql.id(role)} nologin`.execute(db);
  } catch (error) {
    // 42710: another server process created it meanwhile.
    if (pgCode(error) !== '42710') throw refusedBy(REPORT_ROLE_MESSAGES.cannotCreate(role));
  }
  try {
    await sql`grant ${sql.id(role)} to current_user`.execute(db);
  } catch {
    // A superuser needs no membership to SET ROLE; the run's SET ROLE says so if it fails.
  }
}

/**
 * Lets the schema's role read it (granted again before every run, so tables created since are
 * covered): usage of the schema and, table by table, select on its non-sensitive columns only.
 * Runs as the server's own user, in its own transaction before the read-only one; answers the role.
 */
export async function grantReportSchema(db: Kysely<any>, schema: string): Promise<string> {
  const name = reportRoleOf(schema);
  await ensureRole(db, name);
  await db.transaction().execute(async (trx) => {
    const role = sql.id(name);
    await sql`grant usage on schema ${sql.id(schema)} to ${role}`.execute(trx);
    const columns = await sql<{ table_name: string; column_name: string }>`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = ${schema} and t.table_type in ('BASE TABLE', 'VIEW') order by c.table_name, c.ordinal_position`.execute(trx);
    const byTable = new Map<string, string[]>();
    for (const { table_name: table, column_name: column } of columns.rows) {
      if (!byTable.has(table)) byTable.set(table, []);
      if (!SENSITIVE_COLUMN.test(column)) byTable.get(table)!.push(column);
    }
    for (const [table, readable] of byTable) {
      const target = sql`${sql.id(schema)}.${sql.id(table)}`;
      await sql`revoke all on ${target} from ${role}`.execute(trx);
      if (readable.length)
        await sql`grant select (${sql.join(readable.map((column) => sql.id(column)))}) on ${target} to ${role}`.execute(trx);
    }
  });
  return name;
}
