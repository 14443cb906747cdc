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
