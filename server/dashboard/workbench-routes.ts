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
import { DocTag } from '../http/doc-tags.js';
import type { RouteDoc } from '../http/route-doc.js';

/** Seed 000 section 5: the monthly boot rate spans at most six months. */
export const MONTH_BOOT_RATE_MAX_MONTHS = 6;
export const MONTH_BOOT_RATE_TOO_LONG = '设备开机率最多选择六个月内的区间';

/** /db/workbench/*: the role 02 and 03 home panels (docs/dashboard-api.md). */
export function registerWorkbenchRoutes(app: FastifyInstance, db: Db): void {
  const permissions = Permission.dashboard;
  const hospital = { hospCode: '10001' };
  const doc = (summary: string, response?: unknown): RouteDoc => ({
    tag: DocTag.workbench,
    summary,
    body: hospital,
    ...(response === undefined ? {} : { response }),
  });
  const simple: [string, Parameters<typeof postHospital<HospitalBody>>[3]['handle'], RouteDoc][] = [
    [
      'eqp-count-price-uery',
      (scope) => topSummary(scope),
      doc('设备数量与资产总额（拼写依原系统）', { eqpCount: 5000, totalPrice: 123456789.5 }),
    ],
    [
      'eqp-tag-count-rate-query',
      (scope) => tagShare(scope),
      doc('各标签设备占比', [{ tagName: '急救设备', tagCode: '01', eqpCount: 120, tagRate: 2.4 }]),
    ],
    ['eqp-mtc-and-normal-count-query', (scope) => runningStatus(scope), doc('各标签运行状态（正常 / 故障）')],
    [
      'eqp-tag-use-rate-query',
      (scope) => usageRate(scope),
      doc('各标签设备使用率', [{ tagName: '急救设备', eqpCount: 120, usingCount: 96, useRate: 0.8 }]),
    ],
    [
      'eqp-mtc-status-count-query',
      (scope) => repairStatusCounts(scope),
      doc('维修状态数量', {
        tobeApply: 1,
        waitMtc: 2,
        mtcingCount: 3,
        waitAccCount: 0,
        accArriveCount: 1,
        extraMtcCount: 0,
        tobeCheckCount: 2,
        otherCount: 0,
      }),
    ],
    [
      'eqp-status-rate-query',
      (scope) => equipmentState(scope),
      doc('设备状态', { normalCount: 4800, waitMtcCount: 60, mtcingCount: 100, waitScrapCount: 40, allCount: 5000 }),
    ],
    ['work-count-query', (scope) => preventiveTasks(scope, periodsAt()), doc('预防性维护任务（按计划）')],
  ];
  for (const [path, handle, routeDoc] of simple)
    postHospital<HospitalBody>(app, db, `/db/workbench/${path}`, { permissions, handle, doc: routeDoc });

  postHospital<LimitBody>(app, db, '/db/workbench/mtc-eqp-list-query', {
    permissions,
    properties: { limit: limitField },
    handle: (scope, body) => repairList(scope, body.limit ?? DEFAULT_REPAIR_LIST_LIMIT, null),
    doc: { tag: DocTag.workbench, summary: '维修中的设备（轮播）', body: { hospCode: '10001', limit: 6 } },
  });

  postHospital<RangeBody>(app, db, '/db/workbench/eqp-group-mouth-query', {
    permissions,
    properties: { reqDate: reqDateField },
    required: ['reqDate'],
    handle: (scope, body) => bootRateByMonth(scope, monthRange(body.reqDate, MONTH_BOOT_RATE_MAX_MONTHS, MONTH_BOOT_RATE_TOO_LONG)),
    doc: { tag: DocTag.workbench, summary: '每月开机率（角色 03）', body: { hospCode: '10001', reqDate: ['2026-06', '2026-11'] } },
  });

  // A question, not a guarded call: the one access check's refusal answers false.
  app.post<{ Body: HospitalBody }>(
    '/db/workbench/has-hosp-purview',
    {
      schema: { body: hospitalBody(), querystring: noQuery },
      config: { doc: { tag: DocTag.workbench, summary: '是否有全院视图', body: { hospCode: '10001' } } },
    },
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
