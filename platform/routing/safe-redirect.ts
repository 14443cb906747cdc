/** Paths that would send a signed-in user straight back into the login flow (a loop). */
const LOGIN_FLOW_PATHS = new Set(['/login', '/admin/login', '/auth-redirect']);

/**
 * The `redirect` query is user-controlled: follow it only when it is a path on this site, i.e. it
 * starts with a single '/' (not '//' or '/\', which browsers treat as another host) and has no
 * control characters (browsers strip tabs and newlines, turning '/\t/x' into '//x').
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/')) return null;
  if (raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip tabs and newlines from a URL, so a target with control characters is refused.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  const path = raw.split(/[?#]/, 1)[0] ?? raw;
  if (LOGIN_FLOW_PATHS.has(path.replace(/\/+$/, ''))) return null;
  return raw;
}
