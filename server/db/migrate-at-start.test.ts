import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../tests/support/scratch-database';
import { migrateAtStart, migrationsUpToDate } from './migrate-at-start';
import { hospSchema, migrateHospitalSchema } from './migrate';
import { nowDateTime } from './clock';

/**
 * The start's shortcut (one query per schema, sent at once, instead of the migrator's round per schema) says "up to date"
 * only when every schema applied exactly the known migrations; anything else goes to the migrator.
 */
const HOSP = 'MS01';

const scratch = scratchDatabase('migrate-at-start-');

describe('migrations at start', () => {
  it('are not up to date on a fresh database, then are once migrated', async () => {
    expect(await migrationsUpToDate(scratch.db)).toBe(false);
    await migrateAtStart(scratch.db);
    expect(await migrationsUpToDate(scratch.db)).toBe(true);
  });

  it('count a hospital whose tables exist, and see it up to date once migrated', async () => {
    const now = nowDateTime();
    await migrateHospitalSchema(scratch.db, HOSP);
    await scratch.db
      .insertInto('platform.hosp')
      .values({
        id: 'a'.repeat(24),
        hosp_code: HOSP,
        hosp_name: '迁移测试医院',
        tables_created: true,
        create_date_time: now,
        lstupd_date_time: now,
      } as never)
      .execute();
    expect(await migrationsUpToDate(scratch.db)).toBe(true);
  });

  it('are not up to date when a schema lacks a migration, and the migrator applies it again', async () => {
    const schema = hospSchema(HOSP);
    const last = await sql<{ name: string }>`select max(name) as name from ${sql.table(`${schema}.kysely_migration`)}`.execute(scratch.db);
    await sql`delete from ${sql.table(`${schema}.kysely_migration`)} where name = ${last.rows[0]!.name}`.execute(scratch.db);
    expect(await migrationsUpToDate(scratch.db)).toBe(false);
  });

  it('are not up to date when a schema applied a migration this server does not know', async () => {
    await sql`insert into platform.kysely_migration (name, timestamp) values ('9999-from-a-newer-server', ${new Date().toISOString()})`.execute(
      scratch.db,
    );
    expect(await migrationsUpToDate(scratch.db)).toBe(false);
    await expect(migrateAtStart(scratch.db)).rejects.toThrow(/数据库迁移失败 \(platform/);
  });
});
