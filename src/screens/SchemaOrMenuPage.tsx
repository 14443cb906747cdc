import { lazy, useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLocation } from 'react-router-dom';
import { entityAtRoute } from '../../platform/routing/entity-pages';
import { runLoadStep } from '../../platform/session/session-loader';
import { sessionAtom } from '../../platform/state/session-atoms';
import { PageLoading } from '../ui/PageLoading';

const EntityRoutePage = lazy(() => import('./EntityRoutePage').then((module) => ({ default: module.EntityRoutePage })));
const MenuPage = lazy(() => import('../shell/layout/MenuPage').then((module) => ({ default: module.MenuPage })));

/**
 * The page at a path no static route claims: the screen of the entity the server serves at that
 * route, else the menu page (a menu of the user's with no screen in this console).
 */
export function SchemaOrMenuPage() {
  const { pathname } = useLocation();
  const store = useStore();
  const { entitiesStatus, entities } = useAtomValue(sessionAtom);
  // The guard loads the list before judging unknown paths; a static admin page may come first.
  useEffect(() => {
    if (entitiesStatus === 'idle') void runLoadStep(store, { step: 'entities' });
  }, [entitiesStatus, store]);
  if (entitiesStatus === 'idle' || entitiesStatus === 'loading') return <PageLoading />;
  const entity = entityAtRoute(pathname, entities);
  return entity ? <EntityRoutePage key={entity.name} name={entity.name} /> : <MenuPage />;
}
