import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { resolveEntities, schemaRefOf, type SchemaFiles } from '../../engine/schema/resolve-entities.js';

export const SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas');
/** Definitions schemas extend (`"extends": "shared/eqp"`); no entity of their own. */
const SHARED_DIR = 'shared';

/** The schema files of the folders by reference (`acct`, `shared/eqp`), and the path of each. */
export function readSchemaFiles(dirs: string[]): { files: SchemaFiles; paths: Map<string, string> } {
  const files: SchemaFiles = {};
  const paths = new Map<string, string>();
  for (const dir of dirs) {
    const shared = path.join(dir, SHARED_DIR);
    const candidates = [
      ...fs.readdirSync(dir).map((file) => path.join(dir, file)),
      ...(fs.existsSync(shared) ? fs.readdirSync(shared).map((file) => path.join(shared, file)) : []),
    ];
    for (const source of candidates.sort()) {
      const ref = source.endsWith('.json') ? schemaRefOf(path.relative(dir, source).split(path.sep).join('/')) : undefined;
      if (!ref) continue;
      if (paths.has(ref)) throw new Error(`Two schema files are named ${ref}: ${paths.get(ref)} and ${source}`);
      files[ref] = JSON.parse(fs.readFileSync(source, 'utf8'));
      paths.set(ref, source);
    }
  }
  return { files, paths };
}

/** Every entity of the folders, resolved (extends, lookups) and checked; a broken schema stops start-up with its problems. */
export function readEntityFiles(dirs: string[]): EntitySchema[] {
  const { files, paths } = readSchemaFiles(dirs);
  const entities = resolveEntities(files, (ref) => paths.get(ref) ?? ref);
  const seen = new Map<string, string>();
  for (const entity of entities) {
    for (const key of [`name ${entity.name}`, `endpoint ${entity.endpoint}`, ...(entity.route ? [`route ${entity.route}`] : [])]) {
      if (seen.has(key)) throw new Error(`Two entity schemas share the ${key}`);
      seen.set(key, entity.name);
    }
  }
  return entities;
}

/** The folders of ENTITY_SCHEMA_DIRS (comma-separated), absolute. */
export function extraSchemaDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.ENTITY_SCHEMA_DIRS || '')
    .split(',')
    .map((dir) => dir.trim())
    .filter(Boolean)
    .map((dir) => path.resolve(dir));
}

let catalogue: { dirs: string; entities: EntitySchema[] } | undefined;

/**
 * The entities this server serves: ./schemas plus ENTITY_SCHEMA_DIRS, read once. Called without
 * folders (migrations, seeders, handlers) it reads the same environment as the config, so whichever
 * caller comes first, every part of the server sees the same catalogue.
 */
export function entityCatalogue(extraDirs: string[] = extraSchemaDirs()): EntitySchema[] {
  const dirs = extraDirs.join(',');
  if (catalogue?.dirs !== dirs) catalogue = { dirs, entities: readEntityFiles([SCHEMAS_DIR, ...extraDirs]) };
  return catalogue.entities;
}
