import { describe, expect, it } from 'vitest';
import dic from '../../schemas/dic.json';
import dept from '../../schemas/hosp-dept.json';
import { loadEntity } from '../schema/load-entity';
import { entityIndexDdl, entityTableDdl } from './ddl';
import { sqlTypeOf } from './sql-mapping';

describe('entityTableDdl', () => {
  it('derives the dictionary table: id, each field, the two times and the version', () => {
    const [create, ...alters] = entityTableDdl(loadEntity(dic), 'platform');
    expect(create).toBe(
      'CREATE TABLE IF NOT EXISTS "platform"."dic" (id char(24) PRIMARY KEY, "type" varchar(64), "description" varchar(200), ' +
        '"description_en" varchar(200), "val" varchar(200), "sort" integer, "create_date_time" timestamp(0) NOT NULL, "lstupd_date_time" timestamp(0) NOT NULL, ' +
        '"row_version" integer NOT NULL DEFAULT 0)',
    );
    expect(alters).toEqual([
      'ALTER TABLE "platform"."dic" ADD COLUMN IF NOT EXISTS "type" varchar(64)',
      'ALTER TABLE "platform"."dic" ADD COLUMN IF NOT EXISTS "description" varchar(200)',
      'ALTER TABLE "platform"."dic" ADD COLUMN IF NOT EXISTS "description_en" varchar(200)',
      'ALTER TABLE "platform"."dic" ADD COLUMN IF NOT EXISTS "val" varchar(200)',
      'ALTER TABLE "platform"."dic" ADD COLUMN IF NOT EXISTS "sort" integer',
      // A table made before versions existed gets the column, every row at version 0.
      'ALTER TABLE "platform"."dic" ADD COLUMN IF NOT EXISTS "row_version" integer NOT NULL DEFAULT 0',
    ]);
  });

  it('leaves hospCode out of a hospital table (the schema is the hospital) and keeps defaults', () => {
    const [create] = entityTableDdl(loadEntity(dept), 'hosp_10001');
    expect(create).not.toContain('hosp_code');
    expect(create).toContain('"parent_id" char(24)');
    expect(create).toContain('"disabled" boolean DEFAULT false');
  });

  it('refuses an unsafe schema name', () => {
    expect(() => entityTableDdl(loadEntity(dic), 'x"; drop')).toThrow('Not a safe SQL identifier');
  });

  it('maps field kinds to SQL types', () => {
    expect(sqlTypeOf({ type: 'string', title: 't', format: 'date' })).toBe('date');
    expect(sqlTypeOf({ type: 'string', title: 't', format: 'date-time' })).toBe('timestamp(0)');
    expect(sqlTypeOf({ type: 'array', title: 't' })).toBe('jsonb');
    expect(sqlTypeOf({ type: 'number', title: 't' })).toBe('numeric(18, 4)');
    expect(sqlTypeOf({ type: 'string', title: 't' })).toBe('text');
  });
});

describe('entityIndexDdl', () => {
  it('creates the derived indexes idempotently, trigram ones with the extension schema', () => {
    expect(entityIndexDdl(loadEntity(dic), 'platform', { trigramSchema: 'public' })).toEqual([
      'CREATE INDEX IF NOT EXISTS "dic_type_id_desc_idx" ON "platform"."dic" ("type", "id" DESC)',
      'CREATE INDEX IF NOT EXISTS "dic_sort_id_desc_idx" ON "platform"."dic" ("sort", "id" DESC)',
      'CREATE INDEX IF NOT EXISTS "dic_type_trgm" ON "platform"."dic" USING gin ("type" "public".gin_trgm_ops)',
      'CREATE INDEX IF NOT EXISTS "dic_description_trgm" ON "platform"."dic" USING gin ("description" "public".gin_trgm_ops)',
      'CREATE INDEX IF NOT EXISTS "dic_val_trgm" ON "platform"."dic" USING gin ("val" "public".gin_trgm_ops)',
    ]);
  });

  it('makes btree indexes only where pg_trgm is missing', () => {
    expect(entityIndexDdl(loadEntity(dic), 'platform')).toEqual([
      'CREATE INDEX IF NOT EXISTS "dic_type_id_desc_idx" ON "platform"."dic" ("type", "id" DESC)',
      'CREATE INDEX IF NOT EXISTS "dic_sort_id_desc_idx" ON "platform"."dic" ("sort", "id" DESC)',
    ]);
  });
});
