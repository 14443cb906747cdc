import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entityTableTypesSource } from '../db/entity-table-types.js';
import { readEntityFiles, SCHEMAS_DIR } from '../entities/entity-catalogue.js';

/** Writes server/db/entity-tables.generated.ts from schemas/ (server/db/entity-tables.generated.test.ts fails when it is stale). */
export const GENERATED_TABLE_TYPES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/entity-tables.generated.ts');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(GENERATED_TABLE_TYPES, entityTableTypesSource(readEntityFiles([SCHEMAS_DIR])));
  console.log(`wrote ${path.relative(process.cwd(), GENERATED_TABLE_TYPES)}`);
}
