import dayjs from 'dayjs';

/** The calls the benchmark measures per hospital: the dashboard panels with a typical body. */
export interface BenchCall {
  name: string;
  path: string;
  /** Body builder; the hospital code goes in the query string when `query` is set. */
  body?: (hospCode: string) => object;
  query?: true;
  /** Demo login that makes the call (engineer for "mine" panels, manager otherwise). */
  as: 'engineer' | 'manager';
}

const month = () => dayjs().format('YYYY-MM');
const sixMonths = () => [dayjs().subtract(5, 'month').format('YYYY-MM'), month()];
const hosp =
  (extra: object = {}) =>
  (hospCode: string) => ({ hospCode, ...extra });

export const BENCH_CALLS: BenchCall[] = [
  { name: 'session-info', path: '/api/dashboard/session-info', body: hosp(), as: 'engineer' },
  { name: 'company-sum-info', path: '/api/dashboard/company-sum-info', body: hosp(), as: 'engineer' },
  { name: 'engineer-sum mine', path: '/api/dashboard/engineer-sum', body: hosp({ mine: true }), as: 'engineer' },
  { name: 'item-remind-count mine', path: '/api/dashboard/item-remind-count', body: hosp({ mine: true }), as: 'engineer' },
  { name: 'finish-work-record mine', path: '/api/finish-work-record', body: hosp({ myMaintain: true }), as: 'engineer' },
  { name: 'mtc-sum', path: '/api/dashboard/mtc-sum', body: hosp(), as: 'engineer' },
  { name: 'maintain-sum', path: '/api/dashboard/maintain-sum', body: hosp(), as: 'engineer' },
  { name: 'daily-partrol-sum', path: '/api/dashboard/daily-partrol-sum', body: hosp(), as: 'engineer' },
  { name: 'sub-group-sum-info', path: '/api/dashboard/sub-group-sum-info', query: true, as: 'engineer' },
  { name: 'eqp-not-done mine', path: '/api/eqp-not-done', body: hosp({ mine: true }), as: 'engineer' },
  { name: 'eqp-count-price-uery', path: '/db/workbench/eqp-count-price-uery', body: hosp(), as: 'manager' },
  { name: 'eqp-tag-count-rate-query', path: '/db/workbench/eqp-tag-count-rate-query', body: hosp(), as: 'manager' },
  { name: 'eqp-mtc-and-normal-count', path: '/db/workbench/eqp-mtc-and-normal-count-query', body: hosp(), as: 'manager' },
  { name: 'eqp-tag-use-rate-query', path: '/db/workbench/eqp-tag-use-rate-query', body: hosp(), as: 'manager' },
  { name: 'eqp-mtc-status-count', path: '/db/workbench/eqp-mtc-status-count-query', body: hosp(), as: 'manager' },
  { name: 'mtc-eqp-list-query', path: '/db/workbench/mtc-eqp-list-query', body: hosp(), as: 'manager' },
  { name: 'eqp-status-rate-query', path: '/db/workbench/eqp-status-rate-query', body: hosp(), as: 'manager' },
  { name: 'work-count-query', path: '/db/workbench/work-count-query', body: hosp(), as: 'manager' },
  {
    name: 'eqp-boot-rate (dept)',
    path: '/api/dashboard/eqp-boot-rate',
    body: (h) => ({ hospCode: h, reqDate: sixMonths() }),
    as: 'manager',
  },
  {
    name: 'eqp-group-mouth-query',
    path: '/db/workbench/eqp-group-mouth-query',
    body: (h) => ({ hospCode: h, reqDate: sixMonths() }),
    as: 'manager',
  },
  {
    name: 'insured-info',
    path: '/db/hosp-eqp-maintenance/insured-info',
    body: (h) => ({ hospCode: h, time: month(), acctCheck: '02' }),
    as: 'manager',
  },
  {
    name: 'guar-info',
    path: '/db/hosp-eqp-maintenance/guar-info',
    body: (h) => ({ hospCode: h, time: month(), acctCheck: '02' }),
    as: 'manager',
  },
  {
    name: 'about-guar-info',
    path: '/db/hosp-eqp-maintenance/about-guar-info',
    body: (h) => ({ hospCode: h, time: month(), acctCheck: '02' }),
    as: 'manager',
  },
  { name: 'maintenance info', path: '/db/hosp-eqp-maintenance/info', query: true, as: 'manager' },
  {
    name: 'maintenance paged-query',
    path: '/db/hosp-eqp-maintenance/hosp-eqp-maintenance-paged-query',
    body: (h) => ({ hospCode: h, pagedQueryInfo: { index: 1, pageSize: 10 }, queryType: 'guar', time: month() }),
    as: 'manager',
  },
  { name: 'large-eqp-query', path: '/api/large-eqp-query', body: hosp(), as: 'manager' },
  { name: 'data-analysis dept-count', path: '/api/data-analysis/dept-count', body: hosp(), as: 'manager' },
  { name: 'data-analysis monthly-eng-rep-work', path: '/api/data-analysis/monthly-eng-rep-work', body: hosp(), as: 'manager' },
];
