import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { entityIndexDdl, entityTableDdl } from '../../engine/server/ddl.js';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { engineOwnsTable } from '../../engine/schema/operation-endpoints.js';
import { hospitalsWithTables, hospSchema } from '../db/migrate.js';
import { trigramSchema } from '../db/trigram.js';

/**
 * Creates or extends the tables the entity schemas describe, with the indexes their lists need
 * (trigram ones where pg_trgm exists). A hash of each table's DDL is kept, so a start with
 * unchanged schemas runs one query per schema instead of a dozen statements per table; the
 * extension arriving later changes the DDL, so its indexes are then made.
 */
/** What a sync reads before it compares: the hashes already applied, and where pg_trgm is. */
interface SyncState {
  known: Map<string, string>;
  trigramSchema: string | undefined;
}

/** The applied DDL hashes of these schemas (by schema, then entity), in one query. */
async function appliedHashes(db: Kysely<any>, schemaNames: string[]): Promise<Map<string, Map<string, string>>> {
  const rows = await db
    .selectFrom('platform.entity_table_sync')
    .select(['schema_name', 'entity', 'ddl_hash'])
    .where('schema_name', 'in', schemaNames)
    .execute();
  const bySchema = new Map(schemaNames.map((name) => [name, new Map<string, string>()]));
  for (const row of rows) bySchema.get(row.schema_name as string)?.set(row.entity as string, row.ddl_hash as string);
  return bySchema;
}

async function syncTables(
  db: Kysely<any>,
  schemaName: string,
  entities: EntitySchema[],
  ownTransaction = true,
  state?: SyncState,
): Promise<void> {
  if (entities.length === 0) return;
  const known = state?.known ?? (await appliedHashes(db, [schemaName])).get(schemaName)!;
  const indexOptions = { trigramSchema: state ? state.trigramSchema : await trigramSchema(db) };
  for (const entity of entities) {
    // Handlers serve every call of such an entity on tables a migration owns (hospital users).
    if (!engineOwnsTable(entity)) continue;
    const ddl = [...entityTableDdl(entity, schemaName), ...entityIndexDdl(entity, schemaName, indexOptions)];
    const hash = createHash('sha256').update(ddl.join(';')).digest('hex');
    if (known.get(entity.name) === hash) continue;
    const apply = async (trx: Kysely<any>) => {
      for (const statement of ddl) await sql.raw(statement).execute(trx);
      await trx
        .insertInto('platform.entity_table_sync')
        .values({ schema_name: schemaName, entity: entity.name, ddl_hash: hash })
        .onConflict((conflict) => conflict.columns(['schema_name', 'entity']).doUpdateSet({ ddl_hash: hash }))
        .execute();
    };
    if (ownTransaction) await db.transaction().execute(apply);
    else await apply(db);
  }
}

export function syncPlatformEntityTables(db: Kysely<any>, entities: EntitySchema[]): Promise<void> {
  return syncTables(
    db,
    'platform',
    entities.filter((entity) => entity.scope === 'platform'),
  );
}

/** `ownTransaction: false`: inside the caller's transaction (a hospital's create-tables step is one). */
export function syncHospitalEntityTables(
  db: Kysely<any>,
  hospCode: string,
  entities: EntitySchema[],
  ownTransaction = true,
): Promise<void> {
  return syncTables(
    db,
    hospSchema(hospCode),
    entities.filter((entity) => entity.scope === 'hospital'),
    ownTransaction,
  );
}

/**
 * At start: the platform tables, then those of every hospital whose tables exist. The applied
 * hashes and pg_trgm's schema are read once for all of them (three queries, not two per schema).
 */
export async function syncAllEntityTables(db: Kysely<any>, entities: EntitySchema[]): Promise<void> {
  const hospitalSchemas = (await hospitalsWithTables(db)).map(hospSchema);
  const applied = await appliedHashes(db, ['platform', ...hospitalSchemas]);
  const trigram = await trigramSchema(db);
  const state = (schemaName: string): SyncState => ({ known: applied.get(schemaName)!, trigramSchema: trigram });
  await syncTables(
    db,
    'platform',
    entities.filter((entity) => entity.scope === 'platform'),
    true,
    state('platform'),
  );
  for (const schemaName of hospitalSchemas) {
    await syncTables(
      db,
      schemaName,
      entities.filter((entity) => entity.scope === 'hospital'),
      true,
      state(schemaName),
    );
  }
}
