import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { queryPage } from '../../engine/server/read-ops.js';

/**
 * `admin-query` of the reference documents (seed 002 section 7: /db/laws/admin-query,
 * /db/adverse-event/admin-query): the same paged query as `query`, over every hospital's rows.
 * The schema gives it no permission id, so the host lets only super admins in; `query` stays the
 * call of everyone else, where the entity's hospitalTag / globalWhen narrow the rows.
 */
export const adminQuery: OperationHandler = async ({ entity, schema, input, host, request }) => {
  const language = host.language?.(request);
  return { data: await queryPage(host.db, entity, schema, input, undefined, { ...(language ? { language } : {}), visibleHospitals: 'all' }) };
};
