import { useEffect, useMemo } from 'react';
import { useAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { Paths } from '../../../platform/routing/route-paths';
import { findPage } from '../../../platform/routing/menu-routes';
import { StorageNames, readStored, storageKey, writeStored } from '../../../platform/state/storage';
import { visitedViewsAtom } from '../../../platform/state/tags-atoms';
import type { ShellContextValue } from '../layout/shell-context';
import { isRecentViewList, pushRecentView } from './recent-views';
import { addView, affixViews, isVisitedViewList, restoreViews, viewOf } from './visited-views';

/**
 * Keeps the open tabs in step with the router and with browser storage (per account and
 * hospital): restored on arrival (fixed tabs first), one added or updated per navigation,
 * saved on every change. Each page opened also joins the recent pages.
 */
export function useVisitedViewsSync(shell: ShellContextValue): void {
  const [state, setState] = useAtom(visitedViewsAtom);
  const location = useLocation();
  const { routes, hrefOf, storageScope, current } = shell;
  const scopeKey = storageKey(StorageNames.visitedViews, storageScope);
  const ready = storageScope.acctId !== null && state.scopeKey === scopeKey;
  const affix = useMemo(() => affixViews(routes, hrefOf), [routes, hrefOf]);

  // Restored once per scope (the guard): later changes of the routes only rename tabs on screen.
  useEffect(() => {
    if (storageScope.acctId === null || state.scopeKey === scopeKey) return;
    const stored = readStored(StorageNames.visitedViews, [], { scope: storageScope, isValid: isVisitedViewList });
    setState({ scopeKey, views: restoreViews(stored, affix, (path) => findPage(routes, path) !== null) });
  }, [scopeKey, storageScope, state.scopeKey, affix, routes, setState]);

  const onRedirect = location.pathname.startsWith(`${Paths.redirect}/`);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation (page, path, query): `current`, `location` and the scope are new objects on other renders too, and each run re-adds the view and the recent page.
  useEffect(() => {
    if (!ready || !current || onRedirect) return;
    const view = viewOf(current, location);
    setState((previous) => (previous.scopeKey === scopeKey ? { ...previous, views: addView(previous.views, view) } : previous));
    const recent = readStored(StorageNames.recentViews, [], { scope: storageScope, isValid: isRecentViewList });
    writeStored(
      StorageNames.recentViews,
      pushRecentView(recent, { path: view.path, fullPath: view.fullPath, title: view.title }),
      storageScope,
    );
  }, [ready, current?.route.path, location.pathname, location.search, onRedirect]);

  useEffect(() => {
    if (ready) writeStored(StorageNames.visitedViews, state.views, storageScope);
  }, [ready, state.views, storageScope]);
}
