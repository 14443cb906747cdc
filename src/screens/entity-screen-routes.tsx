import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ENTITY_BY_NAME_PATH } from '../../platform/routing/entity-pages';

/**
 * The schema-driven admin screens' fixed route, inside the shell's layout: /entity/<name> shows
 * any entity the server serves. Their own routes are not compiled in: the server lists the
 * entities it serves (GET /api/entities, schemas/ and ENTITY_SCHEMA_DIRS) and the shell's last
 * route (SchemaOrMenuPage) looks a path up there, so a schema dropped into a served folder is a
 * page after a server restart, without rebuilding the console. Each screen is a chunk of its own
 * and fetches its whole schema.
 */
const EntityRoutePage = lazy(() => import('./EntityRoutePage').then((module) => ({ default: module.EntityRoutePage })));

export const entityScreenRoutes: RouteObject[] = [{ path: ENTITY_BY_NAME_PATH, element: <EntityRoutePage /> }];
