import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { ApiError, ok } from '../http/envelope.js';
import { noQuery } from '../http/route-schemas.js';
import { authOf } from '../auth/session-context.js';
import { assertNamedHospital } from '../auth/hospital-access.js';
import { Permission } from './dashboard-access.js';
import { postHospital } from './hospital-route.js';
import { monthRange, periodsAt } from './periods.js';
import { hospitalBody, limitField, reqDateField } from './request-schemas.js';
import type { HospitalBody, LimitBody, RangeBody } from './request-schemas.js';
import { equipmentState, runningStatus, tagShare, topSummary, usageRate } from './equipment-queries.js';
import { DEFAULT_REPAIR_LIST_LIMIT, repairList, repairStatusCounts } from './repair-queries.js';
import { bootRateByMonth } from './boot-rate-queries.js';
import { preventiveTasks } from './preventive-queries.js';

/** Seed 000 section 5: the monthly boot rate spans at most six months. */
export const MONTH_BOOT_RATE_MAX_MONTHS = 6;
export const MONTH_BOOT_RATE_TOO_LONG = '设备开机率最多选择六个月内的区间';

/** /db/workbench/*: the role 02 and 03 home panels (docs/dashboard-api.md). */
export function registerWorkbenchRoutes(app: FastifyInstance, db: Db): void {
  const permissions = Permission.dashboard;
  const simple: [string, Parameters<typeof postHospital<HospitalBody>>[3]['handle']][] = [
    ['eqp-count-price-uery', (scope) => topSummary(scope)],
    ['eqp-tag-count-rate-query', (scope) => tagShare(scope)],
    ['eqp-mtc-and-normal-count-query', (scope) => runningStatus(scope)],
    ['eqp-tag-use-rate-query', (scope) => usageRate(scope)],
    ['eqp-mtc-status-count-query', (scope) => repairStatusCounts(scope)],
    ['eqp-status-rate-query', (scope) => equipmentState(scope)],
    ['work-count-query', (scope) => preventiveTasks(scope, periodsAt())],
  ];
  for (const [path, handle] of simple) postHospital<HospitalBody>(app, db, `/db/workbench/${path}`, { permissions, handle });

  postHospital<LimitBody>(app, db, '/db/workbench/mtc-eqp-list-query', {
    permissions,
    properties: { limit: limitField },
    handle: (scope, body) => repairList(scope, body.limit ?? DEFAULT_REPAIR_LIST_LIMIT, null),
  });

  postHospital<RangeBody>(app, db, '/db/workbench/eqp-group-mouth-query', {
    permissions,
    properties: { reqDate: reqDateField },
    required: ['reqDate'],
    handle: (scope, body) => bootRateByMonth(scope, monthRange(body.reqDate, MONTH_BOOT_RATE_MAX_MONTHS, MONTH_BOOT_RATE_TOO_LONG)),
  });

  // A question, not a guarded call: the one access check's refusal answers false.
  app.post<{ Body: HospitalBody }>(
    '/db/workbench/has-hosp-purview',
    { schema: { body: hospitalBody(), querystring: noQuery } },
    async (request) => {
      const permitted = await assertNamedHospital(db, authOf(request), request.body.hospCode).then(
        () => true,
        (error: unknown) => {
          if (error instanceof ApiError) return false;
          throw error;
        },
      );
      return ok(permitted);
    },
  );
}
