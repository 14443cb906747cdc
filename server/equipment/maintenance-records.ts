import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { audited } from '../audit/audited-write.js';
import type { HospitalScope } from '../dashboard/dashboard-access.js';
import { badRequest, refused } from '../http/envelope.js';
import { nowDateTime } from '../db/clock.js';
import { EQP_STATE_DESC } from './equipment-codes.js';
import { coverageCondition, type CoverageQuery } from './maintenance-queries.js';
import { touchedRow } from '../db/row-version.js';
import type { MaintenancePage, MaintenanceRecord } from '../../contracts/maintenance.js';

/** The equipment-maintenance list (warranty and contract per equipment) and its edit. */

export interface MaintenanceQuery {
  pagedQueryInfo: { index: number; pageSize: number };
  queryType?: CoverageQuery;
  time?: string;
  acctCheck?: string;
  eqpName?: string;
  deptId?: string;
}

// Escapes LIKE wildcards so a name is matched as plain text.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function maintenancePage(scope: HospitalScope, query: MaintenanceQuery): Promise<MaintenancePage> {
  if (query.queryType && !query.time) throw badRequest('缺少必填参数 time');
  const conditions = [sql`true`];
  if (query.queryType && query.time) conditions.push(coverageCondition(query.queryType, query.time));
  if (query.acctCheck) conditions.push(sql`e.acct_check = ${query.acctCheck}`);
  if (query.eqpName) conditions.push(sql`e.eqp_name like ${likePattern(query.eqpName)}`);
  if (query.deptId) conditions.push(sql`e.dept_id = ${query.deptId}`);
  const where = sql.join(conditions, sql` and `);
  const { index, pageSize } = query.pagedQueryInfo;
  const { tables: t } = scope;
  const [list, count] = await Promise.all([
    sql<Omit<MaintenanceRecord, 'stateDesc'>>`
      select e.id, e.eqp_name as "eqpName", e.eqp_brand as "eqpBrand", e.eqp_model as "eqpModel",
        e.fact_serial_no as "factSerialNo", e.hosp_eqp_id as "hospEqpId", e.dept_id as "deptId", d.dept_name as "deptName",
        e.state, e.price::float8 as price, e.guar_start_date as "guarStartDate", e.guar_end_date as "guarEndDate",
        e.insured_company as "insuredCompany", e.insured_start_date as "insuredStartDate", e.insured_end_date as "insuredEndDate",
        e.insured_fee::float8 as "insuredFee", e.acct_check as "acctCheck"
      from ${t.eqp} e left join ${t.dept} d on d.id = e.dept_id
      where ${where}
      order by e.hosp_eqp_id
      limit ${pageSize} offset ${(index - 1) * pageSize}`.execute(scope.db),
    sql<{ total: number }>`select count(*) as total from ${t.eqp} e where ${where}`.execute(scope.db),
  ]);
  return {
    list: list.rows.map((row) => ({ ...row, stateDesc: EQP_STATE_DESC[row.state] ?? row.state })),
    total: count.rows[0]!.total,
  };
}

export interface MaintenanceChange {
  id: string;
  guarStartDate?: string | null;
  guarEndDate?: string | null;
  insuredCompany?: string | null;
  insuredStartDate?: string | null;
  insuredEndDate?: string | null;
  insuredFee?: number | null;
  acctCheck?: string;
}

const COLUMNS: [keyof MaintenanceChange, string][] = [
  ['guarStartDate', 'guar_start_date'],
  ['guarEndDate', 'guar_end_date'],
  ['insuredCompany', 'insured_company'],
  ['insuredStartDate', 'insured_start_date'],
  ['insuredEndDate', 'insured_end_date'],
  ['insuredFee', 'insured_fee'],
  ['acctCheck', 'acct_check'],
];

/** Changes only the fields sent; the resulting periods must not end before they start. */
export async function modifyMaintenance(scope: HospitalScope, change: MaintenanceChange, request: FastifyRequest): Promise<void> {
  await scope.db.transaction().execute(async (trx) => {
    const hosp = trx.withSchema(scope.schema);
    const current = await hosp
      .selectFrom('eqp')
      .select(['guar_start_date', 'guar_end_date', 'insured_start_date', 'insured_end_date'])
      .where('id', '=', change.id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw refused('设备不存在');
    const pick = (key: keyof MaintenanceChange, existing: string | null) => (key in change ? (change[key] as string | null) : existing);
    const guarStart = pick('guarStartDate', current.guar_start_date);
    const guarEnd = pick('guarEndDate', current.guar_end_date);
    const insuredStart = pick('insuredStartDate', current.insured_start_date);
    const insuredEnd = pick('insuredEndDate', current.insured_end_date);
    if ((guarStart && guarEnd && guarEnd < guarStart) || (insuredStart && insuredEnd && insuredEnd < insuredStart)) {
      throw badRequest('结束日期不能早于开始日期');
    }
    const values: Record<string, unknown> = touchedRow(nowDateTime());
    for (const [key, column] of COLUMNS) if (key in change) values[column] = change[key];
    const target = {
      entity: 'hosp-eqp',
      operation: 'modifyMaintenance',
      hospCode: scope.hospCode,
      schema: scope.schema,
      keys: [change.id],
    };
    await audited(trx, request, target, () => hosp.updateTable('eqp').set(values).where('id', '=', change.id).execute());
  });
}
