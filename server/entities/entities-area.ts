import { defineArea } from '../http/server-area.js';
import { registerEntityEndpoints } from './entity-plugin.js';
import { registerEntitySchemaRoutes } from './entity-schema-routes.js';

/** Every entity schema's endpoints (the engine's operations and the handlers named), and the schemas themselves for the console. */
export const entitiesArea = defineArea('entities', (app, { db, entities }) => {
  registerEntityEndpoints(app, db, entities);
  registerEntitySchemaRoutes(app, entities);
});
