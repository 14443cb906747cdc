import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { Permission } from './dashboard-access.js';
import { postHospital, postHospitalByQuery } from './hospital-route.js';
import { monthRange, monthSpan, periodsAt } from './periods.js';
import { limitField, mineField, monthField, pagedQueryInfoField, reqDateField } from './request-schemas.js';
import type { HospitalBody, LimitBody, MineBody, PagedQueryInfo, RangeBody } from './request-schemas.js';
import { dashboardSessionInfo } from './session-info.js';
import { itemReminders, keyStatistics, pendingCounts } from './engineer-queries.js';
import { JOB_KINDS, teamSummary, type JobKind } from './team-queries.js';
import { companySummary, largeEquipment, monthIncrease, runningStatus, tagShare } from './equipment-queries.js';
import { DEFAULT_REPAIR_LIST_LIMIT, repairList } from './repair-queries.js';
import { bootRateByDept } from './boot-rate-queries.js';

/** The per-department boot rate accepts up to two years; the monthly one six months (workbench). */
const DEPT_BOOT_RATE_MAX_MONTHS = 24;

/** The team summary calls of /api/dashboard, one per job kind. */
const TEAM_SUMMARY_PATHS: [string, JobKind][] = [
  ['mtc-sum', 'mtc'],
  ['daily-partrol-sum', 'dailyPatrol'],
  ['partrol-sum', 'patrol'],
  ['dept-patrol-sum', 'deptPatrol'],
  ['maintain-sum', 'maintain'],
  ['quality-sum', 'quality'],
  ['metering-sum', 'metering'],
  ['major-patrol-sum', 'majorPatrol'],
];

/** /api/dashboard/* and the other dashboard calls of seed 000 section 7 (docs/dashboard-api.md). */
export function registerDashboardRoutes(app: FastifyInstance, db: Db): void {
  const permissions = Permission.dashboard;

  postHospital<HospitalBody>(app, db, '/api/dashboard/session-info', {
    permissions,
    handle: (scope) => dashboardSessionInfo(db, scope),
  });

  postHospital<HospitalBody>(app, db, '/api/dashboard/company-sum-info', { permissions, handle: (scope) => companySummary(scope) });

  postHospital<MineBody>(app, db, '/api/dashboard/engineer-sum', {
    permissions,
    properties: { mine: mineField },
    handle: (scope, body) => pendingCounts(scope, body.mine === true),
  });

  postHospital<MineBody>(app, db, '/api/dashboard/item-remind-count', {
    permissions,
    properties: { mine: mineField },
    handle: (scope, body) => itemReminders(scope, body.mine === true, periodsAt()),
  });

  postHospital<HospitalBody & { myMaintain?: boolean }>(app, db, '/api/finish-work-record', {
    permissions,
    properties: { myMaintain: mineField },
    handle: (scope, body) => keyStatistics(scope, body.myMaintain === true, periodsAt()),
  });

  for (const [path, kind] of TEAM_SUMMARY_PATHS) {
    postHospital<HospitalBody>(app, db, `/api/dashboard/${path}`, {
      permissions,
      handle: (scope) => teamSummary(scope, [kind], periodsAt()),
    });
  }

  postHospitalByQuery<HospitalBody & { taskType?: JobKind }>(app, db, '/api/dashboard/sub-group-sum-info', {
    permissions,
    properties: { taskType: { type: 'string', enum: [...JOB_KINDS] } },
    handle: (scope, query) => teamSummary(scope, query.taskType ? [query.taskType] : JOB_KINDS, periodsAt()),
  });

  postHospital<LimitBody>(app, db, '/api/eqp-not-done', {
    permissions,
    properties: { mine: mineField, limit: limitField },
    handle: (scope, body) => repairList(scope, body.limit ?? DEFAULT_REPAIR_LIST_LIMIT, body.mine ? scope.auth.acctId : null),
  });

  postHospital<HospitalBody & { time?: string }>(app, db, '/api/dashboard/month-eqp-increased-sum', {
    permissions,
    properties: { time: monthField },
    handle: (scope, body) => monthIncrease(scope, monthSpan(body.time ?? periodsAt().today)),
  });

  postHospital<RangeBody>(app, db, '/api/dashboard/eqp-boot-rate', {
    permissions,
    properties: { reqDate: reqDateField },
    required: ['reqDate'],
    handle: (scope, body) =>
      bootRateByDept(
        scope,
        monthRange(body.reqDate, DEPT_BOOT_RATE_MAX_MONTHS, `设备开机率最多选择${DEPT_BOOT_RATE_MAX_MONTHS}个月内的区间`),
      ),
  });

  postHospital<HospitalBody>(app, db, '/api/eqp-asset-distribution-pc', { permissions, handle: (scope) => tagShare(scope) });
  postHospital<HospitalBody>(app, db, '/api/eqp-running-rate', { permissions, handle: (scope) => runningStatus(scope) });

  postHospital<HospitalBody & { pagedQueryInfo?: PagedQueryInfo }>(app, db, '/api/large-eqp-query', {
    permissions,
    properties: { pagedQueryInfo: pagedQueryInfoField },
    handle: (scope, body) => largeEquipment(scope, body.pagedQueryInfo ?? { index: 1, pageSize: 10 }),
  });
}
