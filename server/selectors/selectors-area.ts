import { defineArea } from '../http/server-area.js';
import { registerSelectorRoutes } from './selector-routes.js';

/** The dropdowns' options: dictionary entries and business resources. */
export const selectorsArea = defineArea('selectors', (app, { db }) => registerSelectorRoutes(app, db));
