import type { FastifyInstance } from 'fastify';
import { EXAMPLE_OBJECT_ID } from '../../engine/server/openapi-examples.js';
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
import { DocTag } from '../http/doc-tags.js';

/** The per-department boot rate accepts up to two years; the monthly one six months (workbench). */
const DEPT_BOOT_RATE_MAX_MONTHS = 24;

/** The team summary calls of /api/dashboard, one per job kind, with their summary in the description. */
const TEAM_SUMMARY_PATHS: [string, JobKind, string][] = [
  ['mtc-sum', 'mtc', '团队工作台：维修'],
  ['daily-partrol-sum', 'dailyPatrol', '团队工作台：日常巡检'],
  ['partrol-sum', 'patrol', '团队工作台：巡检'],
  ['dept-patrol-sum', 'deptPatrol', '团队工作台：科室巡检'],
  ['maintain-sum', 'maintain', '团队工作台：保养'],
  ['quality-sum', 'quality', '团队工作台：质控'],
  ['metering-sum', 'metering', '团队工作台：计量'],
  ['major-patrol-sum', 'majorPatrol', '团队工作台：大型设备巡检'],
];

const hospital = { hospCode: '10001' };
const range = { hospCode: '10001', reqDate: ['2026-06', '2026-11'] };
const teamExample = { toBeCompleted: 3, total: 12, dataList: [{ engineerId: EXAMPLE_OBJECT_ID, engineerName: '张工程师', jobCount: 3 }] };

/** /api/dashboard/* and the other dashboard calls of seed 000 section 7 (docs/dashboard-api.md). */
export function registerDashboardRoutes(app: FastifyInstance, db: Db): void {
  const permissions = Permission.dashboard;

  postHospital<HospitalBody>(app, db, '/api/dashboard/session-info', {
    permissions,
    handle: (scope) => dashboardSessionInfo(db, scope),
    doc: {
      tag: DocTag.dashboard,
      summary: '看板会话信息（acctRoleType 决定看板）',
      body: hospital,
      response: { acctRoleType: '01', id: EXAMPLE_OBJECT_ID },
    },
  });

  postHospital<HospitalBody>(app, db, '/api/dashboard/company-sum-info', {
    permissions,
    handle: (scope) => companySummary(scope),
    doc: { tag: DocTag.dashboard, summary: '设备数量与资产总额', body: hospital, response: { eqpCount: 5000, totalPrice: 123456789.5 } },
  });

  postHospital<MineBody>(app, db, '/api/dashboard/engineer-sum', {
    permissions,
    properties: { mine: mineField },
    handle: (scope, body) => pendingCounts(scope, body.mine === true),
    doc: {
      tag: DocTag.dashboard,
      summary: '我的待办数量',
      body: { hospCode: '10001', mine: true },
      response: {
        waitMtc: 2,
        waiDailyPatrol: 5,
        waitPatrol: 1,
        waitMaintain: 3,
        waitQuality: 0,
        waitMetering: 1,
        waitScrapEqp: 0,
        waitMajorPatrol: 0,
      },
    },
  });

  postHospital<MineBody>(app, db, '/api/dashboard/item-remind-count', {
    permissions,
    properties: { mine: mineField },
    handle: (scope, body) => itemReminders(scope, body.mine === true, periodsAt()),
    doc: {
      tag: DocTag.dashboard,
      summary: '事项提醒',
      body: { hospCode: '10001', mine: true },
      response: {
        newMtcTotal: 2,
        longWaitTotal: 1,
        longMtcTotal: 0,
        dailyPatrolDelayTotal: 3,
        partrolDelayTotal: 1,
        maintainDelayTotal: 2,
        qualityDelayTotal: 0,
        meteringDelayTotal: 1,
        total: 10,
      },
    },
  });

  postHospital<HospitalBody & { myMaintain?: boolean }>(app, db, '/api/finish-work-record', {
    permissions,
    properties: { myMaintain: mineField },
    handle: (scope, body) => keyStatistics(scope, body.myMaintain === true, periodsAt()),
    doc: {
      tag: DocTag.dashboard,
      summary: '我的关键统计',
      body: { hospCode: '10001', myMaintain: true },
      response: { eqpTotal: 120, waitCheckTotal: 2, weeklyMaintenance: 3, weeklyMaintain: 4, monthMaintenance: 10, monthMaintain: 12 },
    },
  });

  for (const [path, kind, summary] of TEAM_SUMMARY_PATHS) {
    postHospital<HospitalBody>(app, db, `/api/dashboard/${path}`, {
      permissions,
      handle: (scope) => teamSummary(scope, [kind], periodsAt()),
      doc: { tag: DocTag.dashboard, summary, body: hospital, response: teamExample },
    });
  }

  postHospitalByQuery<HospitalBody & { taskType?: JobKind }>(app, db, '/api/dashboard/sub-group-sum-info', {
    permissions,
    properties: { taskType: { type: 'string', enum: [...JOB_KINDS] } },
    handle: (scope, query) => teamSummary(scope, query.taskType ? [query.taskType] : JOB_KINDS, periodsAt()),
    doc: { tag: DocTag.dashboard, summary: '子集团汇总（查询参数 hospCode、taskType）', query: hospital },
  });

  postHospital<LimitBody>(app, db, '/api/eqp-not-done', {
    permissions,
    properties: { mine: mineField, limit: limitField },
    handle: (scope, body) => repairList(scope, body.limit ?? DEFAULT_REPAIR_LIST_LIMIT, body.mine ? scope.auth.acctId : null),
    doc: { tag: DocTag.dashboard, summary: '未完成的维修单', body: { hospCode: '10001', mine: true, limit: 6 } },
  });

  postHospital<HospitalBody & { time?: string }>(app, db, '/api/dashboard/month-eqp-increased-sum', {
    permissions,
    properties: { time: monthField },
    handle: (scope, body) => monthIncrease(scope, monthSpan(body.time ?? periodsAt().today)),
    doc: { tag: DocTag.dashboard, summary: '本月新增设备', body: { hospCode: '10001', time: '2026-11' } },
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
    doc: { tag: DocTag.dashboard, summary: '设备开机率（最多六个月）', body: range },
  });

  postHospital<HospitalBody>(app, db, '/api/eqp-asset-distribution-pc', {
    permissions,
    handle: (scope) => tagShare(scope),
    doc: { tag: DocTag.dashboard, summary: '设备资产分布', body: hospital },
  });
  postHospital<HospitalBody>(app, db, '/api/eqp-running-rate', {
    permissions,
    handle: (scope) => runningStatus(scope),
    doc: { tag: DocTag.dashboard, summary: '设备运行率', body: hospital },
  });

  postHospital<HospitalBody & { pagedQueryInfo?: PagedQueryInfo }>(app, db, '/api/large-eqp-query', {
    permissions,
    properties: { pagedQueryInfo: pagedQueryInfoField },
    handle: (scope, body) => largeEquipment(scope, body.pagedQueryInfo ?? { index: 1, pageSize: 10 }),
    doc: { tag: DocTag.dashboard, summary: '大型设备（分页）', body: { hospCode: '10001', pagedQueryInfo: { index: 1, pageSize: 10 } } },
  });
}
