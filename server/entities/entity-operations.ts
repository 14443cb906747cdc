import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { createEntityExtensions, missingHandlers, type EntityExtensions } from '../../engine/server/entity-extensions.js';
import type { Db } from '../db/database.js';

/**
 * A module that gives the engine what a schema names but cannot hold: operation handlers
 * (`hosp/createTables`) and write guards. Each area registers its own here, in one list.
 */
export type ExtensionModule = (extensions: EntityExtensions, db: Db) => void;

/** Every area's handlers and guards; a schema naming an unregistered handler stops start-up. */
export function buildEntityExtensions(db: Db, entities: EntitySchema[], list: ExtensionModule[]): EntityExtensions {
  const extensions = createEntityExtensions();
  for (const module of list) module(extensions, db);
  const missing = missingHandlers(extensions, entities);
  if (missing.length) throw new Error(`Entity schemas name handlers nobody registers:\n  ${missing.join('\n  ')}`);
  return extensions;
}
