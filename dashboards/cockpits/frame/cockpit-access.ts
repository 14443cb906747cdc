/**
 * Who may see a cockpit's numbers (docs/cockpits.md). /digital and /repaire-cockpit are open routes
 * (seed 000 section 2.1): a signed-in user, or a wall display holding this hospital's display key.
 * The other eight are hidden menu pages, which the router guard opens to signed-in users whose menus
 * hold them. Nothing is drawn before the server has agreed: the header's hospital call
 * (display-info) is the check for a key, and for a signed-in user whose hospital list does not
 * already name the hospital.
 */

/** The routes open without a token (seed 000 section 2.1). */
export const OPEN_COCKPIT_PATHS: ReadonlySet<string> = new Set(['/digital', '/repaire-cockpit']);

/** The server's answer to the header's hospital call, as far as the gate needs it. */
export type HospitalCheck =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'ok' }
  | { status: 'failed'; code: string; message: string };

export interface CockpitAccessInput {
  path: string;
  hasToken: boolean;
  displayKey: string | null;
  /** The signed-in user's hospital list (loaded by the router guard) names this hospital. */
  hospitalKnown: boolean;
  check: HospitalCheck;
}

export type AccessVia = 'session' | 'displayKey';

export type RefusalReason = 'noAccess' | 'keyInvalid' | 'sessionGone' | 'denied';

export type CockpitAccess =
  | { kind: 'granted'; via: AccessVia }
  | { kind: 'checking'; via: AccessVia }
  | { kind: 'refused'; reason: RefusalReason; message?: string };

/** The 098 of the HTTP envelope: no session, or a key the server does not accept (the same answer). */
const SESSION_GONE = '098';

/** How the page gets in at all, before asking the server: null when it cannot. */
export function accessRoute(path: string, hasToken: boolean, displayKey: string | null): AccessVia | null {
  if (hasToken) return 'session';
  return OPEN_COCKPIT_PATHS.has(path) && displayKey ? 'displayKey' : null;
}

/** Whether the header's hospital call must answer before the panels may load. */
export function needsHospitalCheck(input: Omit<CockpitAccessInput, 'check'>): boolean {
  const via = accessRoute(input.path, input.hasToken, input.displayKey);
  return via === 'displayKey' || (via === 'session' && !input.hospitalKnown);
}

export function decideCockpitAccess(input: CockpitAccessInput): CockpitAccess {
  const via = accessRoute(input.path, input.hasToken, input.displayKey);
  if (!via) return { kind: 'refused', reason: 'noAccess' };
  if (!needsHospitalCheck(input)) return { kind: 'granted', via };
  const { check } = input;
  if (check.status === 'ok') return { kind: 'granted', via };
  if (check.status !== 'failed') return { kind: 'checking', via };
  if (check.code === SESSION_GONE) return { kind: 'refused', reason: via === 'displayKey' ? 'keyInvalid' : 'sessionGone' };
  return { kind: 'refused', reason: 'denied', message: check.message };
}
