import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateAtStart } from './db/migrate-at-start.js';
import { buildApp } from './app.js';
import { flushLog } from './http/logger.js';
import { SchemaFileError } from '../engine/schema/schema-file-error.js';
import { entityCatalogue } from './entities/entity-catalogue.js';
import { buildEntityExtensions } from './entities/entity-operations.js';
import { extensionModules } from './entities/extension-modules.js';
import { syncAllEntityTables } from './entities/entity-tables.js';
import { giveSchemaEntriesToHospitals } from './hospitals/init-data-schema-entries.js';
import { DEMO_PASSWORD, demoAccounts, seedDatabase } from './seed/demo-seed.js';
import { seedDemoEquipment } from './seed/equipment-demo-seed.js';
import { purgeDeadSessions } from './auth/sessions.js';
import { syncEntityTitles } from './audit/entity-titles.js';
import { migrationDb } from './db/migration-db.js';
import cluster from 'node:cluster';
import { workerCount } from './cluster/worker-count.js';
import { startWorkerPool, type WorkerPool } from './cluster/worker-pool.js';

/** START_TIMING=1: how long each start-up phase took, from process start (issue 17, goal 5). */
const timing = process.env.START_TIMING === '1';
/** Milliseconds since the process started (performance.now()'s origin), and CPU time, at the last phase. */
let phaseStart = 0;
let phaseCpu = 0;
function phase(name: string): void {
  if (!timing) return;
  const now = performance.now();
  const cpu = process.cpuUsage();
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.error(
    `[start] ${name.padEnd(22)} ${(now - phaseStart).toFixed(0).padStart(5)} ms, cpu ${(cpuMs - phaseCpu).toFixed(0).padStart(5)} ms  (at ${now.toFixed(0)} ms)`,
  );
  phaseStart = now;
  phaseCpu = cpuMs;
}

type Config = ReturnType<typeof readConfig>;
type OpenedDb = Awaited<ReturnType<typeof openDatabase>>;
type Entities = ReturnType<typeof entityCatalogue>;

/** Migrations, the seed, the entity tables and the schemas' menus: once per start, by one process. */
async function prepareDatabase(config: Config, database: OpenedDb, entities: Entities): Promise<'seeded' | string> {
  // Every handler a schema names is registered (the app registers them again, with its routes).
  buildEntityExtensions(database.db, entities, extensionModules);
  // Table names only for the migrator's existence checks: it would read the whole catalogue per schema.
  const migrating = migrationDb(database.db);
  await migrateAtStart(migrating);
  phase('migrations');
  const seeded = await seedDatabase(database.db, { demo: config.demoSeed, adminPassword: config.adminPassword, resumeEquipment: false });
  phase('seed checked');
  await syncAllEntityTables(database.db, entities);
  phase('entity tables synced');
  // Menus and permission ids of schemas a hospital was not given yet, once each (issue 27).
  await giveSchemaEntriesToHospitals(database.db, entities);
  phase('schema menus given');
  return seeded;
}

/**
 * Upkeep no request depends on, done once listening (issue 17, goal 5: the first answer comes that
 * much sooner) and before the ready line: a failure still stops the start, and whoever waits for the
 * line (the tests, a person) finds it all done. The demo's equipment is finished here when an earlier
 * start was cut short (each hospital one transaction: none or all of it).
 */
async function upkeep(config: Config, database: OpenedDb, entities: Entities): Promise<void> {
  if (config.demoSeed) await seedDemoEquipment(database.db);
  await syncEntityTitles(database.db, entities);
  await purgeDeadSessions(database.db);
  phase('upkeep');
}

function readyBanner(
  config: Config,
  kind: OpenedDb['kind'],
  port: number,
  seeded: string,
  started: number,
  workers: number,
  workersAsked: number,
): string {
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  const lines = [
    '',
    `医疗设备管理控制台已启动 / Console ready: ${url}/login`,
    `  数据库 / database: ${kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)'}${seeded === 'seeded' ? ', 已写入初始数据 / seeded' : ''}`,
  ];
  if (workers > 1) lines.push(`  工作进程 / workers: ${workers} (WORKERS)`);
  else if (workersAsked > 1)
    lines.push(`  工作进程 / workers: 1 (PGlite 只能由一个进程使用，WORKERS 未生效 / PGlite is used by one process only: WORKERS ignored)`);
  lines.push(`  启动耗时 / start-up: ${Date.now() - started} ms`);
  if (config.demoSeed) {
    lines.push(`  演示账号 / demo logins (密码 / password ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts) {
      const where = account.type === '03' ? `${url}/admin/login` : `${url}/login`;
      lines.push(`    ${account.acctNo.padEnd(9)} ${account.acctName}  ${where}`);
    }
  } else {
    lines.push('  超级管理员 / super admin: admin (密码为 ADMIN_PASSWORD / password from ADMIN_PASSWORD)');
  }
  return `${lines.join('\n')}\n`;
}

function reportStartFailure(error: unknown): void {
  console.error(`启动失败 / start failed: ${error instanceof Error ? error.message : String(error)}`);
  // A data folder in use or a broken schema file is said in full above; anything else gets its stack.
  if (!(error instanceof SchemaFileError || (error instanceof Error && error.message.includes('数据目录')))) console.error(error);
}

async function main(): Promise<void> {
  phase('modules loaded');
  const started = Date.now();
  const config = readConfig();
  const workersAsked = workerCount(process.env.WORKERS);
  if (cluster.isWorker) return serveAsWorker(config);
  const database = await openDatabase(config);
  phase('database opened');
  const workers = database.kind === 'postgres' ? workersAsked : 1;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let pool: WorkerPool | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    try {
      await pool?.stop();
      await app?.close();
    } finally {
      await database.close().catch(() => undefined);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // Read (and checked) first: a broken schema stops the start naming its file, before any
    // migration (some read the catalogue) or seeding (a hospital's tables include its entity tables).
    const entities = entityCatalogue(config.entitySchemaDirs);
    phase('entity schemas read');
    const seeded = await prepareDatabase(config, database, entities);
    let port: number;
    if (workers > 1) {
      // The primary prepared the database; the workers only serve (server/cluster/worker-pool.ts).
      pool = startWorkerPool(workers);
      await upkeep(config, database, entities);
      port = await pool.listening;
      phase('workers listening');
    } else {
      app = await buildApp(config, database.db);
      phase('app built');
      await app.listen({ host: config.host, port: config.port });
      phase('listening');
      await upkeep(config, database, entities);
      const address = app.server.address();
      port = typeof address === 'object' && address ? address.port : config.port;
      // JSON log lines are written in batches (logger.ts): the start-up ones go out before the banner.
      await flushLog(app.log);
    }
    console.log(readyBanner(config, database.kind, port, seeded, started, workers, workersAsked));
  } catch (error) {
    reportStartFailure(error);
    await pool?.stop().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

/** A worker of WORKERS > 1: the primary prepared the database; this process builds the app and serves. */
async function serveAsWorker(config: Config): Promise<void> {
  const database = await openDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    try {
      await app?.close();
    } finally {
      await database.close().catch(() => undefined);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  try {
    app = await buildApp(config, database.db);
    // Which worker answered, for operators and the workers test (a cluster id, not a process id).
    const workerId = String(cluster.worker?.id ?? '');
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-worker', workerId);
    });
    // The primary holds the port: every worker listening on it shares its connections.
    await app.listen({ host: config.host, port: config.port });
    await flushLog(app.log);
  } catch (error) {
    reportStartFailure(error);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(`启动失败 / start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
