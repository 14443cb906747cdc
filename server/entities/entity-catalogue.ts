import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { resolveEntities, schemaRefOf, type SchemaFiles } from '../../engine/schema/resolve-entities.js';
import { SchemaFileError } from '../../engine/schema/schema-file-error.js';
import { checkMenuDeclarations } from '../../engine/schema/check-menus.js';
import { extraSchemaDirs } from '../config.js';
import { standardInitBaseKeys } from '../seed/standard-init-base.js';

export const SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas');
/** Definitions schemas extend (`"extends": "shared/eqp"`); no entity of their own. */
const SHARED_DIR = 'shared';

/** A schema file's path as start-up messages show it: relative to the working folder when inside it. */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : file;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SchemaFileError(shownPath(file), [`not readable as JSON: ${error instanceof Error ? error.message : String(error)}`]);
  }
}

/**
 * The schema files of the folders by reference (`acct`, `shared/eqp`, `acct.en` for the English
 * beside `acct.json`), and the path of each. A folder of ENTITY_SCHEMA_DIRS may have its own
 * `shared/` definitions, which its files (and the others') extend like those of schemas/shared.
 */
export function readSchemaFiles(dirs: string[]): { files: SchemaFiles; paths: Map<string, string> } {
  const files: SchemaFiles = {};
  const paths = new Map<string, string>();
  for (const dir of dirs) {
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory())
      throw new SchemaFileError(shownPath(dir), ['no such folder of entity schemas (ENTITY_SCHEMA_DIRS)']);
    const shared = path.join(dir, SHARED_DIR);
    const candidates = [
      ...fs.readdirSync(dir).map((file) => path.join(dir, file)),
      ...(fs.existsSync(shared) ? fs.readdirSync(shared).map((file) => path.join(shared, file)) : []),
    ];
    for (const source of candidates.sort()) {
      const ref = source.endsWith('.json') ? schemaRefOf(path.relative(dir, source).split(path.sep).join('/')) : undefined;
      if (!ref) continue;
      const other = paths.get(ref);
      if (other)
        throw new SchemaFileError(shownPath(source), [
          `${shownPath(other)} has the same name (${ref}); a name is one file in all the folders`,
        ]);
      files[ref] = readJson(source);
      paths.set(ref, source);
    }
  }
  return { files, paths };
}

/** Where each entity read so far came from, as start-up messages show it. */
const schemaFiles = new Map<string, string>();

/** The schema file of an entity (for a start-up message about it): its path, or its name if never read. */
export const entitySchemaFile = (name: string): string => schemaFiles.get(name) ?? name;

/** Every entity of the folders, resolved (extends, lookups, English) and checked; a broken schema stops start-up naming its file and problems. */
export function readEntityFiles(dirs: string[]): EntitySchema[] {
  const { files, paths } = readSchemaFiles(dirs);
  const fileOf = (ref: string) => shownPath(paths.get(ref) ?? ref);
  const entities = resolveEntities(files, fileOf);
  for (const entity of entities) schemaFiles.set(entity.name, fileOf(entity.name));
  const seen = new Map<string, string>();
  for (const entity of entities) {
    for (const key of [`name ${entity.name}`, `endpoint ${entity.endpoint}`, ...(entity.route ? [`route ${entity.route}`] : [])]) {
      const other = seen.get(key);
      if (other) throw new SchemaFileError(fileOf(entity.name), [`${key} is taken by ${fileOf(other)}`]);
      seen.set(key, entity.name);
    }
  }
  // Menus and permission nodes: one owner per path and id, parents that exist (engine/schema/check-menus.ts).
  const [menuProblem] = checkMenuDeclarations(entities, standardInitBaseKeys);
  if (menuProblem) throw new SchemaFileError(fileOf(menuProblem[0]), menuProblem[1]);
  return entities;
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
