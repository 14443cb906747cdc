import { Suspense, useEffect, useRef } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { runLoadStep } from '../../platform/session/session-loader';
import { useLogout } from '../../platform/session/use-logout';
import { sessionAtom } from '../../platform/state/session-atoms';
import { StorageNames, isString, readStored } from '../../platform/state/storage';
import { PageLoading } from '../ui/PageLoading';
import { isAdminPage } from '../../platform/routing/admin-pages';
import { decideRoute, type GuardDecision } from '../../platform/routing/guard-decision';
import { rememberShownPath } from '../../platform/routing/navigation-memory';
import { Paths } from '../../platform/routing/route-paths';
import { SessionLoadFailed } from './SessionLoadFailed';

/** A stable name for a decision, so its side effect runs once per decision, not per render. */
function decisionKey(decision: GuardDecision): string {
  if (decision.kind === 'load') return `load:${decision.step}:${decision.step === 'hospitalAuth' ? decision.hospCode : ''}`;
  return decision.kind === 'redirect' ? `redirect:${decision.to}` : decision.kind;
}

/** Root layout route: applies decideRoute to every navigation and runs what it asks for. */
export function RouteGuard() {
  const location = useLocation();
  const store = useStore();
  const session = useAtomValue(sessionAtom);
  const logout = useLogout();
  const decision = decideRoute({
    pathname: location.pathname,
    search: location.search,
    session,
    rememberedHospCode: session.currentHospCode ?? readStored(StorageNames.currentHospCode, null, { isValid: isString }),
    isAdminPage: (pathname) => isAdminPage(pathname, session.entities),
  });
  const key = decisionKey(decision);
  const handledKey = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the decision's name, since the decision object is new on every render; its side effect runs once per decision.
  useEffect(() => {
    // StrictMode runs effects twice; logging out twice would be harmless but noisy.
    if (handledKey.current === key) return;
    handledKey.current = key;
    if (decision.kind === 'load') void runLoadStep(store, decision);
    if (decision.kind === 'unknownAccountType') {
      console.error('未知账户类型');
      void logout(Paths.login);
    }
    // The HTTP client has already shown the error; seed 000 section 8 sends the user to /.
    if (decision.kind === 'hospitalAuthFailed') void logout(Paths.root);
  }, [key]);

  useEffect(() => {
    if (decision.kind === 'allow') rememberShownPath(location.pathname);
  }, [decision.kind, location.pathname]);

  // A super admin's sidebar lists the schema screens the server serves: their list loads beside the page.
  useEffect(() => {
    if (decision.kind === 'allow' && session.isAdmin && session.entitiesStatus === 'idle') void runLoadStep(store, { step: 'entities' });
  }, [decision.kind, session.isAdmin, session.entitiesStatus, store]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'accountFailed') {
    return (
      <SessionLoadFailed
        onRetry={() => store.set(sessionAtom, { ...store.get(sessionAtom), accountStatus: 'idle' })}
        onLogout={() => void logout()}
      />
    );
  }
  if (decision.kind !== 'allow') return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
