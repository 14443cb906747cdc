import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { targetPathname } from './use-shell-context-value';

/**
 * /redirect/<fullPath>: the tag bar's refresh passes through here so the page unmounts, then
 * comes back fresh at the same full path (seed 000 section 2.4).
 */
export function RedirectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = `${targetPathname(location.pathname)}${location.search}${location.hash}`;
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
