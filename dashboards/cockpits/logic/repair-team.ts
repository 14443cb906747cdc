import type { TeamSummary } from '../../../contracts/dashboard';
import type { MonthlyRepairWork, MonthlyTransfers } from '../../../contracts/data-analysis';
import { roundTo2, toNumber } from '../../logic/format';

/** One engineer's line of the team cockpit. */
export interface EngineerRow {
  engineerId: string;
  engineerName: string;
  /** Unfinished repair orders they hold now (mtc-sum). */
  repairs: number;
  /** Open preventive tasks (status 02, 03) of every kind: the seven task summaries added up. */
  tasks: number;
  /** Repair orders they finished this month. */
  finished: number;
  /** Hours booked on those orders. */
  hours: number;
  /** Orders reported this month that were handed over and that they hold. */
  transfers: number;
}

export interface TeamSources {
  repairs: TeamSummary;
  /** The preventive task summaries (daily patrol … metering), any order. */
  tasks: readonly TeamSummary[];
  work: readonly MonthlyRepairWork[];
  transfers: readonly MonthlyTransfers[];
  /** 'yyyy-MM' of the month the "this month" columns count. */
  month: string;
}

/**
 * Every engineer who holds open work or finished repairs this month, busiest first (open repairs
 * plus open tasks), then by repairs finished, then by name.
 */
export function engineerRows({ repairs, tasks, work, transfers, month }: TeamSources): EngineerRow[] {
  const rows = new Map<string, EngineerRow>();
  const row = (engineerId: string, engineerName: string) => {
    let found = rows.get(engineerId);
    if (!found) {
      found = { engineerId, engineerName, repairs: 0, tasks: 0, finished: 0, hours: 0, transfers: 0 };
      rows.set(engineerId, found);
    }
    return found;
  };
  for (const member of repairs.dataList) row(member.engineerId, member.engineerName).repairs += toNumber(member.jobCount);
  for (const summary of tasks)
    for (const member of summary.dataList) row(member.engineerId, member.engineerName).tasks += toNumber(member.jobCount);
  for (const item of work) {
    if (item.mouth !== month) continue;
    const target = row(item.engineerId, item.engineerName);
    target.finished += toNumber(item.finishCount);
    target.hours = roundTo2(target.hours + toNumber(item.workHours));
  }
  for (const item of transfers) if (item.mouth === month) row(item.engineerId, item.engineerName).transfers += toNumber(item.transferCount);
  return [...rows.values()].sort(
    (a, b) =>
      b.repairs + b.tasks - (a.repairs + a.tasks) || b.finished - a.finished || a.engineerName.localeCompare(b.engineerName, 'zh-CN'),
  );
}

export interface MonthWork {
  month: string;
  finished: number;
  hours: number;
}

/** The team's finished repairs and hours per month, every month of `months` (0 when none). */
export function teamMonthlyWork(work: readonly MonthlyRepairWork[], months: readonly string[]): MonthWork[] {
  return months.map((month) => {
    const items = work.filter((item) => item.mouth === month);
    return {
      month,
      finished: items.reduce((sum, item) => sum + toNumber(item.finishCount), 0),
      hours: roundTo2(items.reduce((sum, item) => sum + toNumber(item.workHours), 0)),
    };
  });
}

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: true });

/** Booked hours with one decimal: 92 -> "92.0", 1234.56 -> "1,234.6". */
export function formatHours(hours: number): string {
  return oneDecimal.format(toNumber(hours));
}
