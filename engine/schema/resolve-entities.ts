import { checkEntity } from './check-entity';
import { ENGLISH_SUFFIX, englishFileProblems, isEnglishRef, mergedEnglish } from './entity-english';
import type { EntitySchema, ListParam, LookupDef, ParamCondition, TableRef } from './entity-types';
import { copyOf, isPlainObject, mergePatch } from './merge-patch';
import { SchemaFileError } from './schema-file-error';
import { allFields, columnOf } from './system-fields';

/**
 * Schema files by reference: `acct` is schemas/acct.json, `shared/eqp` is schemas/shared/eqp.json
 * (shared definitions: no entity of their own, only extended), `acct.en` is schemas/acct.en.json
 * (the entity's English). The server reads them from disk, stories and tests through Vite's glob;
 * both resolve them here.
 */
export type SchemaFiles = Record<string, unknown>;

/** What a file never inherits: its identity (two entities with one endpoint or route are refused anyway), its menu and permission node. */
const OWN_KEYS = ['$schema', 'name', 'endpoint', 'route', 'menu', 'permissionNode'];

const SHARED_PREFIX = 'shared/';
export const isEntityRef = (ref: string): boolean => !ref.includes('/') && !isEnglishRef(ref);

/**
 * The reference of a schema file from its path: `…/schemas/acct.json` → `acct`,
 * `…/schemas/shared/eqp.json` → `shared/eqp`, `…/schemas/acct.en.json` → `acct.en`; the
 * meta-schema is none.
 */
export function schemaRefOf(path: string): string | undefined {
  const match = /(?:^|\/)(shared\/)?([^/.]+(?:\.en)?)\.json$/.exec(path);
  if (!match || match[2] === 'entity.schema') return undefined;
  return `${match[1] ?? ''}${match[2]}`;
}

/**
 * Every entity of the files, each complete: `extends` applied (the file as a JSON Merge Patch of
 * what it extends, chains allowed), checked against the meta-schema and its own references, then
 * its lookups and `via` conditions linked to the entities they name. Throws with the file and its
 * problems, like a server that refuses to start with a broken schema.
 */
export function resolveEntities(files: SchemaFiles, sourceOf: (ref: string) => string = (ref) => ref): EntitySchema[] {
  checkEnglishFiles(files, sourceOf);
  const entities = Object.keys(files)
    .filter(isEntityRef)
    .sort()
    .map((ref) => {
      const candidate = expand(files, ref, [], sourceOf);
      const problems = checkEntity(candidate);
      if (problems.length === 0 && candidate.name !== ref) problems.push(`name ${String(candidate.name)} must be the file's name, ${ref}`);
      if (problems.length > 0) throw new SchemaFileError(sourceOf(ref), problems);
      const entity = candidate as unknown as EntitySchema;
      const english = mergedEnglish(files[`${ref}${ENGLISH_SUFFIX}`], entity.english);
      if (english) entity.english = english;
      return entity;
    });
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  for (const entity of entities) {
    const problems = linkEntity(entity, byName);
    if (problems.length > 0) throw new SchemaFileError(sourceOf(entity.name), problems);
  }
  return entities;
}

function expand(files: SchemaFiles, ref: string, chain: string[], sourceOf: (ref: string) => string): Record<string, unknown> {
  const from = chain.length > 0 ? sourceOf(chain[chain.length - 1]!) : sourceOf(ref);
  if (chain.includes(ref)) throw new SchemaFileError(from, [`extends goes round in a circle: ${[...chain, ref].join(' → ')}`]);
  const raw = files[ref];
  if (raw === undefined)
    throw new SchemaFileError(from, [`extends names ${ref}, which is neither a schema nor a file of ${SHARED_PREFIX}`]);
  if (!isPlainObject(raw)) throw new SchemaFileError(sourceOf(ref), ['a schema file holds one JSON object']);
  const { extends: parent, ...own } = raw;
  if (parent === undefined) return copyOf(own);
  if (typeof parent !== 'string') throw new SchemaFileError(sourceOf(ref), ['extends must be a schema name']);
  const base = expand(files, parent, [...chain, ref], sourceOf);
  for (const key of OWN_KEYS) delete base[key];
  return mergePatch(base, own) as Record<string, unknown>;
}

/** The other entity's table, for SQL: same scope, or a platform table read from a hospital entity. */
function tableOf(
  entity: EntitySchema,
  other: EntitySchema | undefined,
  otherName: string,
  field: string,
  where: string,
  problems: string[],
): TableRef | undefined {
  if (!other) {
    problems.push(`${where}: no entity named ${otherName}`);
    return undefined;
  }
  if (entity.scope === 'platform' && other.scope === 'hospital') {
    problems.push(`${where}: a platform entity cannot read ${other.name}, which is per hospital`);
    return undefined;
  }
  const definition = allFields(other)[field];
  if (!definition || definition.virtual || definition.writeOnly) {
    problems.push(`${where}: ${other.name} has no readable field ${field}`);
    return undefined;
  }
  return { scope: other.scope, table: other.table, column: columnOf(field, definition) };
}

/** Links lookups and `via` conditions to the entities they name, writing where SQL reads them. */
function linkEntity(entity: EntitySchema, byName: Map<string, EntitySchema>): string[] {
  const problems: string[] = [];
  const linkLookup = (lookup: LookupDef, where: string) => {
    const source = tableOf(entity, byName.get(lookup.entity), lookup.entity, lookup.labelField, where, problems);
    if (source) lookup.source = source;
    else delete lookup.source;
  };
  const linkCondition = (condition: ParamCondition, where: string) => {
    if (condition.match !== 'via') return;
    const { via } = condition;
    const source = tableOf(entity, byName.get(via.entity), via.entity, via.field, `${where}.via`, problems);
    if (source) via.source = source;
    else delete via.source;
  };
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.lookup) linkLookup(field.lookup, `fields.${name}.lookup`);
  }
  for (const [name, param] of Object.entries(entity.list?.params ?? {}) as [string, ListParam][]) {
    const where = `list.params.${name}`;
    if (param.match === 'context') continue;
    if (param.lookup) linkLookup(param.lookup, `${where}.lookup`);
    if (param.match === 'anyOf') {
      for (const [index, condition] of param.anyOf.entries()) linkCondition(condition, `${where}.anyOf.${index}`);
    } else linkCondition(param, where);
  }
  return problems;
}

/** Every English file names an entity beside it and holds texts only. */
function checkEnglishFiles(files: SchemaFiles, sourceOf: (ref: string) => string): void {
  for (const ref of Object.keys(files).filter(isEnglishRef).sort()) {
    const owner = ref.slice(0, -ENGLISH_SUFFIX.length);
    const problems =
      isEntityRef(owner) && files[owner] !== undefined ? englishFileProblems(files[ref]) : [`no entity schema ${owner}.json beside it`];
    if (problems.length > 0) throw new SchemaFileError(sourceOf(ref), problems);
  }
}
