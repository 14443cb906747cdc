import dayjs from 'dayjs';
import { sql, type RawBuilder } from 'kysely';
import { ApiClient, type ApiResponse } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { createDataStore, type DataStore } from '../support/data-store.js';
import { startServer, type RunningServer } from '../support/start-server.js';
import { openDatabase, type Db } from '../../server/db/database.js';
import { migrateHospitalSchema, migratePlatform } from '../../server/db/migrate.js';
import { seedDatabase } from '../../server/seed/demo-seed.js';

/**
 * A server of its own for the dashboard tests, on a fresh store seeded with the demo (including
 * its generated equipment). Before the server starts (PGlite allows one process per folder), the
 * test reads the records directly with its own SQL and keeps the expected numbers; the API must
 * then answer exactly those.
 */
export interface DashboardFixture<T> {
  api: ApiClient;
  expected: T;
  token(loginName: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startDashboardFixture<T>(
  compute: (db: Db) => Promise<T>,
  prepare: (db: Db) => Promise<void> = async () => undefined,
): Promise<DashboardFixture<T>> {
  const store: DataStore = await createDataStore({ seeded: true });
  let server: RunningServer | undefined;
  try {
    const database = await openDatabase({ dataDir: store.env.DATA_DIR ?? '', databaseUrl: store.env.DATABASE_URL });
    let expected: T;
    try {
      await migratePlatform(database.db);
      const hospitals = await database.db.selectFrom('platform.hosp').select('hosp_code').where('tables_created', '=', true).execute();
      for (const { hosp_code } of hospitals) await migrateHospitalSchema(database.db, hosp_code);
      await seedDatabase(database.db, { demo: true, adminPassword: undefined });
      await prepare(database.db);
      expected = await compute(database.db);
    } finally {
      await database.close();
    }
    server = await startServer({ store, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
    const api = new ApiClient(server.baseUrl);
    const tokens = new Map<string, string>();
    const running = server;
    return {
      api,
      expected,
      async token(loginName) {
        if (!tokens.has(loginName)) tokens.set(loginName, await api.login(loginName, DEMO_PASSWORD));
        return tokens.get(loginName)!;
      },
      async stop() {
        await running.stop();
        await store.dispose();
      },
    };
  } catch (error) {
    await server?.stop();
    await store.dispose();
    throw error;
  }
}

/** A table of a hospital's schema, for the tests' own SQL. */
export const hospTable = (hospCode: string, table: string): RawBuilder<unknown> => sql.table(`hosp_${hospCode}.${table}`);

/** One count straight from the records. */
export async function countOf(db: Db, hospCode: string, table: string, where: RawBuilder<unknown> = sql`true`): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${hospTable(hospCode, table)} where ${where}`.execute(db);
  return rows[0]!.n;
}

export async function accountId(db: Db, acctNo: string): Promise<string> {
  const row = await db.selectFrom('platform.acct').select('id').where('acct_no', '=', acctNo).executeTakeFirstOrThrow();
  return row.id;
}

/** The calendar the server counts in, computed independently of the server's code. */
export function calendar(now = dayjs()) {
  const today = now.startOf('day');
  const monday = today.subtract((today.day() + 6) % 7, 'day');
  const month = today.startOf('month');
  const f = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD HH:mm:ss');
  return {
    now: f(now),
    today: today.format('YYYY-MM-DD'),
    weekStart: f(monday),
    monthStart: f(month),
    nextMonthStart: f(month.add(1, 'month')),
    month: month.format('YYYY-MM'),
  };
}

/** Unwraps a successful envelope, failing with the server's message otherwise. */
export function dataOf<T>(response: ApiResponse<T>): T {
  if (response.body.code !== '0') throw new Error(`expected code 0, got ${response.body.code}: ${response.body.msg}`);
  return response.body.data;
}
