import { readConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { hospitalsWithTables, migrateHospitalSchema, migratePlatform } from '../db/migrate.js';
import { seedDatabase } from './demo-seed.js';
import { seedEquipmentFor } from './equipment-demo-seed.js';
import { parseSeedArguments } from './equipment-seed-plan.js';
import { benchHospitalCode, ensureBenchHospital } from './equipment-bench-hospitals.js';

/** `npm run seed:demo` (see equipment-seed-plan.ts for the arguments). */
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const plan = parseSeedArguments(process.argv.slice(2));
  const config = readConfig();
  const database = await openDatabase(config);
  const started = Date.now();
  try {
    await migratePlatform(database.db);
    for (const hospCode of await hospitalsWithTables(database.db)) await migrateHospitalSchema(database.db, hospCode);
    const seeded = await seedDatabase(database.db, { demo: true, adminPassword: undefined });
    console.log(
      `演示数据 / demo seed: ${seeded === 'seeded' ? '已写入 / seeded' : '已存在，补齐设备数据 / present, equipment completed'} (${seconds(Date.now() - started)})`,
    );
    for (const [index, size] of plan.sizes.entries()) {
      const hospCode = benchHospitalCode(index);
      const hospitalStarted = Date.now();
      await ensureBenchHospital(database.db, hospCode, 100 + index);
      const result = await seedEquipmentFor(database.db, hospCode, size, plan.seed);
      const what =
        result === 'skipped'
          ? '已有设备，跳过 / skipped'
          : `${result.eqp} eqp, ${result.orders} orders, ${result.tasks} tasks, ${result.boots} boot records`;
      console.log(`  ${hospCode}: ${what} (${seconds(Date.now() - hospitalStarted)})`);
    }
    console.log(
      `完成 / done in ${seconds(Date.now() - started)} (${database.kind === 'pglite' ? `PGlite ${config.dataDir}` : 'PostgreSQL'})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`生成失败 / seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
