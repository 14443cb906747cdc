import type { EntitySchema } from '../../schema/entity-types';
import { resolveEntities, schemaRefOf } from '../../schema/resolve-entities';

/**
 * Every entity schema of schemas/, resolved as the server serves it (extends, lookups) and checked,
 * by name: a new schema file appears here by itself.
 */
const files = import.meta.glob<unknown>(
  ['../../../schemas/*.json', '../../../schemas/shared/*.json', '!../../../schemas/entity.schema.json'],
  {
    eager: true,
    import: 'default',
  },
);

export const allEntities: Record<string, EntitySchema> = Object.fromEntries(
  resolveEntities(Object.fromEntries(Object.entries(files).map(([file, json]) => [schemaRefOf(file)!, json]))).map((entity) => [
    entity.name,
    entity,
  ]),
);

function named(name: string): EntitySchema {
  const entity = allEntities[name];
  if (!entity) throw new Error(`schemas/${name}.json is missing`);
  return entity;
}

/** The four schemas the stories and tests show with hand-made sample rows. */
export const sampleEntities = {
  dic: named('dic'),
  param: named('param'),
  acct: named('acct'),
  'hosp-dept': named('hosp-dept'),
} satisfies Record<string, EntitySchema>;
