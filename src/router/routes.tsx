import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteGuard } from './RouteGuard';
import { Paths } from './route-paths';

// Each page is its own chunk: the login page does not download the home page or the admin pages.
const LoginPage = lazy(() => import('../pages/login/LoginPage').then((m) => ({ default: m.LoginPage })));
const AdminLoginPage = lazy(() => import('../pages/login/AdminLoginPage').then((m) => ({ default: m.AdminLoginPage })));
const AuthRedirectPage = lazy(() =>
  import('../pages/auth-redirect/AuthRedirectPage').then((m) => ({ default: m.AuthRedirectPage })),
);
const WelcomePage = lazy(() => import('../pages/welcome/WelcomePage').then((m) => ({ default: m.WelcomePage })));
const HomePage = lazy(() => import('../pages/home/HomePage').then((m) => ({ default: m.HomePage })));
const AdminDashboardPage = lazy(() =>
  import('../pages/admin/AdminDashboardPage').then((m) => ({ default: m.AdminDashboardPage })),
);
const NotFoundPage = lazy(() => import('../pages/errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const UnauthorizedPage = lazy(() => import('../pages/errors/UnauthorizedPage').then((m) => ({ default: m.UnauthorizedPage })));

/** Every route sits under the guard, which also sends / to /login and unknown paths to /404. */
export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      { path: Paths.root, element: <Navigate to={Paths.login} replace /> },
      { path: Paths.login, element: <LoginPage /> },
      { path: Paths.adminLogin, element: <AdminLoginPage /> },
      { path: Paths.authRedirect, element: <AuthRedirectPage /> },
      { path: Paths.welcome, element: <WelcomePage /> },
      { path: Paths.homeDashboard, element: <HomePage /> },
      { path: Paths.adminDashboard, element: <AdminDashboardPage /> },
      { path: Paths.notFound, element: <NotFoundPage /> },
      { path: Paths.unauthorized, element: <UnauthorizedPage /> },
      { path: '*', element: <Navigate to={Paths.notFound} replace /> },
    ],
  },
];
