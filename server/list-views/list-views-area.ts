import { defineArea } from '../http/server-area.js';
import { registerListViewRoutes } from './list-view-routes.js';

/** The list screens' saved views. */
export const listViewsArea = defineArea('list-views', (app, { db, entities }) => registerListViewRoutes(app, db, entities));
