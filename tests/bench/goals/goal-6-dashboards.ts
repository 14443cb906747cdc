import { sql } from 'kysely';
import { ApiClient } from '../../support/api-client.js';
import { DEMO_PASSWORD } from '../../support/demo.js';
import { startServer } from '../../support/start-server.js';
import { openDatabase } from '../../../server/db/database.js';
import { migrateHospitalSchema, migratePlatform } from '../../../server/db/migrate.js';
import { seedDatabase } from '../../../server/seed/demo-seed.js';
import { seedEquipmentFor } from '../../../server/seed/equipment-demo-seed.js';
import { benchHospitalCode, ensureBenchHospital } from '../../../server/seed/equipment-bench-hospitals.js';
import { BENCH_CALLS, type BenchCall } from '../bench-endpoints.js';
import { createBenchDatabase } from '../bench-database.js';
import { measure } from '../measure.js';
import type { GoalBench, GoalOptions, GoalResult } from './goal-types.js';

/**
 * Goal 6 of issue 17: every home-dashboard panel call (bench-endpoints.ts) on a hospital with
 * 100,000 equipment (with their repair orders, tasks and boot records, seedEquipmentFor as the
 * dashboard bench seeds them) on PostgreSQL: p95 ≤ 100 ms each, at concurrency 4 (a dashboard
 * fires its panels together). Quick: 5,000 equipment, a smoke run.
 */
const LIMIT_MS = 100;
const SEED = 2026;

async function seedHospital(databaseUrl: string, size: number): Promise<{ hospCode: string; seconds: number }> {
  const started = Date.now();
  const database = await openDatabase({ dataDir: '', databaseUrl });
  const hospCode = benchHospitalCode(0);
  try {
    await migratePlatform(database.db);
    await seedDatabase(database.db, { demo: true, adminPassword: undefined });
    const created = await database.db.selectFrom('platform.hosp').select('hosp_code').where('tables_created', '=', true).execute();
    for (const { hosp_code } of created) await migrateHospitalSchema(database.db, hosp_code);
    await ensureBenchHospital(database.db, hospCode, 100);
    await seedEquipmentFor(database.db, hospCode, size, SEED);
    // Fresh statistics and visibility maps, as autovacuum would have them on a database that has been
    // running. The seeder vacuums its tables right after its commit, but this throwaway server commits
    // asynchronously (synchronous_commit=off) and a VACUUM within a moment of such a commit leaves the
    // pages not all-visible, so every index-only scan would read the heap as no running database does.
    // A second later the same VACUUM marks them.
    await sql`select pg_sleep(1)`.execute(database.db);
    await sql`vacuum analyze`.execute(database.db);
  } finally {
    await database.close();
  }
  return { hospCode, seconds: (Date.now() - started) / 1000 };
}

async function invoke(api: ApiClient, call: BenchCall, hospCode: string, token: string): Promise<boolean> {
  const response = call.query
    ? await api.post(`${call.path}?hospCode=${hospCode}`, undefined, { token })
    : await api.post(call.path, call.body!(hospCode), { token });
  return response.body.code === '0';
}

async function run(options: GoalOptions): Promise<GoalResult[]> {
  if (!options.databaseUrl) {
    return [
      {
        goal: 6,
        name: 'dashboard panels at 100,000 equipment',
        figure: 'not measured',
        limit: 'needs PostgreSQL',
        met: false,
        detail: 'no BENCH_DATABASE_URL and no PostgreSQL installed',
      },
    ];
  }
  const size = options.quick ? 5_000 : 100_000;
  const requests = options.quick ? 10 : 60;
  const concurrency = 4;
  const database = await createBenchDatabase(options.databaseUrl, 'bench_goal6');
  try {
    const seeded = await seedHospital(database.url, size);
    console.log(`  seeded ${seeded.hospCode}: ${size} equipment in ${seeded.seconds.toFixed(0)} s`);
    const store = { kind: 'postgres' as const, env: { DATABASE_URL: database.url }, dispose: async () => undefined };
    const server = await startServer({ store, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'warn' }, readyTimeoutMs: 600_000 });
    try {
      const api = new ApiClient(server.baseUrl);
      const tokens = { engineer: await api.login('engineer', DEMO_PASSWORD), manager: await api.login('manager', DEMO_PASSWORD) };
      const results: GoalResult[] = [];
      for (const call of BENCH_CALLS) {
        const summary = await measure(() => invoke(api, call, seeded.hospCode, tokens[call.as]), requests, concurrency, 3);
        results.push({
          goal: 6,
          name: `${call.name} (${size.toLocaleString('en')} eqp, PostgreSQL)`,
          figure: `p95 ${summary.p95.toFixed(0)} ms`,
          limit: `≤ ${LIMIT_MS} ms`,
          met: summary.p95 <= LIMIT_MS && summary.errors === 0,
          detail: `p50 ${summary.p50.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms, ${summary.rps.toFixed(1)} req/s, ${summary.errors} errors of ${requests} at concurrency ${concurrency}`,
        });
      }
      return results;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export const goal6Dashboards: GoalBench = { goal: 6, title: 'dashboards at 100,000 equipment on PostgreSQL', run };
