import { matchPath } from 'react-router-dom';
import type { EntityIndexItem } from '../../engine/schema/entity-index';
import { normalizePath } from './menu-routes';

/** Every served entity's screen is also here, whatever its route. */
export const ENTITY_BY_NAME_PATH = '/entity/:name';

export const isEntityByNamePath = (pathname: string): boolean => matchPath(ENTITY_BY_NAME_PATH, normalizePath(pathname)) !== null;

/** The entity whose screen is at this route (the schema's `route`), among those the server serves. */
export function entityAtRoute(pathname: string, entities: readonly EntityIndexItem[]): EntityIndexItem | undefined {
  const wanted = normalizePath(pathname);
  return entities.find((entity) => entity.route !== null && normalizePath(entity.route) === wanted);
}
