import { http } from '../../../platform/api/http';
import type { CompanySummary } from '../../../contracts/dashboard';
import type {
  DeptCount,
  DeptPrice,
  MonthlyDeptRepairs,
  MonthlyEngineerRepairs,
  MonthlyRepairWork,
  MonthlyTransfers,
  PriceRankItem,
  TagCount,
  TagPrice,
} from '../../../contracts/data-analysis';
import type { PickedMonthRange } from '../../logic/month-range';

/**
 * The calls of /digital: the nine /api/data-analysis/* statistics and company-sum-info, nothing else
 * (a display key opens exactly these for its hospital; docs/dashboard-api.md has the shapes).
 * Silent like the home panels: a failed call marks its panel, the wall keeps running.
 */
const SILENT = { silent: true } as const;

/** The price ranking's length. */
export const PRICE_RANK_LIMIT = 10;

const analysis = <T>(path: string, body: Record<string, unknown>) => http.post<T>(`/api/data-analysis/${path}`, body, SILENT);

export const digitalApi = {
  companySummary: (hospCode: string) => http.post<CompanySummary>('/api/dashboard/company-sum-info', { hospCode }, SILENT),
  typeCount: (hospCode: string) => analysis<TagCount[]>('eqp-type-count', { hospCode }),
  typePrice: (hospCode: string) => analysis<TagPrice[]>('eqp-type-price', { hospCode }),
  priceRank: (hospCode: string) => analysis<PriceRankItem[]>('eqp-price-rank', { hospCode, limit: PRICE_RANK_LIMIT }),
  deptCount: (hospCode: string) => analysis<DeptCount[]>('dept-count', { hospCode }),
  deptPrice: (hospCode: string) => analysis<DeptPrice[]>('dept-price-sum', { hospCode }),
  monthlyDept: (hospCode: string, reqDate: PickedMonthRange) => analysis<MonthlyDeptRepairs[]>('monthly-dept-dist', { hospCode, reqDate }),
  monthlyEngineer: (hospCode: string, reqDate: PickedMonthRange) =>
    analysis<MonthlyEngineerRepairs[]>('monthly-eng-dist', { hospCode, reqDate }),
  repairWork: (hospCode: string, reqDate: PickedMonthRange) => analysis<MonthlyRepairWork[]>('monthly-eng-rep-work', { hospCode, reqDate }),
  transfers: (hospCode: string, reqDate: PickedMonthRange) =>
    analysis<MonthlyTransfers[]>('monthly-eng-rep-job-transfer', { hospCode, reqDate }),
};
