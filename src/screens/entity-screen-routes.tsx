import type { RouteObject } from 'react-router-dom';

/**
 * Routes of the schema-driven admin screens (one per entity schema), mounted by the shell inside
 * its layout. Filled by the schema engine (issue 3).
 */
export const entityScreenRoutes: RouteObject[] = [];
