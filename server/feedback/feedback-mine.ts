import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { queryPage } from '../../engine/server/read-ops.js';
import { authOf } from '../auth/session-context.js';
import { onlyKeys } from '../hospitals/hospital-inputs.js';

/**
 * POST /db/hosp-feedback/mine {pagedQueryInfo?}: the caller's own feedback with the replies,
 * newest first, whatever hospital it was sent from. Only the submitter condition is used: the
 * body cannot widen it to anyone else's.
 */
export const myFeedbackHandler: OperationHandler = async ({ entity, request, host, input }) => {
  const body = onlyKeys(input, ['pagedQueryInfo']);
  const language = host.language?.(request);
  const page = await queryPage(
    host.db,
    entity,
    'platform',
    { pagedQueryInfo: body.pagedQueryInfo ?? { index: 1, pageSize: 10 }, submitterId: authOf(request).acctId },
    undefined,
    { ...(language ? { language } : {}), visibleHospitals: 'all' },
  );
  return { data: page };
};
