import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { noQuery } from '../http/route-schemas.js';
import { hospitalScope, Permission } from '../dashboard/dashboard-access.js';
import { postHospital, postHospitalByQuery } from '../dashboard/hospital-route.js';
import { periodsAt } from '../dashboard/periods.js';
import { acctCheckField, hospitalBody, monthField, pagedQueryInfoField } from '../dashboard/request-schemas.js';
import type { HospitalBody, MonthBody } from '../dashboard/request-schemas.js';
import { coverageSum, maintenanceOverview, repairsByCoverage, type CoverageQuery } from './maintenance-queries.js';
import { maintenancePage, modifyMaintenance, type MaintenanceChange, type MaintenanceQuery } from './maintenance-records.js';
import { CONTRACT_TEMPLATE_FILE_NAME, contractTemplateCsv } from './contract-template.js';
import { DocTag } from '../http/doc-tags.js';
import { EXAMPLE_OBJECT_ID } from '../../engine/server/openapi-examples.js';

const PREFIX = '/db/hosp-eqp-maintenance';
/** A day that exists (format date, server/http/request-formats.ts): 2026-02-31 reached PostgreSQL and failed the call. */
const dateOrNull = { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' } as const;

/** Equipment maintenance calls (seed 002 section 7; docs/dashboard-api.md). */
export function registerMaintenanceRoutes(app: FastifyInstance, db: Db): void {
  const summaryPermissions = [...Permission.dashboard, ...Permission.maintenanceList];

  const summaries: [string, CoverageQuery, string][] = [
    ['insured-info', 'insured', '本月在保数量'],
    ['guar-info', 'guar', '本月出保数量'],
    ['about-guar-info', 'aboutGuar', '未来三个月将出保数量'],
    ['guard-info', 'guard', '维保合同数量'],
  ];
  for (const [path, queryType, summary] of summaries) {
    postHospital<MonthBody>(app, db, `${PREFIX}/${path}`, {
      permissions: summaryPermissions,
      properties: { time: monthField, acctCheck: acctCheckField },
      required: ['time'],
      handle: (scope, body) => coverageSum(scope, queryType, body.time, body.acctCheck),
      doc: { tag: DocTag.guarantee, summary, body: { hospCode: '10001', time: '2026-11', acctCheck: '02' }, response: { sum: 4 } },
    });
  }

  postHospitalByQuery<HospitalBody>(app, db, `${PREFIX}/info`, {
    permissions: summaryPermissions,
    handle: (scope) => maintenanceOverview(scope, periodsAt().today),
    doc: { tag: DocTag.guarantee, summary: '维保概况（查询参数 hospCode）', query: { hospCode: '10001' } },
  });

  postHospital<MonthBody>(app, db, `${PREFIX}/hosp-eqp-mtc-guar`, {
    permissions: summaryPermissions,
    properties: { time: monthField },
    required: ['time'],
    handle: (scope, body) => repairsByCoverage(scope, body.time),
    doc: { tag: DocTag.guarantee, summary: '维修与保修汇总', body: { hospCode: '10001', time: '2026-11' } },
  });

  postHospital<HospitalBody & MaintenanceQuery>(app, db, `${PREFIX}/hosp-eqp-maintenance-paged-query`, {
    permissions: Permission.maintenanceList,
    properties: {
      pagedQueryInfo: pagedQueryInfoField,
      queryType: { type: 'string', enum: ['insured', 'guar', 'aboutGuar', 'guard'] },
      time: monthField,
      acctCheck: acctCheckField,
      eqpName: { type: 'string', maxLength: 100 },
      deptId: { type: 'string', maxLength: 24 },
    },
    required: ['pagedQueryInfo'],
    handle: (scope, body) => maintenancePage(scope, body),
    doc: {
      tag: DocTag.guarantee,
      summary: '在保 / 出保 / 将出保设备（分页）',
      body: { hospCode: '10001', pagedQueryInfo: { index: 1, pageSize: 10 }, queryType: 'insured', time: '2026-11', acctCheck: '02' },
    },
  });

  app.post<{ Body: HospitalBody & MaintenanceChange }>(
    `${PREFIX}/hosp-eqp-maintenance-modify`,
    {
      schema: {
        body: hospitalBody(
          {
            id: { type: 'string', pattern: '^[0-9a-f]{24}$' },
            guarStartDate: dateOrNull,
            guarEndDate: dateOrNull,
            insuredCompany: { type: ['string', 'null'], maxLength: 200 },
            insuredStartDate: dateOrNull,
            insuredEndDate: dateOrNull,
            insuredFee: { type: ['number', 'null'], minimum: 0, maximum: 9_999_999_999 },
            acctCheck: acctCheckField,
          },
          ['id'],
        ),
        querystring: noQuery,
      },
      config: {
        doc: {
          tag: DocTag.guarantee,
          summary: '修改保修与保险信息',
          body: { hospCode: '10001', id: EXAMPLE_OBJECT_ID, guarStartDate: '2025-01-01', guarEndDate: '2027-12-31' },
        },
      },
    },
    async (request) => {
      const scope = await hospitalScope(db, request, request.body.hospCode, Permission.maintenanceModify);
      const { hospCode: _hospCode, ...change } = request.body;
      await modifyMaintenance(scope, change, request);
      return ok(null, '修改成功!');
    },
  );

  app.get<{ Querystring: HospitalBody }>(
    `${PREFIX}/eqp-contract-template`,
    {
      schema: { querystring: hospitalBody() },
      config: { doc: { tag: DocTag.guarantee, summary: '下载维保合同导入模板', query: { hospCode: '10001' } } },
    },
    async (request, reply) => {
      await hospitalScope(db, request, request.query.hospCode, summaryPermissions);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(CONTRACT_TEMPLATE_FILE_NAME)}`)
        .send(contractTemplateCsv());
    },
  );
}
