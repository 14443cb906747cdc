import { loadEntity } from '../../schema/load-entity';
import type { EntitySchema } from '../../schema/entity-types';

/** Every entity schema of schemas/, checked, by name: a new schema file appears here by itself. */
const files = import.meta.glob<unknown>(['../../../schemas/*.json', '!../../../schemas/entity.schema.json'], {
  eager: true,
  import: 'default',
});

export const allEntities: Record<string, EntitySchema> = Object.fromEntries(
  Object.entries(files).map(([file, json]) => {
    const entity = loadEntity(json, file);
    return [entity.name, entity];
  }),
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
