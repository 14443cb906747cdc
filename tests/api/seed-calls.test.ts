import { beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * Every call the three seed documents list in their section 7 (and the upload and selector calls
 * they repeat), with its method, is a route of our server: present in the server's own description
 * (GET /api/openapi.json, built from the routes as registered). A call is written as the seeds
 * write it; `{name}` is a path parameter.
 */

const SEED_000 = [
  'POST /api/login',
  'POST /api/adminLogin',
  'GET /api/logOut',
  'GET /api/hosp-list',
  'GET /api/acct-type',
  'POST /api/acct-info',
  'POST /api/auth',
  'GET /api/getUserInfo',
  'POST /api/img-verify',
  'POST /api/msg-verify',
  'POST /api/authenticate',
  'POST /api/forgotpass-reset',
  'GET /api/wx/query-wx-authorize-info',
  'GET /api/wx/wx-authorize-login/{code}',
  'GET /api/system/cfg',
  'POST /api/system/sql-format',
  'POST /api/admin/wx-msg-send',
  'GET /api/selector/{type}/{resource}',
  'POST /api/selector/batch',
  'POST /api/ossUpload',
  ...[
    'month-eqp-increased-sum',
    'mtc-sum',
    'daily-partrol-sum',
    'partrol-sum',
    'dept-patrol-sum',
    'maintain-sum',
    'quality-sum',
    'metering-sum',
    'major-patrol-sum',
    'engineer-sum',
    'company-sum-info',
    'item-remind-count',
    'eqp-boot-rate',
    'sub-group-sum-info',
  ].map((name) => `POST /api/dashboard/${name}`),
  ...['eqp-not-done', 'finish-work-record', 'eqp-asset-distribution-pc', 'large-eqp-query', 'eqp-running-rate'].map(
    (name) => `POST /api/${name}`,
  ),
  'POST /db/laws/query-relation-menu-laws',
];

const SEED_001 = [
  ...['add', 'delete', 'update', 'query', 'batchUpdate', 'resetPass', 'base-update'].map((name) => `POST /db/acct/${name}`),
  'GET /db/acct/detail',
  'GET /db/acct/id/{id}',
  'POST /acct-center/api/web/upd-acct-pwd',
  ...[
    'add',
    'delete',
    'update',
    'updateNature',
    'query',
    'queryEngineer',
    'batchUpdate',
    'detail',
    'addCheck',
    'batch-hosp-user-add-or-update',
    'user-job-un-finish-query',
    'user-job-un-finish-transfer',
  ].map((name) => `POST /db/hosp-user-info/${name}`),
  'GET /db/hosp-user-info/acct-bind-hosp-id-on-manage/{id}',
  ...[
    'add',
    'delete',
    'update',
    'query',
    'queryHosp',
    'batchUpdate',
    'copy-hosp-table',
    'hosp-table-datainit',
    'remove-init-tabledata',
    'batch-init-hosp-data',
    'init-by-param',
    'queryCompanyHospList',
    'queryProvinceCompanyHospList',
    'queryKunYaCompanyHospList',
    'update-sort-num',
  ].map((name) => `POST /db/hosp/${name}`),
  'GET /db/hosp/querySubGroupHospList',
  'GET /db/hosp/queryMapSubGroupHospList',
  'GET /acct-center/api/web/manager-auth-check',
  'POST /acct-center/api/web/query-sub-group-name',
  'POST /acct-center/api/web/query-sub-group-list',
  ...['add', 'delete', 'update', 'batchUpdate'].map((name) => `POST /db/hosp-menu/${name}`),
  'GET /db/hosp-menu/treeQuery',
  ...['add', 'delete', 'update', 'query', 'batchUpdate', 'detail', 'bindMenu', 'bindPermisson'].map((name) => `POST /db/hosp-role/${name}`),
  ...['add', 'delete', 'update', 'batchUpdate', 'detail'].map((name) => `POST /db/hosp-permission/${name}`),
  'GET /db/hosp-permission/treeQuery',
  ...['add', 'delete', 'update', 'batchUpdate', 'detail', 'query', 'deptStatus', 'get-dept', 'qrcode-refresh', 'hosp-list-dept'].map(
    (name) => `POST /db/hosp-dept/${name}`,
  ),
  'GET /db/hosp-dept/treeQuery',
  'GET /db/hosp-dept/undelete-treeQuery',
  ...['add', 'delete', 'update', 'query', 'batchUpdate', 'detail'].map((name) => `POST /db/dic/${name}`),
  ...['add', 'delete', 'update', 'query', 'batchUpdate', 'hosp-cfg-add'].map((name) => `POST /db/param/${name}`),
];

const SEED_002 = [
  ...['add', 'delete', 'update', 'query', 'admin-query', 'batchUpdate', 'detail'].map((name) => `POST /db/laws/${name}`),
  ...['add', 'delete', 'update', 'query', 'admin-query', 'batchUpdate', 'detail'].map((name) => `POST /db/adverse-event/${name}`),
  ...['add', 'delete', 'update', 'query', 'batchUpdate', 'detail'].map((name) => `POST /db/registration-info/${name}`),
  ...['add', 'delete', 'query', 'update', 'batchUpdate', 'detail'].map((name) => `POST /db/hosp-wx-interface/${name}`),
  ...['add', 'delete', 'query', 'update', 'batchUpdate', 'detail'].map((name) => `POST /db/quartz-log/${name}`),
  'POST /api/quartz-job/query',
  'POST /api/quartz-job/jobs',
  'PUT /api/quartz-job/jobs',
  'DELETE /api/quartz-job/jobs/{id}',
  'POST /api/quartz-job/batchUpdate',
  'POST /api/quartz-job/detail',
  ...['company-acct-query', 'bath-upd-company-user-info', 'batch-company-acct-export'].map((name) => `POST /db/hosp-user-info/${name}`),
  ...[
    'delete',
    'update',
    'query',
    'batchUpdate',
    'detail',
    'finish',
    'excel-download',
    'inventory-check-record-paged-query',
    'selected-dept-query',
  ].map((name) => `POST /db/hosp-inventory-check-plan/${name}`),
  ...[
    'info',
    'insured-info',
    'guar-info',
    'about-guar-info',
    'guard-info',
    'hosp-eqp-mtc-guar',
    'hosp-eqp-maintenance-paged-query',
    'hosp-eqp-maintenance-modify',
  ].map((name) => `POST /db/hosp-eqp-maintenance/${name}`),
  'GET /db/hosp-eqp-maintenance/eqp-contract-template',
  ...[
    'eqp-type-count',
    'monthly-eng-rep-job-transfer',
    'eqp-type-price',
    'eqp-price-rank',
    'dept-count',
    'dept-price-sum',
    'monthly-dept-dist',
    'monthly-eng-dist',
    'monthly-eng-rep-work',
  ].map((name) => `POST /api/data-analysis/${name}`),
  ...[
    'eqp-tag-use-rate-query',
    'eqp-mtc-status-count-query',
    'eqp-status-rate-query',
    'work-count-query',
    'eqp-tag-count-rate-query',
    'eqp-mtc-and-normal-count-query',
    'has-hosp-purview',
    'eqp-group-mouth-query',
    'mtc-eqp-list-query',
    'eqp-count-price-uery',
  ].map((name) => `POST /db/workbench/${name}`),
];

let served = new Set<string>();
beforeAll(async () => {
  const document = (await (await fetch(`${inject('apiBaseUrl')}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  served = new Set(
    Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)),
  );
});

describe.each([
  ['seed 000 (foundations)', SEED_000],
  ['seed 001 (platform administration)', SEED_001],
  ['seed 002 (reference data and operations)', SEED_002],
])('every call of %s', (_name, calls) => {
  it(`is served (${calls.length} calls)`, () => {
    // Path parameters may carry other names on our side ({id} where the seed writes {code}).
    const normalise = (call: string) => call.replace(/\{\w+\}/g, '{}');
    const ours = new Set([...served].map(normalise));
    expect(calls.filter((call) => !ours.has(normalise(call)))).toEqual([]);
  });
});
