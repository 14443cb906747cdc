/** Seed 000 section 9: the first-login guide is remembered by a cookie for 60 days. */
export const GUIDE_COOKIE = 'hec_guide_shown';
export const GUIDE_COOKIE_MAX_AGE_SECONDS = 60 * 24 * 3600;

export function guideShown(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${GUIDE_COOKIE}=`));
}

export function rememberGuideShown(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the seed's guide cookie is written at once; the Cookie Store API is async and missing in some browsers we support.
  document.cookie = `${GUIDE_COOKIE}=1; path=/; max-age=${GUIDE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
