import { matchPath } from 'react-router-dom';
import { entityScreenRoutes } from '../screens/entity-screen-routes';
import { ADMIN_PAGE_PATHS } from './admin-routes';
import { entityPages, type EntityPage } from './entity-routes';
import { normalizePath } from './menu-routes';

const screens = entityPages(entityScreenRoutes);

/** A super admin's pages: the admin route table and the schema engine's screens (path patterns). */
export function isAdminPage(pathname: string): boolean {
  return ADMIN_PAGE_PATHS.has(normalizePath(pathname)) || screens.some((page) => matchPath(page.path, pathname) !== null);
}

/** Schema screens at fixed /admin paths that the admin route table does not name: listed after it. */
export const extraAdminPages: EntityPage[] = screens.filter(
  (page) => page.path.startsWith('/admin/') && !page.path.includes(':') && !ADMIN_PAGE_PATHS.has(page.path),
);
