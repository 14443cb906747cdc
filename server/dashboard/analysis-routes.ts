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

const ANALYSIS_MAX_MONTHS = 24;
const DEFAULT_MONTHS = 12;

function rangeOf(body: OptionalRangeBody): MonthRange {
  return monthRange(body.reqDate ?? latestMonths(DEFAULT_MONTHS), ANALYSIS_MAX_MONTHS, `统计区间最多选择${ANALYSIS_MAX_MONTHS}个月`);
}

/** /api/data-analysis/* (seed 002 section 7, Statistics; docs/dashboard-api.md). */
export function registerAnalysisRoutes(app: FastifyInstance, db: Db): void {
  const permissions = Permission.dashboard;
  const prefix = '/api/data-analysis';

  const ledger: [string, (scope: HospitalScope) => Promise<unknown>][] = [
    ['eqp-type-count', countByTag],
    ['eqp-type-price', priceByTag],
    ['dept-count', countByDept],
    ['dept-price-sum', priceByDept],
  ];
  for (const [path, handle] of ledger) postHospital<HospitalBody>(app, db, `${prefix}/${path}`, { permissions, handle });

  postHospital<HospitalBody & { limit?: number }>(app, db, `${prefix}/eqp-price-rank`, {
    permissions,
    properties: { limit: { type: 'integer', minimum: 1, maximum: 100 } },
    handle: (scope, body) => priceRank(scope, body.limit ?? 10),
  });

  const monthly: [string, (scope: HospitalScope, range: MonthRange) => Promise<unknown>][] = [
    ['monthly-dept-dist', monthlyRepairsByDept],
    ['monthly-eng-dist', monthlyRepairsByEngineer],
    ['monthly-eng-rep-work', monthlyRepairWork],
    ['monthly-eng-rep-job-transfer', monthlyJobTransfers],
  ];
  for (const [path, query] of monthly) {
    postHospital<OptionalRangeBody>(app, db, `${prefix}/${path}`, {
      permissions,
      properties: { reqDate: reqDateField },
      handle: (scope, body) => query(scope, rangeOf(body)),
    });
  }
}
