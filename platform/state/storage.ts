/**
 * The one place the console keeps anything in localStorage. Keys are namespaced (and optionally
 * scoped to an account and a hospital); values are JSON wrapped with a version number, so a later
 * change of shape can bump STORAGE_VERSION and old values are simply ignored instead of crashing.
 */
export const STORAGE_NAMESPACE = 'hec';
export const STORAGE_VERSION = 1;

/** Optional scope: some settings (tabs, recent tags, shortcuts) are kept per account and hospital. */
export interface StorageScope {
  acctId?: string | null;
  hospCode?: string | null;
}

interface StoredEnvelope {
  v: number;
  value: unknown;
}

export function storageKey(name: string, scope: StorageScope = {}): string {
  const parts = [STORAGE_NAMESPACE, name];
  if (scope.acctId) parts.push(`a=${scope.acctId}`);
  if (scope.hospCode) parts.push(`h=${scope.hospCode}`);
  return parts.join(':');
}

// localStorage can be missing (SSR, some test setups) or throw (privacy modes, quota): never crash on it.
function backend(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

function isEnvelope(parsed: unknown): parsed is StoredEnvelope {
  return typeof parsed === 'object' && parsed !== null && 'v' in parsed && 'value' in parsed;
}

/**
 * Reads a stored value; returns the fallback when it is absent, unparsable, of another version or
 * rejected by the optional type check.
 */
export function readStored<T>(
  name: string,
  fallback: T,
  options: { scope?: StorageScope; isValid?: (value: unknown) => value is T } = {},
): T {
  const raw = safely(() => backend()?.getItem(storageKey(name, options.scope)) ?? null, null);
  if (raw === null) return fallback;
  const parsed = safely<unknown>(() => JSON.parse(raw), undefined);
  if (!isEnvelope(parsed) || parsed.v !== STORAGE_VERSION) return fallback;
  if (options.isValid && !options.isValid(parsed.value)) return fallback;
  return parsed.value as T;
}

export function writeStored(name: string, value: unknown, scope?: StorageScope): void {
  const envelope: StoredEnvelope = { v: STORAGE_VERSION, value };
  safely(() => backend()?.setItem(storageKey(name, scope), JSON.stringify(envelope)), undefined);
}

export function removeStored(name: string, scope?: StorageScope): void {
  safely(() => backend()?.removeItem(storageKey(name, scope)), undefined);
}

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** Names of the values kept today; later features add theirs here so keys never collide. */
export const StorageNames = {
  language: 'language',
  currentHospCode: 'currentHospCode',
  autoLogoutDelay: 'autoLogoutDelay',
  /** Desktop sidebar open (true) or collapsed (false). */
  sidebarOpened: 'sidebarOpened',
  /** Component size: default, medium, small, mini. */
  size: 'size',
  themeColor: 'themeColor',
  /** Open tabs, per account and hospital. */
  visitedViews: 'visitedViews',
  /** Recently visited pages, per account and hospital (seed 000 section 2.4). */
  recentViews: 'recentViews',
  /** Time of the last click anywhere, shared by the console's browser tabs (inactivity logout). */
  lastUseTime: 'lastUseTime',
  /** Unsaved dialog drafts, per account (engine/client/dialogs/drafts). */
  formDrafts: 'formDrafts',
  /** The hospital last chosen on each hospital-scoped screen, per account (engine/client/hospital). */
  hospitalChoices: 'hospitalChoices',
} as const;

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isPositiveNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
