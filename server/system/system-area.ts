import { defineArea } from '../http/server-area.js';
import { registerSystemRoutes } from './system-routes.js';

/** The public client configuration, the health check and the SQL formatter. */
export const systemArea = defineArea('system', (app, { config }) => registerSystemRoutes(app, config));
