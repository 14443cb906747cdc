import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';

/** Who may call the dashboard calls, and how bad input is answered (shared demo server). */

const api = new ApiClient(inject('apiBaseUrl'));
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const name of ['admin', 'engineer', 'manager', 'director']) tokens[name] = await api.login(name, DEMO_PASSWORD);
});

const month = dayjs().format('YYYY-MM');
const sixMonths = [dayjs().subtract(5, 'month').format('YYYY-MM'), month];

/** Every POST call of docs/dashboard-api.md that takes hospCode in the body, with a valid body. */
const BODY_CALLS: [string, object][] = [
  ['/api/dashboard/session-info', {}],
  ['/api/dashboard/company-sum-info', {}],
  ['/api/dashboard/engineer-sum', { mine: true }],
  ['/api/dashboard/item-remind-count', { mine: true }],
  ['/api/finish-work-record', { myMaintain: true }],
  ...[
    'mtc-sum',
    'daily-partrol-sum',
    'partrol-sum',
    'dept-patrol-sum',
    'maintain-sum',
    'quality-sum',
    'metering-sum',
    'major-patrol-sum',
  ].map((path): [string, object] => [`/api/dashboard/${path}`, {}]),
  ['/api/dashboard/month-eqp-increased-sum', { time: month }],
  ['/api/dashboard/eqp-boot-rate', { reqDate: sixMonths }],
  ['/api/eqp-not-done', { mine: true }],
  ['/api/eqp-asset-distribution-pc', {}],
  ['/api/large-eqp-query', {}],
  ['/api/eqp-running-rate', {}],
  ...[
    'eqp-count-price-uery',
    'eqp-tag-count-rate-query',
    'eqp-mtc-and-normal-count-query',
    'eqp-tag-use-rate-query',
    'eqp-mtc-status-count-query',
    'eqp-status-rate-query',
    'work-count-query',
    'mtc-eqp-list-query',
  ].map((path): [string, object] => [`/db/workbench/${path}`, {}]),
  ['/db/workbench/eqp-group-mouth-query', { reqDate: sixMonths }],
  ...[
    'eqp-type-count',
    'eqp-type-price',
    'eqp-price-rank',
    'dept-count',
    'dept-price-sum',
    'monthly-dept-dist',
    'monthly-eng-dist',
    'monthly-eng-rep-work',
    'monthly-eng-rep-job-transfer',
  ].map((path): [string, object] => [`/api/data-analysis/${path}`, {}]),
  ...['insured-info', 'guar-info', 'about-guar-info', 'guard-info', 'hosp-eqp-mtc-guar'].map((path): [string, object] => [
    `/db/hosp-eqp-maintenance/${path}`,
    { time: month, acctCheck: '02' },
  ]),
  ['/db/hosp-eqp-maintenance/hosp-eqp-maintenance-paged-query', { pagedQueryInfo: { index: 1, pageSize: 10 } }],
];
const QUERY_CALLS = ['/api/dashboard/sub-group-sum-info', '/db/hosp-eqp-maintenance/info'];

describe('hospital access', () => {
  it.each(BODY_CALLS)('%s answers the bound engineer and refuses a hospital they are not bound to', async (path, body) => {
    expect((await api.post(path, { hospCode: '10001', ...body }, { token: tokens.engineer })).body.code).toBe('0');
    expect((await api.post(path, { hospCode: '10003', ...body }, { token: tokens.engineer })).body).toEqual({
      code: '403',
      msg: '您没有该医院的访问权限',
      data: null,
    });
  });

  it.each(QUERY_CALLS)('%s (hospCode in the query) does the same', async (path) => {
    expect((await api.post(`${path}?hospCode=10001`, undefined, { token: tokens.engineer })).body.code).toBe('0');
    expect((await api.post(`${path}?hospCode=10003`, undefined, { token: tokens.engineer })).body).toEqual({
      code: '403',
      msg: '您没有该医院的访问权限',
      data: null,
    });
  });

  it('refuses the contract template of an unbound hospital', async () => {
    expect((await api.get('/db/hosp-eqp-maintenance/eqp-contract-template?hospCode=10003', { token: tokens.engineer })).body.code).toBe(
      '403',
    );
  });

  it.each(BODY_CALLS.slice(0, 5))('%s needs a session (098)', async (path, body) => {
    expect((await api.post(path, { hospCode: '10001', ...body })).body.code).toBe('098');
  });

  it('names an unknown hospital to the super admin only: a hospital user gets the 403 of any other hospital', async () => {
    expect((await api.post('/db/workbench/eqp-count-price-uery', { hospCode: '99999' }, { token: tokens.admin })).body).toEqual({
      code: '002',
      msg: '医院不存在: 99999',
      data: null,
    });
    expect((await api.post('/db/workbench/eqp-count-price-uery', { hospCode: '99999' }, { token: tokens.engineer })).body).toEqual({
      code: '403',
      msg: '您没有该医院的访问权限',
      data: null,
    });
  });

  it('refuses a hospital whose tables do not exist yet, like the entity calls do', async () => {
    const hospCode = `D${Date.now().toString(36).slice(-5).toUpperCase()}`;
    expect((await api.post('/db/hosp/add', { hospCode, hospName: `看板未建表医院${hospCode}` }, { token: tokens.admin })).body.code).toBe(
      '0',
    );
    expect((await api.post('/db/workbench/eqp-count-price-uery', { hospCode }, { token: tokens.admin })).body).toEqual({
      code: '002',
      msg: '该医院尚未创建数据表',
      data: null,
    });
    expect((await api.post('/db/hosp-dept/query', { hospCode }, { token: tokens.admin })).body).toEqual({
      code: '002',
      msg: '该医院尚未创建数据表',
      data: null,
    });
  });

  it('lets the super admin read any hospital, with the hospital-wide dashboard', async () => {
    for (const hospCode of ['10001', '10002', '10003']) {
      const response = await api.post<{ acctRoleType: string }>('/api/dashboard/session-info', { hospCode }, { token: tokens.admin });
      expect(response.body.data.acctRoleType).toBe('02');
      expect((await api.post('/db/workbench/eqp-count-price-uery', { hospCode }, { token: tokens.admin })).body.code).toBe('0');
    }
  });

  it('has-hosp-purview answers false, not 403, for an unbound or unknown hospital', async () => {
    expect((await api.post('/db/workbench/has-hosp-purview', { hospCode: '10003' }, { token: tokens.engineer })).body).toEqual({
      code: '0',
      msg: '成功',
      data: false,
    });
    expect((await api.post('/db/workbench/has-hosp-purview', { hospCode: '99999' }, { token: tokens.engineer })).body.data).toBe(false);
    expect((await api.post('/db/workbench/has-hosp-purview', { hospCode: '10002' }, { token: tokens.engineer })).body.data).toBe(true);
  });
});

describe('bad input', () => {
  const call = (path: string, body: unknown) => api.post(path, body, { token: tokens.manager }).then((response) => response.body);
  const refusal = (msg: string) => ({ code: '001', msg, data: null });

  it.each([
    ['/api/dashboard/engineer-sum', {}, '缺少必填参数 hospCode'],
    ['/api/dashboard/engineer-sum', { hospCode: 10001 }, '参数 hospCode 类型错误，应为字符串'],
    ['/api/dashboard/engineer-sum', { hospCode: '10001', mine: 'yes' }, '参数 mine 类型错误，应为布尔值'],
    ['/api/dashboard/engineer-sum', { hospCode: '10 01' }, '参数 hospCode 格式不正确'],
    ['/db/workbench/eqp-group-mouth-query', { hospCode: '10001' }, '缺少必填参数 reqDate'],
    ['/db/workbench/eqp-group-mouth-query', { hospCode: '10001', reqDate: ['2026-01'] }, '参数 reqDate 至少 2 项'],
    ['/db/workbench/eqp-group-mouth-query', { hospCode: '10001', reqDate: ['2026/01', '2026/03'] }, '参数 reqDate.0 格式不正确'],
    ['/db/workbench/eqp-group-mouth-query', { hospCode: '10001', reqDate: ['2026-05', '2026-02'] }, '开始月份不能晚于结束月份'],
    ['/api/dashboard/eqp-boot-rate', { hospCode: '10001', reqDate: ['2026-02-30', '2026-03'] }, '参数 reqDate.0 不是有效的月份或日期'],
    ['/db/hosp-eqp-maintenance/guar-info', { hospCode: '10001' }, '缺少必填参数 time'],
    ['/db/hosp-eqp-maintenance/guar-info', { hospCode: '10001', time: '2026-13' }, '参数 time 格式不正确'],
    ['/db/hosp-eqp-maintenance/guar-info', { hospCode: '10001', time: month, acctCheck: '03' }, '参数 acctCheck 的取值不在允许范围内'],
    ['/db/workbench/mtc-eqp-list-query', { hospCode: '10001', limit: 0 }, '参数 limit 不能小于 1'],
    ['/api/large-eqp-query', { hospCode: '10001', pagedQueryInfo: { index: 0, pageSize: 10 } }, '参数 pagedQueryInfo.index 不能小于 1'],
  ])('%s %j: %s', async (path, body, msg) => {
    expect(await call(path, body)).toEqual(refusal(msg));
  });

  it('refuses a task type the team summary does not know', async () => {
    const response = await api.post('/api/dashboard/sub-group-sum-info?hospCode=10001&taskType=cleaning', undefined, {
      token: tokens.manager,
    });
    expect(response.body).toEqual(refusal('(querystring) 参数 taskType 的取值不在允许范围内'));
  });

  it('limits the monthly boot rate to six months: six pass, seven and more are refused', async () => {
    expect((await call('/db/workbench/eqp-group-mouth-query', { hospCode: '10001', reqDate: sixMonths })).code).toBe('0');
    for (const reqDate of [
      [dayjs().subtract(6, 'month').format('YYYY-MM'), month],
      ['2025-01-15', '2025-07-01'],
      ['2024-01', '2026-01'],
    ]) {
      expect(await call('/db/workbench/eqp-group-mouth-query', { hospCode: '10001', reqDate })).toEqual(
        refusal('设备开机率最多选择六个月内的区间'),
      );
    }
  });
});
