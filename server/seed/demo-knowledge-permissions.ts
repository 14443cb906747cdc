import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { hospSchema } from '../db/migrate.js';
import { entityCatalogue } from '../entities/entity-catalogue.js';
import { syncPlatformEntityTables } from '../entities/entity-tables.js';
import { newObjectId } from '../../engine/server/object-id.js';

/** The demo law of 10001 that only its equipment department's administrators may read. */
export const DEMO_RESTRICTED_LAW = '市一院医学装备管理制度';
const RESTRICTED_ROLE = '设备科管理员';

/**
 * One knowledge permission (schemas/knowledge-permission.json): 10001's own equipment rules are
 * read only by its 设备科管理员 role. Once, after the documents; skipped while rows exist.
 */
export async function seedDemoKnowledgePermissions(db: Db): Promise<void> {
  await syncPlatformEntityTables(db, entityCatalogue());
  const store = db as unknown as Kysely<any>;
  if (await store.selectFrom('platform.knowledge_permission').select('id').limit(1).executeTakeFirst()) return;
  const law = await store.selectFrom('platform.laws').select('id').where('file_name', '=', DEMO_RESTRICTED_LAW).executeTakeFirst();
  const role = await store
    .withSchema(hospSchema('10001'))
    .selectFrom('role')
    .select(['id', 'role_name'])
    .where('role_name', '=', RESTRICTED_ROLE)
    .executeTakeFirst();
  if (!law || !role) return;
  const now = nowDateTime();
  await store
    .insertInto('platform.knowledge_permission')
    .values({
      id: newObjectId(),
      doc_id: law.id,
      hosp_code: '10001',
      role_id: role.id,
      role_name: role.role_name,
      remark: '院内制度，仅设备科管理员可见',
      create_date_time: now,
      lstupd_date_time: now,
    })
    .execute();
}
