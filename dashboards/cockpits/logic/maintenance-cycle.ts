import type { CycleCell, CyclePlan, MaintenanceCycleTable } from '../../../contracts/maintenance';
/** The preventive maintenance cycle table (POST /api/dashboard/maintenance-cycle-table). */

export type CellCounts = Omit<CycleCell, 'month'>;

/** What a cell says at a glance: any overdue task wins, then open ones, then all done; nothing due is empty. */
export type CellTone = 'overdue' | 'due' | 'done' | 'empty';

export function cellTone(cell: CellCounts): CellTone {
  if (cell.overdue > 0) return 'overdue';
  if (cell.due > 0) return 'due';
  if (cell.done > 0) return 'done';
  return 'empty';
}

const add = (a: CellCounts, b: CellCounts): CellCounts => ({ done: a.done + b.done, due: a.due + b.due, overdue: a.overdue + b.overdue });
const ZERO: CellCounts = { done: 0, due: 0, overdue: 0 };

/** The whole year of one plan. */
export function planTotals(plan: CyclePlan): CellCounts {
  return plan.cells.reduce<CellCounts>(add, ZERO);
}

/** Every plan together, month by month (the table's last row and the chart). */
export function monthTotals(table: MaintenanceCycleTable): CycleCell[] {
  return table.months.map((month, index) => ({
    month,
    ...table.plans.reduce<CellCounts>((sum, plan) => add(sum, plan.cells[index] ?? ZERO), ZERO),
  }));
}

/** Every plan and month together. */
export function yearTotals(table: MaintenanceCycleTable): CellCounts {
  return monthTotals(table).reduce<CellCounts>(add, ZERO);
}

/** Share of the year's due tasks already done, 0..1 (0 when nothing is due). */
export function completionRate(totals: CellCounts): number {
  const all = totals.done + totals.due + totals.overdue;
  return all > 0 ? totals.done / all : 0;
}
