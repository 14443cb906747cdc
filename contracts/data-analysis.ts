/**
 * Wire shapes of POST /api/data-analysis/* (server/dashboard/analysis-queries.ts; docs/dashboard-api.md),
 * read by the digital and repair-team cockpits. `mouth` is the seed's spelling of month ('YYYY-MM').
 */

/** eqp-type-count */
export interface TagCount {
  tagCode: string;
  tagName: string;
  eqpCount: number;
}

/** eqp-type-price */
export interface TagPrice {
  tagCode: string;
  tagName: string;
  totalPrice: number;
}

/** eqp-price-rank */
export interface PriceRankItem {
  id: string;
  eqpName: string;
  eqpBrand: string | null;
  eqpModel: string | null;
  deptName: string | null;
  price: number;
}

/** dept-count */
export interface DeptCount {
  deptId: string | null;
  deptName: string | null;
  eqpCount: number;
}

/** dept-price-sum */
export interface DeptPrice {
  deptId: string | null;
  deptName: string | null;
  totalPrice: number;
}

/** monthly-dept-dist */
export interface MonthlyDeptRepairs {
  mouth: string;
  deptId: string | null;
  deptName: string | null;
  mtcCount: number;
}

/** monthly-eng-dist */
export interface MonthlyEngineerRepairs {
  mouth: string;
  engineerId: string;
  engineerName: string;
  mtcCount: number;
}

/** monthly-eng-rep-work */
export interface MonthlyRepairWork {
  mouth: string;
  engineerId: string;
  engineerName: string;
  finishCount: number;
  workHours: number;
}

/** monthly-eng-rep-job-transfer */
export interface MonthlyTransfers {
  mouth: string;
  engineerId: string;
  engineerName: string;
  transferCount: number;
}
