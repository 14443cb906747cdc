import type { PagedList } from './dashboard';

/** /db/hosp-eqp-maintenance/info: warranty and contract cover as of today. */
export interface MaintenanceOverview {
  eqpCount: number;
  inGuarCount: number;
  outGuarCount: number;
  insuredCount: number;
  uncoveredCount: number;
  insuredFeeSum: number;
}

export interface CycleCell {
  /** 'yyyy-MM' */
  month: string;
  /** Completed (status 04). */
  done: number;
  /** Not yet done and not overdue: planned (01) or to do (02). */
  due: number;
  /** Overdue (03). */
  overdue: number;
}

export interface CyclePlan {
  planId: string;
  planName: string;
  taskType: string;
  cycleDays: number;
  /** Twelve cells, January to December. */
  cells: CycleCell[];
}

export interface MaintenanceCycleTable {
  year: number;
  months: string[];
  plans: CyclePlan[];
}

/** /db/hosp-eqp-maintenance/hosp-eqp-mtc-guar: a month's repair orders, covered on their report day or not. */
export interface RepairCover {
  sum: number;
  inGuarCount: number;
  outGuarCount: number;
}

/** One row of /db/hosp-eqp-maintenance/hosp-eqp-maintenance-paged-query: an equipment's warranty and contract. */
export interface MaintenanceRecord {
  id: string;
  eqpName: string;
  eqpBrand: string | null;
  eqpModel: string | null;
  factSerialNo: string | null;
  hospEqpId: string;
  deptId: string;
  deptName: string | null;
  state: string;
  stateDesc: string;
  price: number;
  guarStartDate: string | null;
  guarEndDate: string | null;
  insuredCompany: string | null;
  insuredStartDate: string | null;
  insuredEndDate: string | null;
  insuredFee: number | null;
  acctCheck: string;
}

export type MaintenancePage = PagedList<MaintenanceRecord>;
