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
import { migrationDb } from './migration-db.js';

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
  console.error(`[start] ${name.padEnd(22)} ${(now - phaseStart).toFixed(0).padStart(5)} ms, cpu ${(cpuMs - phaseCpu).toFixed(0).padStart(5)} ms  (at ${now.toFixed(0)} ms)`);
  phaseStart = now;
  phaseCpu = cpuMs;
}

async function main(): Promise<void> {
  phase('modules loaded');
  const started = Date.now();
  const config = readConfig();
  const database = await openDatabase(config);
  phase('database opened');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    try {
      await app?.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // Read (and checked) first: a broken schema stops the start naming its file, before any
    // migration (some read the catalogue) or seeding (a hospital's tables include its entity tables).
    const entities = entityCatalogue(config.entitySchemaDirs);
    // Every handler a schema names is registered (the app registers them again, with its routes).
    buildEntityExtensions(database.db, entities, extensionModules);
    phase('entity schemas read');
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
    app = await buildApp(config, database.db);
    phase('app built');
    await app.listen({ host: config.host, port: config.port });
    phase('listening');
    // Upkeep no request depends on, done once listening (issue 17, goal 5: the first answer comes
    // that much sooner) and before the ready line: a failure still stops the start, and whoever
    // waits for the line (the tests, a person) finds it all done. The demo's equipment is finished
    // here when an earlier start was cut short (each hospital one transaction: none or all of it).
    if (config.demoSeed) await seedDemoEquipment(database.db);
    await syncEntityTitles(database.db, entities);
    await purgeDeadSessions(database.db);
    phase('upkeep');
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
    const lines = [
      '',
      `医疗设备管理控制台已启动 / Console ready: ${url}/login`,
      `  数据库 / database: ${database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)'}${seeded === 'seeded' ? ', 已写入初始数据 / seeded' : ''}`,
      `  启动耗时 / start-up: ${Date.now() - started} ms`,
    ];
    if (config.demoSeed) {
      lines.push(`  演示账号 / demo logins (密码 / password ${DEMO_PASSWORD}):`);
      for (const account of demoAccounts) {
        const where = account.type === '03' ? `${url}/admin/login` : `${url}/login`;
        lines.push(`    ${account.acctNo.padEnd(9)} ${account.acctName}  ${where}`);
      }
    } else {
      lines.push('  超级管理员 / super admin: admin (密码为 ADMIN_PASSWORD / password from ADMIN_PASSWORD)');
    }
    // JSON log lines are written in batches (logger.ts): the start-up ones go out before the banner.
    await flushLog(app.log);
    console.log(`${lines.join('\n')}\n`);
  } catch (error) {
    console.error(`启动失败 / start failed: ${error instanceof Error ? error.message : String(error)}`);
    // A data folder in use or a broken schema file is said in full above; anything else gets its stack.
    if (!(error instanceof SchemaFileError || (error instanceof Error && error.message.includes('数据目录')))) console.error(error);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(`启动失败 / start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
