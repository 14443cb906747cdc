/**
 * The session token lives in cookie `tk`: the server sets it on login, other systems hand it over
 * through /auth-redirect, and the console sends it back in the `token` header.
 */
export const TOKEN_COOKIE = 'tk';
/** Seed 000 section 9: 30 days for a normal login; admin login uses tokenExpireSeconds instead. */
export const USER_TOKEN_MAX_AGE_SECONDS = 30 * 24 * 3600;

export function readToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}

export function writeToken(token: string, maxAgeSeconds: number = USER_TOKEN_MAX_AGE_SECONDS): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the seed's `tk` cookie is written at once; the Cookie Store API is async and missing in some browsers we support.
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

export function clearToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: clears the seed's `tk` cookie at once; the Cookie Store API is async and missing in some browsers we support.
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
