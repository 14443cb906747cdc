import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { COCKPIT_PAGES } from './cockpit-pages';

/** One lazy route per cockpit (src/router/routes.tsx places them under the guard, outside the shell). */
export const cockpitRoutes: RouteObject[] = COCKPIT_PAGES.map((page) => {
  const Page = lazy(page.load);
  return { path: page.path, element: <Page /> };
});
