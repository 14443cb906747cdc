/**
 * A wall display's key (docs/cockpits.md): taken from the cockpit's address (`?key=…`) and kept for
 * this browser tab only, in sessionStorage, never in a cookie, so it never rides along with other
 * requests and ends with the tab. The HTTP client sends it in the `display-key` header when the tab
 * holds no login token (platform/api/http.ts).
 */
export const DISPLAY_KEY_QUERY_PARAM = 'key';
export const DISPLAY_KEY_HEADER = 'display-key';
const STORAGE_NAME = 'cockpit-display-key';
/** The server's key shape (server/display-keys/display-key-material.ts): anything else is not kept. */
const KEY_PATTERN = /^dk_[A-Za-z0-9_-]{43}$/;

let inMemory: string | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage may be disabled (privacy settings): the key then lives in memory for this page.
    return null;
  }
}

export function readDisplayKey(): string | null {
  if (inMemory) return inMemory;
  const stored = storage()?.getItem(STORAGE_NAME) ?? null;
  return stored && KEY_PATTERN.test(stored) ? stored : null;
}

/** Keeps a key for this tab; false when the text is not a display key (then nothing changes). */
export function keepDisplayKey(key: string): boolean {
  if (!KEY_PATTERN.test(key)) return false;
  inMemory = key;
  try {
    storage()?.setItem(STORAGE_NAME, key);
  } catch {
    // Kept in memory only.
  }
  return true;
}

export function forgetDisplayKey(): void {
  inMemory = null;
  try {
    storage()?.removeItem(STORAGE_NAME);
  } catch {
    // Nothing stored.
  }
}
