import { useEffect } from 'react';
import { useStore } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../../../platform/routing/safe-redirect';
import { Paths } from '../../../platform/routing/route-paths';
import { beginSession } from '../../../platform/session/session-actions';
import { USER_TOKEN_MAX_AGE_SECONDS } from '../../../platform/session/token-cookie';
import { PageLoading } from '../../ui/PageLoading';

/**
 * /auth-redirect?tk=…&redirect=…: another system hands over its session token. Store it as cookie
 * tk, then continue to the (safe) redirect, or into the login flow, which picks the hospital.
 */
export function AuthRedirectPage() {
  const [query] = useSearchParams();
  const store = useStore();
  const navigate = useNavigate();
  const token = query.get('tk');
  const target = safeRedirect(query.get('redirect')) ?? Paths.login;

  useEffect(() => {
    if (token) {
      beginSession(store, { token, maxAgeSeconds: USER_TOKEN_MAX_AGE_SECONDS });
    }
    navigate(token ? target : Paths.login, { replace: true });
  }, [token, target, store, navigate]);

  return <PageLoading />;
}
