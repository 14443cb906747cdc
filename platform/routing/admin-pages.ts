import { entityTitleIn, type EntityIndexItem } from '../../engine/schema/entity-index';
import { ADMIN_PAGE_PATHS } from './admin-routes';
import { entityAtRoute, isEntityByNamePath } from './entity-pages';
import { normalizePath } from './menu-routes';

/** A super admin's pages: the admin route table, /entity/<name>, and the routes of the schemas the server serves. */
export function isAdminPage(pathname: string, entities: readonly EntityIndexItem[] = []): boolean {
  return ADMIN_PAGE_PATHS.has(normalizePath(pathname)) || isEntityByNamePath(pathname) || entityAtRoute(pathname, entities) !== undefined;
}

/** A schema screen at an /admin path the admin route table does not name, with its title: listed after the table. */
export interface ExtraAdminPage {
  path: string;
  title: string;
}

export function extraAdminPages(entities: readonly EntityIndexItem[], language: string): ExtraAdminPage[] {
  return entities.flatMap((entity) =>
    entity.route?.startsWith('/admin/') && !ADMIN_PAGE_PATHS.has(normalizePath(entity.route))
      ? [{ path: entity.route, title: entityTitleIn(entity, language) }]
      : [],
  );
}

/** Every served entity's page at /entity/<name>, titled by its schema: not in the sidebar, but in tabs and breadcrumbs. */
export function entityByNamePages(entities: readonly EntityIndexItem[], language: string): ExtraAdminPage[] {
  return entities.map((entity) => ({ path: `/entity/${entity.name}`, title: entityTitleIn(entity, language) }));
}
