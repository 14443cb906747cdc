/** Query values a dashboard link may carry; a list travels comma-joined (`patrolStatusList=02,03`, docs/dashboard-api.md). */
export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

export const HOSP_CODE_PARAM = 'hosp_code';

/**
 * `path?hosp_code=…&…`: every dashboard link keeps the hospital context first, then the given
 * parameters in order; absent, null and empty values are left out.
 */
export function targetHref(path: string, hospCode: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams({ [HOSP_CODE_PARAM]: hospCode });
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `${path}?${params.toString()}`;
}

/** Seed 000 section 2.5: a link fires only when its count is greater than zero. */
export function hrefWhenPositive(count: number | null | undefined, href: string): string | null {
  return typeof count === 'number' && count > 0 ? href : null;
}
