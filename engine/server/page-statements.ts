import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { EntitySchema } from '../schema/entity-types';
import type { PageWindow } from './deep-page';

/**
 * An unfiltered list's page statement, compiled once per shape (schema, language, sort, kind of
 * page) with only the page's LIMIT and OFFSET bound per call. Building and compiling it with
 * Kysely on every call was the engine's largest cost per list call (a CPU profile at 32
 * connections: 11% of the server's time, more than Fastify's), and an unfiltered first page is
 * what every list screen asks for when it opens. Filtered lists are still built per call: the SQL
 * of a filter may depend on its values.
 *
 * Where LIMIT and OFFSET go is found by compiling once with two marker values; a statement in
 * which either is not found exactly once is compiled per call as before.
 */
const LIMIT_MARK = 2_147_480_001;
const OFFSET_MARK = 2_147_480_002;

interface Template {
  sql: string;
  parameters: readonly unknown[];
  limitAt: number;
  offsetAt: number;
}

const templates = new WeakMap<Kysely<any>, WeakMap<EntitySchema, Map<string, Template | null>>>();

export function pageStatement(
  db: Kysely<any>,
  entity: EntitySchema,
  shape: string,
  build: (window: PageWindow) => Compilable,
  window: PageWindow,
): CompiledQuery {
  let byEntity = templates.get(db);
  if (!byEntity) {
    byEntity = new WeakMap();
    templates.set(db, byEntity);
  }
  let byShape = byEntity.get(entity);
  if (!byShape) {
    byShape = new Map();
    byEntity.set(entity, byShape);
  }
  const key = `${shape}\u0000${window.reversed ? 'reversed' : 'forward'}`;
  let template = byShape.get(key);
  if (template === undefined) {
    template = templateOf(build({ reversed: window.reversed, limit: LIMIT_MARK, offset: OFFSET_MARK }).compile());
    // Schemas are few (one per hospital); a server with very many hospitals starts the map again.
    if (byShape.size >= 512) byShape.clear();
    byShape.set(key, template);
  }
  if (!template) return build(window).compile();
  const parameters = [...template.parameters];
  parameters[template.limitAt] = window.limit;
  parameters[template.offsetAt] = window.offset;
  return CompiledQuery.raw(template.sql, parameters);
}

function templateOf(compiled: CompiledQuery): Template | null {
  const at = (mark: number) => {
    const found = compiled.parameters.flatMap((value, index) => (value === mark ? [index] : []));
    return found.length === 1 ? found[0]! : -1;
  };
  const limitAt = at(LIMIT_MARK);
  const offsetAt = at(OFFSET_MARK);
  return limitAt < 0 || offsetAt < 0 ? null : { sql: compiled.sql, parameters: compiled.parameters, limitAt, offsetAt };
}
