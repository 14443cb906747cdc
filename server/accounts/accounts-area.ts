import { defineArea } from '../http/server-area.js';
import { registerSessionRoutes } from './session-routes.js';
import { registerSettingsRoutes } from './settings-routes.js';

/** The signed-in account's own calls: its session, hospitals and menus, and its settings. */
export const accountsArea = defineArea('accounts', (app, { db, config }) => {
  registerSessionRoutes(app, db, config);
  registerSettingsRoutes(app, db);
});
