import { checkEntity } from './check-entity';
import type { EntitySchema } from './entity-types';

/** An entity file, checked: a schema with a problem stops start-up (or the story) with its list. */
export function loadEntity(candidate: unknown, source = 'entity'): EntitySchema {
  const problems = checkEntity(candidate);
  if (problems.length > 0) throw new Error(`${source} is not a valid entity schema:\n  ${problems.join('\n  ')}`);
  return candidate as EntitySchema;
}
