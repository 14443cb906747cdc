import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadCockpitTexts } from '../../platform/i18n/i18n';
import { COCKPIT_PAGES } from './cockpit-pages';

/** One lazy route per cockpit (src/router/routes.tsx places them under the guard, outside the shell). */
export const cockpitRoutes: RouteObject[] = COCKPIT_PAGES.map((page) => {
  // The cockpits' texts (`cockpit.<key>.*`) load with the page, not with the console.
  const Page = lazy(() => Promise.all([page.load(), loadCockpitTexts()]).then(([module]) => module));
  return { path: page.path, element: <Page /> };
});
