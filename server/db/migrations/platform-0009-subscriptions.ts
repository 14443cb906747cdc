import { sql, type Kysely, type Migration } from 'kysely';
import { newObjectId } from '../../../engine/server/object-id.js';
import { nowDateTime } from '../clock.js';

/** Remark of the subscriptions this migration makes from the old grants. */
export const MIGRATED_GRANT_REMARK = '由原子系统开通记录迁移';

/**
 * The tables of schemas/comp-sub.json and schemas/sub-items.json in platform: frozen (issue 31)
 * from the engine's DDL (engine/server/ddl.ts entityTableDdl) of those schemas as they stood when
 * this migration was frozen. Drop-in folders (ENTITY_SCHEMA_DIRS) cannot change them (a file or
 * entity name is one in all the folders), so nothing here depends on the configuration; columns a
 * schema gains later come from the start-up sync, not from here.
 */
const TABLE_DDL: readonly string[] = [
  'CREATE TABLE IF NOT EXISTS "platform"."comp_sub" (id char(24) PRIMARY KEY, "subscriber_type" varchar(16), "comp_id" char(24), "hosp_code" varchar(32), "sub_code" varchar(32), "start_date" date, "end_date" date, "remark" varchar(200), "create_date_time" timestamp(0) NOT NULL, "lstupd_date_time" timestamp(0) NOT NULL, "row_version" integer NOT NULL DEFAULT 0)',
  'ALTER TABLE "platform"."comp_sub" ADD COLUMN IF NOT EXISTS "subscriber_type" varchar(16)',
  'ALTER TABLE "platform"."comp_sub" ADD COLUMN IF NOT EXISTS "comp_id" char(24)',
  'ALTER TABLE "platform"."comp_sub" ADD COLUMN IF NOT EXISTS "hosp_code" varchar(32)',
  'ALTER TABLE "platform"."comp_sub" ADD COLUMN IF NOT EXISTS "sub_code" varchar(32)',
  'ALTER TABLE "platform"."comp_sub" ADD COLUMN IF NOT EXISTS "start_date" date',
  'ALTER TABLE "platform"."comp_sub" ADD COLUMN IF NOT EXISTS "end_date" date',
  'ALTER TABLE "platform"."comp_sub" ADD COLUMN IF NOT EXISTS "remark" varchar(200)',
  'ALTER TABLE "platform"."comp_sub" ADD COLUMN IF NOT EXISTS "row_version" integer NOT NULL DEFAULT 0',
  'CREATE TABLE IF NOT EXISTS "platform"."sub_item" (id char(24) PRIMARY KEY, "sub_code" varchar(32), "sub_name" varchar(100), "test_url" varchar(500), "prod_url" varchar(500), "description" varchar(500), "enabled" boolean DEFAULT true, "sort" integer DEFAULT 0, "create_date_time" timestamp(0) NOT NULL, "lstupd_date_time" timestamp(0) NOT NULL, "row_version" integer NOT NULL DEFAULT 0)',
  'ALTER TABLE "platform"."sub_item" ADD COLUMN IF NOT EXISTS "sub_code" varchar(32)',
  'ALTER TABLE "platform"."sub_item" ADD COLUMN IF NOT EXISTS "sub_name" varchar(100)',
  'ALTER TABLE "platform"."sub_item" ADD COLUMN IF NOT EXISTS "test_url" varchar(500)',
  'ALTER TABLE "platform"."sub_item" ADD COLUMN IF NOT EXISTS "prod_url" varchar(500)',
  'ALTER TABLE "platform"."sub_item" ADD COLUMN IF NOT EXISTS "description" varchar(500)',
  'ALTER TABLE "platform"."sub_item" ADD COLUMN IF NOT EXISTS "enabled" boolean DEFAULT true',
  'ALTER TABLE "platform"."sub_item" ADD COLUMN IF NOT EXISTS "sort" integer DEFAULT 0',
  'ALTER TABLE "platform"."sub_item" ADD COLUMN IF NOT EXISTS "row_version" integer NOT NULL DEFAULT 0',
];

/** The four subsystems of the dialog, in its order: frozen from server/subscriptions/subsystem-catalogue.ts. */
const SUBSYSTEMS = [
  { code: 'manager', name: '全生命周期设备资产管理中心', description: '设备从采购、验收、使用到报废的全生命周期资产管理' },
  { code: 'benefit', name: '效益分析中心', description: '设备使用效率与投入产出分析' },
  { code: 'sharingCenter', name: '设备共享中心', description: '院内外设备共享调配' },
  { code: 'maintenanceCycle', name: '预防性维护周期表中心', description: '预防性维护计划与周期表' },
] as const;

type SubsystemCode = (typeof SUBSYSTEMS)[number]['code'];
type SubsystemUrls = Record<SubsystemCode, string>;

/** Each subsystem's environment variable (…_URL, …_TEST_URL) and the host of its fake default address. */
const SUBSYSTEM_ENV: Record<SubsystemCode, { env: string; host: string }> = {
  manager: { env: 'SUBSYSTEM_MANAGER', host: 'asset-center' },
  benefit: { env: 'SUBSYSTEM_BENEFIT', host: 'benefit-center' },
  sharingCenter: { env: 'SUBSYSTEM_SHARING', host: 'sharing-center' },
  maintenanceCycle: { env: 'SUBSYSTEM_MAINTENANCE_CYCLE', host: 'pm-cycle-center' },
};

/** An address from the environment, or the fake default; normalised, http(s) only (as server/config.ts did). */
function urlFrom(name: string, fallback: string, env: NodeJS.ProcessEnv): string {
  const raw = env[name] || fallback;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`环境变量 ${name} 必须是 http:// 或 https:// 开头的完整地址，当前值: ${raw}`);
  }
  return url.toString();
}

function subsystemUrlsFrom(env: NodeJS.ProcessEnv, suffix: '' | '_TEST'): SubsystemUrls {
  const entries = Object.entries(SUBSYSTEM_ENV).map(([key, { env: name, host }]) => [
    key,
    urlFrom(`${name}${suffix}_URL`, `https://${host}${suffix === '_TEST' ? '-test' : ''}.example.com/`, env),
  ]);
  return Object.fromEntries(entries) as SubsystemUrls;
}

/**
 * The one part left dynamic, on purpose: the catalogue's first addresses are the installation's own
 * (SUBSYSTEM_*_URL, SUBSYSTEM_*_TEST_URL in the environment it migrates in), not a value of the
 * code. Read as server/config.ts (readConfig().subsystemUrls) read them when this migration was
 * frozen: same names, fake defaults and checks, without importing it, so a later change there
 * cannot change this migration.
 */
function configuredUrls(env: NodeJS.ProcessEnv = process.env): { production: SubsystemUrls; test: SubsystemUrls } {
  return { production: subsystemUrlsFrom(env, ''), test: subsystemUrlsFrom(env, '_TEST') };
}

/**
 * The subsystem catalogue and subscriptions (schemas/sub-items.json, comp-sub.json) replace the
 * hidden grant table of platform-0003: their tables are made here (the engine's own DDL, frozen
 * above, which the start-up sync repeats harmlessly), the catalogue gets the four subsystems of the
 * dialog with the addresses configured today (SUBSYSTEM_*_URL, SUBSYSTEM_*_TEST_URL) as its first
 * values, each enabled grant becomes an open-ended hospital subscription, and platform.hosp_subsystem goes.
 */
export const platformSubscriptions: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of TABLE_DDL) await sql.raw(statement).execute(db);

    const now = nowDateTime();
    const urls = configuredUrls();
    const hasCatalogue = await db.selectFrom('platform.sub_item').select('id').limit(1).executeTakeFirst();
    if (!hasCatalogue) {
      await db
        .insertInto('platform.sub_item')
        .values(
          SUBSYSTEMS.map((item, index) => ({
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
