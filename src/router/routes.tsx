import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { cockpitRoutes } from '../../dashboards/cockpits/cockpit-routes';
import { entityScreenRoutes } from '../screens/entity-screen-routes';
import { SchemaOrMenuPage } from '../screens/SchemaOrMenuPage';
import { RouteGuard } from './RouteGuard';
import { Paths } from '../../platform/routing/route-paths';

// Each page is its own chunk: the login page downloads neither the shell nor any page inside it.
const LoginPage = lazy(() => import('../pages/login/LoginPage').then((m) => ({ default: m.LoginPage })));
const AdminLoginPage = lazy(() => import('../pages/login/AdminLoginPage').then((m) => ({ default: m.AdminLoginPage })));
const AuthRedirectPage = lazy(() => import('../pages/auth-redirect/AuthRedirectPage').then((m) => ({ default: m.AuthRedirectPage })));
const WelcomePage = lazy(() => import('../pages/welcome/WelcomePage').then((m) => ({ default: m.WelcomePage })));
const ShellLayout = lazy(() => import('../shell/layout/ShellLayout').then((m) => ({ default: m.ShellLayout })));
const HomeDashboardPage = lazy(() => import('../../dashboards/home/HomeDashboardPage').then((m) => ({ default: m.HomeDashboardPage })));
const AdminDashboardPage = lazy(() => import('../pages/admin/AdminDashboardPage').then((m) => ({ default: m.AdminDashboardPage })));
const RedirectPage = lazy(() => import('../shell/layout/RedirectPage').then((m) => ({ default: m.RedirectPage })));
const NotFoundPage = lazy(() => import('../pages/errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const UnauthorizedPage = lazy(() => import('../pages/errors/UnauthorizedPage').then((m) => ({ default: m.UnauthorizedPage })));

/**
 * Every route sits under the guard, which sends / to /login, and paths that are no page of the
 * user (judged on the server's menus, or the admin route table) to /404 or /401. Pages inside
 * the shell: the home and admin dashboards, the schema engine's screens, and the menu routes.
 */
export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      { path: Paths.root, element: <Navigate to={Paths.login} replace /> },
      { path: Paths.login, element: <LoginPage /> },
      { path: Paths.adminLogin, element: <AdminLoginPage /> },
      { path: Paths.authRedirect, element: <AuthRedirectPage /> },
      { path: Paths.welcome, element: <WelcomePage /> },
      { path: Paths.notFound, element: <NotFoundPage /> },
      { path: Paths.unauthorized, element: <UnauthorizedPage /> },
      // The wall screens: full-window, no shell (dashboards/cockpits).
      ...cockpitRoutes,
      {
        element: <ShellLayout />,
        children: [
          { path: Paths.homeDashboard, element: <HomeDashboardPage /> },
          { path: Paths.adminDashboard, element: <AdminDashboardPage /> },
          { path: `${Paths.redirect}/*`, element: <RedirectPage /> },
          ...entityScreenRoutes,
          // The schema screen at a route the server names (its list of entities), else a menu page
          // the guard let through that has no screen of its own yet (MenuPage).
          { path: '*', element: <SchemaOrMenuPage /> },
        ],
      },
    ],
  },
];
