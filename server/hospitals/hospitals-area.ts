import { defineArea } from '../http/server-area.js';
import { registerDirectoryRoutes } from './directory-routes.js';

/** The hospital directory's read-only calls; the hospital list's screens and lifecycle steps are schemas/hosp.json's. */
export const hospitalsArea = defineArea('hospitals', (app, { db }) => registerDirectoryRoutes(app, db));
