import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { entityByNamePages, extraAdminPages, isAdminPage } from '../../../platform/routing/admin-pages';
import { adminRoutes } from '../../../platform/routing/admin-routes';
import { findPage, menuHref, permittedRoutes, routesFromMenus, shownRoutes, type ShellRoute } from '../../../platform/routing/menu-routes';
import { HOSP_CODE_PARAM, Paths, homeDashboardPath } from '../../../platform/routing/route-paths';
import { sessionAtom } from '../../../platform/state/session-atoms';
import { languageAtom } from '../../../platform/state/ui-atoms';
import type { ShellContextValue } from './shell-context';

/** Strips the tag-bar refresh prefix: /redirect/eqp/index → /eqp/index. */
export function targetPathname(pathname: string): string {
  return pathname.startsWith(`${Paths.redirect}/`) ? pathname.slice(Paths.redirect.length) : pathname;
}

function pageRoute(path: string, title: string, extra: Partial<ShellRoute['meta']> = {}): ShellRoute {
  return { path, meta: { title, icon: null, noCache: false, affix: false, authId: null, ...extra }, hidden: false, children: [] };
}

/** Builds the shell context for the current location and session. */
export function useShellContextValue(): ShellContextValue {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const language = useAtomValue(languageAtom);
  const location = useLocation();
  const pathname = targetPathname(location.pathname);
  // A super admin's own pages have no hospital; on a hospital's pages they see that hospital's menus.
  const variant = session.isAdmin && (pathname.startsWith('/admin/') || isAdminPage(pathname, session.entities)) ? 'admin' : 'hospital';
  const hospCode = variant === 'hospital' ? (new URLSearchParams(location.search).get(HOSP_CODE_PARAM) ?? session.currentHospCode) : null;

  const routes = useMemo(() => {
    if (variant === 'admin') {
      // Schema screens the admin table does not name, titled by their schema (drop-in folders too).
      const extras = extraAdminPages(session.entities, language).map((page) => pageRoute(page.path, page.title));
      const byName = entityByNamePages(session.entities, language).map((page) => ({ ...pageRoute(page.path, page.title), hidden: true }));
      return [...adminRoutes((key) => t(`shell.routes.${key}`)), ...extras, ...byName];
    }
    const permitted = permittedRoutes(routesFromMenus(session.menus, language), session.isAdmin ? 'all' : new Set(session.authIdList));
    // The home dashboard is every user's landing page, even in a hospital whose menus lack it.
    if (findPage(permitted, Paths.homeDashboard)) return permitted;
    return [pageRoute(Paths.homeDashboard, t('home.title'), { icon: 'home', affix: true }), ...permitted];
  }, [variant, session.menus, session.isAdmin, session.authIdList, session.entities, language, t]);

  return useMemo(() => {
    const hospitalName = session.hospInfos.find((hospital) => hospital.hospCode === hospCode)?.hospName ?? hospCode ?? '';
    return {
      variant,
      hospCode,
      hospitalName,
      routes,
      shownRoutes: shownRoutes(routes),
      current: findPage(routes, pathname),
      currentFullPath: `${pathname}${location.search}`,
      homePath: variant === 'admin' ? Paths.adminDashboard : hospCode ? homeDashboardPath(hospCode) : Paths.login,
      hrefOf: (path: string) => menuHref(path, hospCode),
      storageScope: { acctId: session.acctId, hospCode },
    };
  }, [variant, hospCode, routes, pathname, location.search, session.hospInfos, session.acctId]);
}
