import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { repoRoot, startServer } from '../support/start-server.js';
import type { DataStore } from '../support/data-store.js';
import { openDatabase, type Db } from '../../server/db/database.js';
import { hospSchema, migrateHospitalSchema, migratePlatform } from '../../server/db/migrate.js';
import { nowDateTime } from '../../server/db/clock.js';
import { seedDatabase } from '../../server/seed/demo-seed.js';
import { newObjectId } from '../../engine/server/object-id.js';
import { measure, type LatencySummary } from './measure.js';

/**
 * `npx tsx tests/bench/hosp-user-query.ts [-- --users 10000 --requests 50 --concurrency 4]`
 *
 * The hospital user list (POST /db/hosp-user-info/query: bindings, accounts, departments and roles
 * joined in one statement) and the company user query on a hospital with `--users` users, over
 * HTTP on the real server. The demo seed plus that many accounts bound to 10002; a throwaway PGlite
 * folder, or the empty database of BENCH_DATABASE_URL (PostgreSQL). Prints the numbers and writes
 * .tmp/bench/hosp-user-<time>.json. No assertions.
 */
const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '4' },
  },
});
const positive = (name: keyof typeof args) => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} 必须是正整数: ${args[name]}`);
  return value;
};
const config = { users: positive('users'), requests: positive('requests'), concurrency: positive('concurrency') };
const HOSPITAL = '10002';
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];

function benchStore(): DataStore {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) return { kind: 'postgres', env: { DATABASE_URL: url }, dispose: async () => undefined };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-hosp-user-'));
  const dataDir = path.join(root, 'data');
  return { kind: 'pglite', env: { DATA_DIR: dataDir }, dataDir, dispose: async () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** `users` accounts bound to the hospital, spread over its departments, roles and states. */
async function addUsers(db: Db, users: number): Promise<void> {
  const scoped = db.withSchema(hospSchema(HOSPITAL));
  const depts = (await scoped.selectFrom('dept').select('id').execute()).map((row) => row.id);
  const roles = (await scoped.selectFrom('role').select('id').execute()).map((row) => row.id);
  const now = nowDateTime();
  for (let start = 0; start < users; start += 1000) {
    const accounts = [];
    const bindings = [];
    for (let index = start; index < Math.min(users, start + 1000); index += 1) {
      const id = newObjectId();
      accounts.push({
        id,
        type: '01',
        cell_phone: `159${String(index).padStart(8, '0')}`,
        acct_name: `${SURNAMES[index % SURNAMES.length]}测试${index}`,
        acct_no: `bench${index}`,
        avatar: null,
        email: null,
        // No login is measured: a value no password hashes to.
        pass_word_hash: 'bench-no-login',
        remark: null,
        state: '1',
        acct_role_type: null,
        create_date_time: now,
        lstupd_date_time: now,
      });
      bindings.push({
        id: newObjectId(),
        acct_id: id,
        hosp_code: HOSPITAL,
        hosp_dept_id: depts[index % depts.length]!,
        hosp_role_id: roles[index % roles.length]!,
        state: index % 20 === 0 ? '03' : index % 7 === 0 ? '02' : '01',
        create_date_time: now,
        lstupd_date_time: now,
      });
    }
    await db.insertInto('platform.acct').values(accounts).execute();
    await db.insertInto('platform.hosp_user').values(bindings).execute();
  }
}

async function seed(store: DataStore): Promise<void> {
  const database = await openDatabase({ dataDir: store.env.DATA_DIR ?? '', databaseUrl: store.env.DATABASE_URL });
  try {
    await migratePlatform(database.db);
    if ((await seedDatabase(database.db, { demo: true, adminPassword: undefined })) === 'skipped')
      throw new Error('BENCH_DATABASE_URL must name an empty database');
    for (const { hosp_code } of await database.db
      .selectFrom('platform.hosp')
      .select('hosp_code')
      .where('tables_created', '=', true)
      .execute()) {
      await migrateHospitalSchema(database.db, hosp_code);
    }
    await addUsers(database.db, config.users);
    // As after a day of use: the planner knows the tables' sizes (autovacuum would have analysed them).
    await sql`analyze`.execute(database.db);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const store = benchStore();
  console.log(`[bench] seeding the demo and ${config.users} users in ${HOSPITAL} (${store.kind})`);
  const seeding = performance.now();
  await seed(store);
  console.log(`[bench] seeded in ${Math.round(performance.now() - seeding)} ms; starting the server`);
  const server = await startServer({ store, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
  try {
    const api = new ApiClient(server.baseUrl);
    const login = await api.post<{ token: string }>('/api/adminLogin', { loginName: 'admin', passWord: DEMO_PASSWORD });
    const token = login.body.data.token;
    const post = (url: string, body: unknown) => async () => (await api.post(url, body, { token })).body.code === '0';
    const page = (index: number, pageSize = 10) => ({ index, pageSize });
    const total = (
      await api.post<{ total: number }>('/db/hosp-user-info/query', { hospCode: HOSPITAL, pagedQueryInfo: page(1) }, { token })
    ).body.data.total;
    const sample = (
      await api.post<{ list: { id: string }[] }>('/db/hosp-user-info/query', { hospCode: HOSPITAL, pagedQueryInfo: page(1) }, { token })
    ).body.data.list[0]!;
    const cases: [string, () => Promise<boolean>][] = [
      ['query, first page (10)', post('/db/hosp-user-info/query', { hospCode: HOSPITAL, pagedQueryInfo: page(1) })],
      ['query, page 100 (50 per page)', post('/db/hosp-user-info/query', { hospCode: HOSPITAL, pagedQueryInfo: page(100, 50) })],
      [
        'query, acctName contains "测试99"',
        post('/db/hosp-user-info/query', { hospCode: HOSPITAL, acctName: '测试99', pagedQueryInfo: page(1) }),
      ],
      [
        'query, state 在职 + phone contains',
        post('/db/hosp-user-info/query', { hospCode: HOSPITAL, state: '01', cellPhone: '15900001', pagedQueryInfo: page(1) }),
      ],
      ['detail', post('/db/hosp-user-info/detail', { hospCode: HOSPITAL, id: sample.id })],
      ['company-acct-query, phone prefix', post('/db/hosp-user-info/company-acct-query', { cellPhone: '159000', pagedQueryInfo: page(1) })],
      [
        'company-acct-query, + deptName',
        post('/db/hosp-user-info/company-acct-query', { cellPhone: '1590', deptName: '维修', pagedQueryInfo: page(1) }),
      ],
    ];
    const results: { call: string; summary: LatencySummary }[] = [];
    for (const [call, run] of cases) results.push({ call, summary: await measure(run, config.requests, config.concurrency, 3) });
    console.log(
      `\nHospital ${HOSPITAL}: ${total} users; ${config.requests} requests per call, concurrency ${config.concurrency}, ${store.kind}\n`,
    );
    console.log('| call | p50 ms | p95 ms | mean ms | req/s | errors |\n|---|---|---|---|---|---|');
    for (const { call, summary } of results)
      console.log(`| ${call} | ${summary.p50} | ${summary.p95} | ${summary.mean} | ${summary.rps} | ${summary.errors} |`);
    const dir = path.join(repoRoot, '.tmp/bench');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `hosp-user-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, JSON.stringify({ store: store.kind, users: total, config, results }, null, 2));
    console.log(`\n[bench] written ${path.relative(repoRoot, file)}`);
  } finally {
    await server.stop();
    await store.dispose();
  }
}

await main();
