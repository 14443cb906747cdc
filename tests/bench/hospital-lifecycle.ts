import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ApiClient } from '../support/api-client.js';
import { repoRoot, startServer } from '../support/start-server.js';
import type { DataStore } from '../support/data-store.js';
import { openDatabase } from '../../server/db/database.js';
import { migratePlatform } from '../../server/db/migrate.js';
import { nowDateTime } from '../../server/db/clock.js';
import { seedDatabase } from '../../server/seed/demo-seed.js';
import { standardInitData } from '../../server/seed/standard-init-data.js';
import { newObjectId } from '../../engine/server/object-id.js';
import { percentile } from './measure.js';

/**
 * `npm run bench:lifecycle [-- --single 5 --hospitals 100]`
 *
 * The hospital lifecycle over HTTP on the real server: create-tables and initialise of one hospital
 * (`--single` times, each on a new hospital), then a batch initialise of `--hospitals` hospitals as
 * one call (batch-init-hosp-data with the whole list) and as the console's progress dialog does it
 * (one call per hospital), with the resets between. A throwaway PGlite folder, or the empty
 * database of BENCH_DATABASE_URL (PostgreSQL). Prints the numbers and writes
 * .tmp/bench/lifecycle-<time>.json. No assertions: numbers for reading and comparing.
 */
const { values: args } = parseArgs({
  options: { single: { type: 'string', default: '5' }, hospitals: { type: 'string', default: '100' } },
});
const count = (name: 'single' | 'hospitals') => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < 1 || value > 500) throw new Error(`--${name} 必须是 1 到 500 的整数: ${args[name]}`);
  return value;
};
const config = { single: count('single'), hospitals: count('hospitals') };
const ADMIN_PASSWORD = 'Bench@2026';

function benchStore(): DataStore {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) return { kind: 'postgres', env: { DATABASE_URL: url }, dispose: async () => undefined };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lifecycle-'));
  const dataDir = path.join(root, 'data');
  return { kind: 'pglite', env: { DATA_DIR: dataDir }, dataDir, dispose: async () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** An empty platform with only the super admin, plus the standard init parameter. */
async function seed(store: DataStore): Promise<void> {
  const database = await openDatabase({ dataDir: store.env.DATA_DIR ?? '', databaseUrl: store.env.DATABASE_URL });
  try {
    await migratePlatform(database.db);
    if ((await seedDatabase(database.db, { demo: false, adminPassword: ADMIN_PASSWORD })) === 'skipped')
      throw new Error('BENCH_DATABASE_URL must name an empty database');
    const now = nowDateTime();
    await database.db
      .insertInto('platform.param')
      .values({
        id: newObjectId(),
        type: 'hosp_init_data',
        sub_type: 'standard',
        val: JSON.stringify(standardInitData()),
        description: '标准医院初始化数据',
        hosp_code: null,
        create_date_time: now,
        lstupd_date_time: now,
      })
      .execute();
  } finally {
    await database.close();
  }
}

interface Timing {
  step: string;
  runs: number;
  /** Milliseconds: the median, min and max of the runs, or the one run's total. */
  p50: number;
  min: number;
  max: number;
  /** Per hospital, for the batch steps. */
  perHospital?: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

function summary(step: string, samples: number[], hospitals?: number): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const timing: Timing = {
    step,
    runs: samples.length,
    p50: round(percentile(sorted, 50)),
    min: round(sorted[0]!),
    max: round(sorted[sorted.length - 1]!),
  };
  if (hospitals) timing.perHospital = round(sorted[0]! / hospitals);
  return timing;
}

async function main(): Promise<void> {
  const store = benchStore();
  console.log(`bench:lifecycle on ${store.kind}: ${config.single} single hospitals, a batch of ${config.hospitals}`);
  await seed(store);
  const server = await startServer({
    store,
    env: { DEMO_SEED: '0', ADMIN_PASSWORD, LOGIN_RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'warn' },
    readyTimeoutMs: 300_000,
  });
  const timings: Timing[] = [];
  try {
    const api = new ApiClient(server.baseUrl);
    const login = await api.post<{ token: string }>('/api/adminLogin', { loginName: 'admin', passWord: ADMIN_PASSWORD });
    const token = login.body.data.token;
    const timed = async (path: string, body: unknown): Promise<number> => {
      const started = performance.now();
      const response = await api.post(path, body, { token });
      const elapsed = performance.now() - started;
      if (response.body.code !== '0')
        throw new Error(`${path} ${JSON.stringify(body).slice(0, 80)}: ${response.body.code} ${response.body.msg}`);
      return elapsed;
    };
    const addHospitals = async (prefix: string, total: number) => {
      const codes = Array.from({ length: total }, (_, index) => `${prefix}${String(index + 1).padStart(3, '0')}`);
      for (const hospCode of codes) await timed('/db/hosp/add', { hospCode, hospName: `压测医院${hospCode}` });
      return codes;
    };

    const single = await addHospitals('ONE', config.single);
    const create: number[] = [];
    const initialise: number[] = [];
    for (const hospCode of single) {
      create.push(await timed('/db/hosp/copy-hosp-table', { hospCode }));
      initialise.push(await timed('/db/hosp/hosp-table-datainit', { hospCode }));
    }
    timings.push(
      summary('create tables (copy-hosp-table), one hospital', create),
      summary('initialise (hosp-table-datainit), one hospital', initialise),
    );

    const batch = await addHospitals('BAT', config.hospitals);
    const tablesStarted = performance.now();
    for (const hospCode of batch) await timed('/db/hosp/copy-hosp-table', { hospCode });
    timings.push(
      summary(`create tables of ${config.hospitals} hospitals, one call each`, [performance.now() - tablesStarted], config.hospitals),
    );
    const params = await api.get<{ value: string }[]>('/api/selector/1/hosp_init_data', { token });
    const paramId = params.body.data[0]!.value;
    timings.push(
      summary(
        `batch initialise ${config.hospitals} hospitals, one call`,
        [await timed('/db/hosp/batch-init-hosp-data', { hospCodeList: batch, paramId })],
        config.hospitals,
      ),
    );

    const resetStarted = performance.now();
    for (const hospCode of batch) await timed('/db/hosp/remove-init-tabledata', { hospCode });
    timings.push(summary(`reset ${config.hospitals} hospitals, one call each`, [performance.now() - resetStarted], config.hospitals));
    const eachStarted = performance.now();
    for (const hospCode of batch) await timed('/db/hosp/batch-init-hosp-data', { hospCodeList: [hospCode], paramId });
    timings.push(
      summary(
        `batch initialise ${config.hospitals} hospitals, one call per hospital (the console's progress dialog)`,
        [performance.now() - eachStarted],
        config.hospitals,
      ),
    );
  } finally {
    await server.stop();
    await store.dispose();
  }

  const width = Math.max(...timings.map((timing) => timing.step.length));
  console.log(`\n${'step'.padEnd(width)}  runs   p50 ms   min ms   max ms  ms/hospital`);
  for (const timing of timings) {
    console.log(
      `${timing.step.padEnd(width)}  ${String(timing.runs).padStart(4)} ${timing.p50.toFixed(1).padStart(8)} ${timing.min.toFixed(1).padStart(8)} ${timing.max.toFixed(1).padStart(8)} ${(timing.perHospital?.toFixed(1) ?? '').padStart(12)}`,
    );
  }
  const outDir = path.join(repoRoot, '.tmp', 'bench');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `lifecycle-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({ config: { ...config, store: store.kind, node: process.version, cpus: os.cpus().length }, timings }, null, 2),
  );
  console.log(`\nwritten ${path.relative(repoRoot, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
