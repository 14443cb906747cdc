import { decideRoute, type GuardSession } from '../../platform/routing/guard-decision';

/**
 * Whether a figure's list would open for this user: the route guard's own decision for the link,
 * so a figure never leads to 401/404 (a role without task permissions, such as the director, sees
 * the preventive task counts as plain numbers). The link carries hosp_code, so nothing is remembered.
 */
export function canOpenHref(session: GuardSession, href: string): boolean {
  const url = new URL(href, 'http://console.local');
  // The guard waits for the schema screens' list only to mount a page, which happens when the link opens
  // it; a dashboard never loads that list, so the decision is taken without waiting for it.
  const withoutEntities: GuardSession = { ...session, entitiesStatus: undefined };
  return decideRoute({ pathname: url.pathname, search: url.search, session: withoutEntities, rememberedHospCode: null }).kind === 'allow';
}
