import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { createEntityExtensions, missingHandlers, type EntityExtensions } from '../../engine/server/entity-extensions.js';
import { SchemaFileError } from '../../engine/schema/schema-file-error.js';
import type { Db } from '../db/database.js';
import { entitySchemaFile } from './entity-catalogue.js';

/**
 * A module that gives the engine what a schema names but cannot hold: operation handlers
 * (`hosp/createTables`) and write guards. Each area registers its own here, in one list.
 */
export type ExtensionModule = (extensions: EntityExtensions, db: Db) => void;

/** Every area's handlers and guards; a schema naming an unregistered handler stops start-up. */
export function buildEntityExtensions(db: Db, entities: EntitySchema[], list: ExtensionModule[]): EntityExtensions {
  const extensions = createEntityExtensions();
  for (const module of list) module(extensions, db);
  // The first schema naming a handler nobody registers stops the start, named like any broken schema.
  for (const entity of entities) {
    const missing = missingHandlers(extensions, [entity]);
    if (missing.length) throw new SchemaFileError(entitySchemaFile(entity.name), missing);
  }
  return extensions;
}
