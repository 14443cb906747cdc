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

const PREFIX = '/db/hosp-eqp-maintenance';
/** A day that exists (format date, server/http/request-formats.ts): 2026-02-31 reached PostgreSQL and failed the call. */
const dateOrNull = { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' } as const;

/** Equipment maintenance calls (seed 002 section 7; docs/dashboard-api.md). */
export function registerMaintenanceRoutes(app: FastifyInstance, db: Db): void {
  const summaryPermissions = [...Permission.dashboard, ...Permission.maintenanceList];

  const summaries: [string, CoverageQuery][] = [
    ['insured-info', 'insured'],
    ['guar-info', 'guar'],
    ['about-guar-info', 'aboutGuar'],
    ['guard-info', 'guard'],
  ];
  for (const [path, queryType] of summaries) {
    postHospital<MonthBody>(app, db, `${PREFIX}/${path}`, {
      permissions: summaryPermissions,
      properties: { time: monthField, acctCheck: acctCheckField },
      required: ['time'],
      handle: (scope, body) => coverageSum(scope, queryType, body.time, body.acctCheck),
    });
  }

  postHospitalByQuery<HospitalBody>(app, db, `${PREFIX}/info`, {
    permissions: summaryPermissions,
    handle: (scope) => maintenanceOverview(scope, periodsAt().today),
  });

  postHospital<MonthBody>(app, db, `${PREFIX}/hosp-eqp-mtc-guar`, {
    permissions: summaryPermissions,
    properties: { time: monthField },
    required: ['time'],
    handle: (scope, body) => repairsByCoverage(scope, body.time),
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
    { schema: { querystring: hospitalBody() } },
    async (request, reply) => {
      await hospitalScope(db, request, request.query.hospCode, summaryPermissions);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(CONTRACT_TEMPLATE_FILE_NAME)}`)
        .send(contractTemplateCsv());
    },
  );
}
