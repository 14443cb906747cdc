import { createContext, useContext } from 'react';
import type { RouteTrail, ShellRoute } from '../../../platform/routing/menu-routes';
import type { StorageScope } from '../../../platform/state/storage';

/**
 * What every part of the shell needs to know about where the user is, computed once per
 * navigation by the layout and read from context (no prop threading through the bars).
 */
export interface ShellContextValue {
  /** Admin layout: a super admin on /admin pages; hospital layout: everything else. */
  variant: 'admin' | 'hospital';
  /** The hospital of the page (hospital layout), else null. */
  hospCode: string | null;
  hospitalName: string;
  /** Routes the user may open (hidden ones included). */
  routes: ShellRoute[];
  /** Routes of the sidebar and the search: permitted and not hidden. */
  shownRoutes: ShellRoute[];
  /** The page being shown (for /redirect/…, the page it goes to), with its groups. */
  current: RouteTrail | null;
  /** The location of the current page: path and query (hosp_code included). */
  currentFullPath: string;
  homePath: string;
  /** A link to a route path in this context (adds hosp_code on hospital pages). */
  hrefOf: (path: string) => string;
  /** Where per-account, per-hospital values are kept (tabs, recent pages). */
  storageScope: StorageScope;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() is only available inside <ShellLayout>');
  return value;
}
