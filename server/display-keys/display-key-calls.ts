/**
 * What a wall display's key opens (docs/cockpits.md): the read calls of the two open cockpits,
 * /digital and /repaire-cockpit, and the header's hospital name. A request carrying a display key
 * and no token reaches these routes only, and only for the key's own hospital
 * (server/auth/hospital-access.ts); any other route answers as if nothing had been sent.
 */
export const DISPLAY_KEY_CALLS: ReadonlySet<string> = new Set(
  [
    // /digital: the nine statistics (seed 002 section 7) and the equipment count and value.
    '/api/data-analysis/eqp-type-count',
    '/api/data-analysis/eqp-type-price',
    '/api/data-analysis/dept-count',
    '/api/data-analysis/dept-price-sum',
    '/api/data-analysis/eqp-price-rank',
    '/api/data-analysis/monthly-dept-dist',
    '/api/data-analysis/monthly-eng-dist',
    '/api/data-analysis/monthly-eng-rep-work',
    '/api/data-analysis/monthly-eng-rep-job-transfer',
    '/api/dashboard/company-sum-info',
    // /repaire-cockpit: repair orders by state, the carousel, engineers' loads, long-waiting orders.
    '/db/workbench/eqp-mtc-status-count-query',
    '/db/workbench/mtc-eqp-list-query',
    '/db/workbench/eqp-status-rate-query',
    '/api/eqp-not-done',
    '/api/dashboard/mtc-sum',
    '/api/dashboard/engineer-sum',
    // The cockpit header: the hospital's name.
    '/db/display-key/display-info',
  ].map((path) => `POST ${path}`),
);

/**
 * The permission ids a display key holds in its hospital: the dashboard's, which every call above
 * checks (server/dashboard/dashboard-access.ts). Anything guarded by another id stays closed even
 * if it were listed by mistake.
 */
export const DISPLAY_KEY_PERMISSIONS: readonly string[] = ['home:dashboard'];

/** Is this route (Fastify's route pattern, not the raw URL) one a display key may call? */
export function isDisplayKeyCall(method: string, routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && DISPLAY_KEY_CALLS.has(`${method.toUpperCase()} ${routeUrl}`);
}
