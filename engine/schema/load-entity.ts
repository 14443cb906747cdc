import { checkEntity } from './check-entity';
import type { EntitySchema } from './entity-types';
import { SchemaFileError } from './schema-file-error';

/** An entity file, checked: a schema with a problem stops start-up (or the story) with its list. */
export function loadEntity(candidate: unknown, source = 'entity'): EntitySchema {
  const problems = checkEntity(candidate);
  if (problems.length > 0) throw new SchemaFileError(source, problems);
  return candidate as EntitySchema;
}
