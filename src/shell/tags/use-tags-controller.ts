import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { findPage, normalizePath } from '../../../platform/routing/menu-routes';
import { Paths } from '../../../platform/routing/route-paths';
import { visitedViewsAtom, type VisitedView } from '../../../platform/state/tags-atoms';
import { useShell } from '../layout/shell-context';
import { dropTabCache } from './tab-query-cache';
import { closeAllViews, closeOtherViews, closeView, lastViewPath } from './visited-views';

export interface TagsController {
  views: VisitedView[];
  isActive: (view: VisitedView) => boolean;
  /** The tab's title in the current language (route titles follow the language switch). */
  titleOf: (view: VisitedView) => string;
  open: (view: VisitedView) => void;
  close: (view: VisitedView) => void;
  closeOthers: (view: VisitedView) => void;
  closeAll: (view: VisitedView) => void;
  refresh: (view: VisitedView) => void;
}

/** The tag bar's behaviour (seed 000 section 2.4), without any markup. */
export function useTagsController(): TagsController {
  const [state, setState] = useAtom(visitedViewsAtom);
  const shell = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { views } = state;
  const activePath = shell.current?.route.path ?? null;

  const isActive = useCallback((view: VisitedView) => view.path === activePath, [activePath]);
  // Router updates are transitions: while a lazy page loads, the rendered page (activePath) is still
  // the one before, so a close clicked then must ask the address bar which page is showing.
  const isShowing = (view: VisitedView) => normalizePath(window.location.pathname) === normalizePath(view.path);
  const titleOf = useCallback((view: VisitedView) => findPage(shell.routes, view.path)?.route.meta.title ?? view.title, [shell.routes]);
  const setViews = (next: VisitedView[]) => setState((previous) => ({ ...previous, views: next }));

  return {
    views,
    isActive,
    titleOf,
    open: (view) => navigate(view.fullPath),
    close: (view) => {
      if (view.meta.affix) return;
      const remaining = closeView(views, view);
      setViews(remaining);
      if (isShowing(view)) navigate(lastViewPath(remaining, shell.homePath));
    },
    closeOthers: (view) => {
      setViews(closeOtherViews(views, view));
      if (!isShowing(view)) navigate(view.fullPath);
    },
    closeAll: (view) => {
      const remaining = closeAllViews(views);
      setViews(remaining);
      // Seed 000 section 2.4: only a non-fixed chosen tab sends the user to the last view.
      if (!view.meta.affix) navigate(lastViewPath(remaining, shell.homePath));
    },
    refresh: (view) => {
      dropTabCache(queryClient, view.path);
      navigate(`${Paths.redirect}${view.fullPath}`, { replace: true });
    },
  };
}
