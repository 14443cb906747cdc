import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateHospitalSchema, migratePlatform } from './db/migrate.js';
import { buildApp } from './app.js';
import { entityCatalogue } from './entities/entity-catalogue.js';
import { syncAllEntityTables } from './entities/entity-tables.js';
import { DEMO_PASSWORD, demoAccounts, seedDatabase } from './seed/demo-seed.js';
import { purgeDeadSessions } from './auth/sessions.js';
import { syncEntityTitles } from './audit/entity-titles.js';
import { migrationDb } from './migration-db.js';

/** Brings every hospital schema that has tables up to the latest hospital migration. */
async function migrateHospitals(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  const hospitals = await db.selectFrom('platform.hosp').select('hosp_code').where('tables_created', '=', true).execute();
  for (const { hosp_code } of hospitals) await migrateHospitalSchema(db, hosp_code);
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = readConfig();
  const database = await openDatabase(config);
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
    // Table names only for the migrator's existence checks: it would read the whole catalogue per schema.
    const migrating = migrationDb(database.db);
    await migratePlatform(migrating);
    await migrateHospitals(migrating);
    // Read (and checked) before seeding: creating a hospital's tables also creates its entity tables.
    const entities = entityCatalogue(config.entitySchemaDirs);
    const seeded = await seedDatabase(database.db, { demo: config.demoSeed, adminPassword: config.adminPassword });
    await syncAllEntityTables(database.db, entities);
    await syncEntityTitles(database.db, entities);
    await purgeDeadSessions(database.db);
    app = await buildApp(config, database.db);
    await app.listen({ host: config.host, port: config.port });
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
    console.log(`${lines.join('\n')}\n`);
  } catch (error) {
    console.error(`启动失败 / start failed: ${error instanceof Error ? error.message : String(error)}`);
    if (!(error instanceof Error && error.message.includes('数据目录'))) console.error(error);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(`启动失败 / start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
