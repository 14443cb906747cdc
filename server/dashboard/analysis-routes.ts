import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { Permission, type HospitalScope } from './dashboard-access.js';
import { postHospital } from './hospital-route.js';
import { latestMonths, monthRange, type MonthRange } from './periods.js';
import { reqDateField } from './request-schemas.js';
import type { HospitalBody, OptionalRangeBody } from './request-schemas.js';
import {
  countByDept,
  countByTag,
  monthlyJobTransfers,
  monthlyRepairWork,
  monthlyRepairsByDept,
  monthlyRepairsByEngineer,
  priceByDept,
  priceByTag,
  priceRank,
} from './analysis-queries.js';
import { DocTag } from '../http/doc-tags.js';

const ANALYSIS_MAX_MONTHS = 24;
const DEFAULT_MONTHS = 12;

function rangeOf(body: OptionalRangeBody): MonthRange {
  return monthRange(body.reqDate ?? latestMonths(DEFAULT_MONTHS), ANALYSIS_MAX_MONTHS, `统计区间最多选择${ANALYSIS_MAX_MONTHS}个月`);
}

/** /api/data-analysis/* (seed 002 section 7, Statistics; docs/dashboard-api.md). */
export function registerAnalysisRoutes(app: FastifyInstance, db: Db): void {
  const permissions = Permission.dashboard;
  const prefix = '/api/data-analysis';

  const hospital = { hospCode: '10001' };
  const ledger: [string, (scope: HospitalScope) => Promise<unknown>, string][] = [
    ['eqp-type-count', countByTag, '各类型设备数量'],
    ['eqp-type-price', priceByTag, '各类型设备金额'],
    ['dept-count', countByDept, '各科室设备数量'],
    ['dept-price-sum', priceByDept, '各科室设备金额'],
  ];
  for (const [path, handle, summary] of ledger)
    postHospital<HospitalBody>(app, db, `${prefix}/${path}`, {
      permissions,
      handle,
      doc: { tag: DocTag.analysis, summary, body: hospital },
    });

  postHospital<HospitalBody & { limit?: number }>(app, db, `${prefix}/eqp-price-rank`, {
    permissions,
    properties: { limit: { type: 'integer', minimum: 1, maximum: 100 } },
    handle: (scope, body) => priceRank(scope, body.limit ?? 10),
    doc: { tag: DocTag.analysis, summary: '设备金额排行', body: { hospCode: '10001', limit: 10 } },
  });

  const monthly: [string, (scope: HospitalScope, range: MonthRange) => Promise<unknown>, string][] = [
    ['monthly-dept-dist', monthlyRepairsByDept, '每月各科室维修分布'],
    ['monthly-eng-dist', monthlyRepairsByEngineer, '每月各工程师维修分布'],
    ['monthly-eng-rep-work', monthlyRepairWork, '每月工程师维修工作量'],
    ['monthly-eng-rep-job-transfer', monthlyJobTransfers, '每月工程师转单'],
  ];
  for (const [path, query, summary] of monthly) {
    postHospital<OptionalRangeBody>(app, db, `${prefix}/${path}`, {
      permissions,
      properties: { reqDate: reqDateField },
      handle: (scope, body) => query(scope, rangeOf(body)),
      doc: { tag: DocTag.analysis, summary, body: { hospCode: '10001', reqDate: ['2026-06', '2026-11'] } },
    });
  }
}
