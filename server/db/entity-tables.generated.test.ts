import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEntityFiles, SCHEMAS_DIR } from '../entities/entity-catalogue';
import { GENERATED_TABLE_TYPES } from '../tools/generate-table-types';
import { entityTableTypesSource } from './entity-table-types';

describe('the table types of the schema-owned tables', () => {
  it('are up to date with schemas/ (run `npm run generate:table-types` after changing a schema)', () => {
    expect(fs.readFileSync(GENERATED_TABLE_TYPES, 'utf8')).toBe(entityTableTypesSource(readEntityFiles([SCHEMAS_DIR])));
  });

  it('type a column as the engine stores it, nullable unless the server or a migration keeps it filled', () => {
    const source = entityTableTypesSource(readEntityFiles([SCHEMAS_DIR]));
    const menu = /export interface HospMenuColumns \{\n([^}]*)\}/.exec(source)![1];
    expect(menu).toContain('  menu_name: string;\n');
    expect(menu).toContain('  icon: string | null;\n');
    expect(menu).toContain('  hidden: Generated<boolean>;\n');
    expect(menu).toContain('  row_version: Generated<number>;\n');
    expect(source).toMatch(/export interface HospEqpColumns \{[^}]*\n {2}price: Numeric;\n[^}]*\n {2}insured_fee: NullableNumeric;/);
    expect(source).toContain("  'platform.hosp': HospColumns;");
  });
});
