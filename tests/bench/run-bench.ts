import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { repoRoot, startServer } from '../support/start-server.js';
import type { DataStore } from '../support/data-store.js';
import { openDatabase } from '../../server/db/database.js';
import { migrateHospitalSchema, migratePlatform } from '../../server/db/migrate.js';
import { seedDatabase } from '../../server/seed/demo-seed.js';
import { seedEquipmentFor } from '../../server/seed/equipment-demo-seed.js';
import { benchHospitalCode, ensureBenchHospital } from '../../server/seed/equipment-bench-hospitals.js';
import { BENCH_CALLS, type BenchCall } from './bench-endpoints.js';
import { measure } from './measure.js';
import { runSoak } from './soak.js';
import { ratios, ratioTable, resultTable, type BenchResult } from './bench-report.js';
import { runGoals } from './run-goals.js';

/**
 * `npm run bench [-- --goal 1,5] [--quick]`: the performance goals of issue 17, each goal module of
 * tests/bench/goals (goal-registry.ts) in turn, ending with one table: goal, what, figure, peer or
 * limit, met / not met; written to .tmp/bench/goals-<time>.json. Goals that need PostgreSQL get
 * BENCH_DATABASE_URL (a server where the bench may CREATE DATABASE: each goal makes its own and
 * drops it) or, when it is unset, a throwaway server started by tests/support/postgres-server.sh.
 *
 * `npm run bench -- --dashboards [--hospitals 20 --equipment 5000 --small 1000 --large 50000 --requests 50 --concurrency 4]`:
 * seeds a throwaway PGlite folder (or the database of BENCH_DATABASE_URL, which must be empty) with
 * the demo and bench hospitals 20001 (small), 20002 (large) and 20003… (regular), starts the real
 * server on it, and measures the dashboard calls, login and /api/auth over HTTP. Prints tables and
 * writes .tmp/bench/bench-<time>.json. No assertions: the numbers are for reading and comparing.
 *
 * `npm run bench -- --soak 60 [--sessions 100] [--workers auto]` instead soaks the demo server (tests/bench/soak.ts).
 */
const { values: args } = parseArgs({
  options: {
    hospitals: { type: 'string', default: '20' },
    equipment: { type: 'string', default: '5000' },
    small: { type: 'string', default: '1000' },
    large: { type: 'string', default: '50000' },
    requests: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '4' },
    seed: { type: 'string', default: '2026' },
    soak: { type: 'string' },
    sessions: { type: 'string', default: '100' },
    workers: { type: 'string' },
    dashboards: { type: 'boolean', default: false },
    goal: { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
});
const num = (name: keyof typeof args) => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} 必须是正整数: ${args[name]}`);
  return value;
};
const config = {
  hospitals: Math.max(2, num('hospitals')),
  equipment: num('equipment'),
  small: num('small'),
  large: num('large'),
  requests: num('requests'),
  concurrency: num('concurrency'),
  seed: num('seed'),
};
const sizes = Array.from({ length: config.hospitals }, (_, index) =>
  index === 0 ? config.small : index === 1 ? config.large : config.equipment,
);

function benchStore(): DataStore {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) return { kind: 'postgres', env: { DATABASE_URL: url }, dispose: async () => undefined };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const dataDir = path.join(root, 'data');
  return { kind: 'pglite', env: { DATA_DIR: dataDir }, dataDir, dispose: async () => fs.rmSync(root, { recursive: true, force: true }) };
}

async function seed(store: DataStore): Promise<{ seconds: number; rows: Record<string, number> }> {
  const started = Date.now();
  const database = await openDatabase({ dataDir: store.env.DATA_DIR ?? '', databaseUrl: store.env.DATABASE_URL });
  const rows = { eqp: 0, orders: 0, tasks: 0, boots: 0 };
  try {
    await migratePlatform(database.db);
    const created = await database.db.selectFrom('platform.hosp').select('hosp_code').where('tables_created', '=', true).execute();
    for (const { hosp_code } of created) await migrateHospitalSchema(database.db, hosp_code);
    await seedDatabase(database.db, { demo: true, adminPassword: undefined });
    for (const [index, size] of sizes.entries()) {
      const hospCode = benchHospitalCode(index);
      const hospitalStarted = Date.now();
      await ensureBenchHospital(database.db, hospCode, 100 + index);
      const result = await seedEquipmentFor(database.db, hospCode, size, config.seed);
      if (result !== 'skipped') for (const key of Object.keys(rows) as (keyof typeof rows)[]) rows[key] += result[key];
      console.log(`  seeded ${hospCode}: ${size} equipment in ${((Date.now() - hospitalStarted) / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
  return { seconds: (Date.now() - started) / 1000, rows };
}

async function main(): Promise<void> {
  const store = benchStore();
  console.log(`bench: ${config.hospitals} hospitals (${sizes.reduce((a, b) => a + b, 0)} equipment) on ${store.kind}`);
  const seeding = await seed(store);
  console.log(`seeding: ${seeding.seconds.toFixed(1)} s, rows ${JSON.stringify(seeding.rows)}`);
  const server = await startServer({
    store,
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' },
    readyTimeoutMs: 300_000,
  });
  const results: BenchResult[] = [];
  try {
    const api = new ApiClient(server.baseUrl);
    const tokens = { engineer: await api.login('engineer', DEMO_PASSWORD), manager: await api.login('manager', DEMO_PASSWORD) };
    const ok = (code: string) => code === '0';
    const loginRequests = Math.min(config.requests, 30);
    results.push({
      name: 'POST /api/login',
      hospital: '-',
      equipment: 0,
      summary: await measure(
        async () => ok((await api.post('/api/login', { loginName: 'engineer', passWord: DEMO_PASSWORD })).body.code),
        loginRequests,
        config.concurrency,
        2,
      ),
    });
    const targets = [
      { hospCode: benchHospitalCode(0), size: sizes[0]! },
      { hospCode: benchHospitalCode(2), size: sizes[2] ?? config.equipment },
      { hospCode: benchHospitalCode(1), size: sizes[1]! },
    ].filter(
      (target, index, list) =>
        list.findIndex((other) => other.hospCode === target.hospCode) === index &&
        target.hospCode <= benchHospitalCode(config.hospitals - 1),
    );
    // One unmeasured pass over everything first: JIT, PGlite's caches and the plans warm up.
    for (const { hospCode } of targets)
      for (const call of BENCH_CALLS) for (let i = 0; i < 3; i += 1) await invoke(api, call, hospCode, tokens[call.as]);
    for (const { hospCode, size } of targets) {
      results.push({
        name: 'POST /api/auth',
        hospital: hospCode,
        equipment: size,
        summary: await measure(
          async () => ok((await api.post('/api/auth', { hospCode }, { token: tokens.engineer })).body.code),
          config.requests,
          config.concurrency,
          3,
        ),
      });
      for (const call of BENCH_CALLS) {
        const run = () => invoke(api, call, hospCode, tokens[call.as]);
        results.push({
          name: call.name,
          hospital: hospCode,
          equipment: size,
          summary: await measure(run, config.requests, config.concurrency, 3),
        });
      }
      console.log(`  measured ${hospCode} (${size} equipment)`);
    }
  } finally {
    await server.stop();
    await store.dispose();
  }

  const small = benchHospitalCode(0);
  const large = benchHospitalCode(1);
  const regular = benchHospitalCode(2);
  const largeVsSmall = ratios(results, small, large);
  const regularVsSmall = ratios(results, small, regular);
  console.log(`\n${resultTable(results)}`);
  console.log(`\nratio ${large} (${sizes[1]} eqp) / ${small} (${sizes[0]} eqp):\n${ratioTable(largeVsSmall, 'large/small')}`);
  if (config.hospitals > 2) console.log(`\nratio ${regular} (${sizes[2]} eqp) / ${small}:\n${ratioTable(regularVsSmall, 'regular/small')}`);
  const outDir = path.join(repoRoot, '.tmp', 'bench');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        config: { ...config, sizes, store: store.kind, node: process.version, cpus: os.cpus().length },
        seeding,
        results,
        ratios: { largeVsSmall, regularVsSmall },
      },
      null,
      2,
    ),
  );
  console.log(`\nwritten ${path.relative(repoRoot, file)}`);
}

async function invoke(api: ApiClient, call: BenchCall, hospCode: string, token: string): Promise<boolean> {
  const response = call.query
    ? await api.post(`${call.path}?hospCode=${hospCode}`, undefined, { token })
    : await api.post(call.path, call.body!(hospCode), { token });
  return response.body.code === '0';
}

const mode = args.soak
  ? runSoak({ seconds: num('soak'), sessions: num('sessions'), ...(args.workers ? { workers: args.workers } : {}) })
  : args.dashboards
    ? main()
    : runGoals({ only: args.goal, quick: args.quick });
mode.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
