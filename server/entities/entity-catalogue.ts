import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { loadEntity } from '../../engine/schema/load-entity.js';

export const SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas');
const META_SCHEMA_FILE = 'entity.schema.json';

/** Every entity file of the folders, checked; a broken schema stops start-up with its problems. */
export function readEntityFiles(dirs: string[]): EntitySchema[] {
  const entities: EntitySchema[] = [];
  for (const dir of dirs) {
    for (const file of fs.readdirSync(dir).sort()) {
      if (!file.endsWith('.json') || file === META_SCHEMA_FILE) continue;
      const source = path.join(dir, file);
      entities.push(loadEntity(JSON.parse(fs.readFileSync(source, 'utf8')), source));
    }
  }
  const seen = new Map<string, string>();
  for (const entity of entities) {
    for (const key of [`name ${entity.name}`, `endpoint ${entity.endpoint}`, ...(entity.route ? [`route ${entity.route}`] : [])]) {
      if (seen.has(key)) throw new Error(`Two entity schemas share the ${key}`);
      seen.set(key, entity.name);
    }
  }
  return entities;
}

let catalogue: EntitySchema[] | undefined;

/** The entities this server serves: ./schemas plus ENTITY_SCHEMA_DIRS, read once. */
export function entityCatalogue(extraDirs: string[] = []): EntitySchema[] {
  catalogue ??= readEntityFiles([SCHEMAS_DIR, ...extraDirs]);
  return catalogue;
}
