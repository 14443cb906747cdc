import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { queryPage } from '../../engine/server/read-ops.js';
import { defaultKindCondition } from './law-kinds.js';

/**
 * `admin-query` of the reference documents (seed 002 section 7: /db/laws/admin-query,
 * /db/adverse-event/admin-query): the same paged query as `query`, over every hospital's rows.
 * The schema gives it no permission id, so the host lets only super admins in; `query` stays the
 * call of everyone else, where the entity's hospitalTag / globalWhen narrow the rows. /db/laws
 * lists the laws when no fileType is named, as its query does (law-kinds.ts).
 */
export const adminQuery: OperationHandler = async ({ entity, schema, input, host, request }) => {
  const language = host.language?.(request);
  const kind = defaultKindCondition(entity, input);
  const options = { ...(language ? { language } : {}), visibleHospitals: 'all' as const, ...(kind ? { rowFilter: kind } : {}) };
  return { data: await queryPage(host.db, entity, schema, input, undefined, options) };
};
