import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * Routes of the schema-driven admin screens, mounted by the shell inside its layout: one per
 * schema that names a `route`, plus /entity/:name for any entity the server serves. Only each
 * schema's route and name are bundled here; the screen fetches the whole schema from the server.
 */
// Glob patterns must be literals (Vite reads them at build time); the meta-schema is no entity.
const routesOfSchemas = import.meta.glob<string | undefined>(['../../schemas/*.json', '!../../schemas/entity.schema.json'], {
  eager: true,
  import: 'route',
});
const namesOfSchemas = import.meta.glob<string>(['../../schemas/*.json', '!../../schemas/entity.schema.json'], {
  eager: true,
  import: 'name',
});

const EntityRoutePage = lazy(() => import('./EntityRoutePage').then((module) => ({ default: module.EntityRoutePage })));

/** The entity screen routes: path and entity name. */
export const entityScreenPaths: { path: string; name: string }[] = Object.entries(routesOfSchemas).flatMap(([file, route]) => {
  const name = namesOfSchemas[file];
  return route && name ? [{ path: route, name }] : [];
});

export const ENTITY_BY_NAME_PATH = '/entity/:name';

export const entityScreenRoutes: RouteObject[] = [
  ...entityScreenPaths.map(({ path, name }) => ({ path, element: <EntityRoutePage name={name} /> })),
  { path: ENTITY_BY_NAME_PATH, element: <EntityRoutePage /> },
];
