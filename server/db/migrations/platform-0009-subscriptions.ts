import { sql, type Kysely, type Migration } from 'kysely';
import { entityTableDdl } from '../../../engine/server/ddl.js';
import { newObjectId } from '../../../engine/server/object-id.js';
import { readConfig } from '../../config.js';
import { entityCatalogue } from '../../entities/entity-catalogue.js';
import { BUILT_IN_SUBSYSTEMS } from '../../subscriptions/subsystem-catalogue.js';
import { nowDateTime } from '../clock.js';

/** Remark of the subscriptions this migration makes from the old grants. */
export const MIGRATED_GRANT_REMARK = '由原子系统开通记录迁移';

/**
 * The subsystem catalogue and subscriptions (schemas/sub-items.json, comp-sub.json) replace the
 * hidden grant table of platform-0003: their tables are made here (the engine's own DDL, which
 * the start-up sync repeats harmlessly), the catalogue gets the four subsystems of the dialog with
 * the addresses configured today (SUBSYSTEM_*_URL, SUBSYSTEM_*_TEST_URL) as its first values, each
 * enabled grant becomes an open-ended hospital subscription, and platform.hosp_subsystem goes.
 */
export const platformSubscriptions: Migration = {
  async up(db: Kysely<any>) {
    const entities = entityCatalogue().filter((entity) => entity.name === 'sub-items' || entity.name === 'comp-sub');
    for (const entity of entities) for (const statement of entityTableDdl(entity, 'platform')) await sql.raw(statement).execute(db);

    const now = nowDateTime();
    const urls = readConfig().subsystemUrls;
    const hasCatalogue = await db.selectFrom('platform.sub_item').select('id').limit(1).executeTakeFirst();
    if (!hasCatalogue) {
      await db
        .insertInto('platform.sub_item')
        .values(
          BUILT_IN_SUBSYSTEMS.map((item, index) => ({
            id: newObjectId(),
            sub_code: item.code,
            sub_name: item.name,
            test_url: urls.test[item.code],
            prod_url: urls.production[item.code],
            description: item.description,
            enabled: true,
            sort: index + 1,
            create_date_time: now,
            lstupd_date_time: now,
          })),
        )
        .execute();
    }

    const grants = await sql<{ hosp_code: string; subsystem: string; since: string }>`
      SELECT hosp_code, subsystem, to_char(lstupd_date_time, 'YYYY-MM-DD') AS since
      FROM platform.hosp_subsystem WHERE enabled ORDER BY hosp_code, subsystem`.execute(db);
    if (grants.rows.length > 0) {
      await db
        .insertInto('platform.comp_sub')
        .values(
          grants.rows.map((grant) => ({
            id: newObjectId(),
            subscriber_type: 'hospital',
            comp_id: null,
            hosp_code: grant.hosp_code,
            sub_code: grant.subsystem,
            start_date: grant.since,
            end_date: null,
            remark: MIGRATED_GRANT_REMARK,
            create_date_time: now,
            lstupd_date_time: now,
          })),
        )
        .execute();
    }
    await sql`DROP TABLE platform.hosp_subsystem`.execute(db);
  },
};
