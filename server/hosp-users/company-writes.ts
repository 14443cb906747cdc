import Papa from 'papaparse';
import type { Kysely } from 'kysely';
import dayjs from 'dayjs';
import { badInput, notFound, refusedBy } from '../../engine/server/entity-context.js';
import type { OperationCall, OperationResult } from '../../engine/server/entity-extensions.js';
import { SUCCESS } from '../../engine/server/entity-routes.js';
import { checkKnownKeys, requireId } from '../../engine/server/request-checks.js';
import { isObjectId } from '../../engine/server/object-id.js';
import { authOf } from '../auth/session-context.js';
import { hospitalsWithTables, hospSchema, isValidHospCode } from '../db/migrate.js';
import { assertPermissionInAll, COMPANY_USER_PERMISSION } from './hosp-user-access.js';
import { bindingTarget, WRITE_MESSAGES } from './hosp-user-writes.js';
import { audited } from '../audit/audited-write.js';
import { companyFilterOf, companyRows } from './company-users.js';
import type { CompanyUserExportFile } from '../../contracts/hosp-users.js';

export const COMPANY_WRITE_MESSAGES = {
  acctRequired: '请选中至少一条账户数据',
  hospitalsRequired: '请选择医院',
  notBound: (name: string) => `该账户不是 ${name} 的用户`,
  noRole: '角色不存在',
  noSameRole: (roleName: string, hospName: string) => `${hospName} 没有名为 ${roleName} 的角色`,
  tooMany: (max: number) => `导出数据超过${max}条，请缩小范围`,
  empty: '导出数据为空',
} as const;
const EXPORT_LIMIT = 50_000;

/** The role's name, found in the listed hospitals first, then in any hospital (its options came from one). */
async function roleName(db: Kysely<any>, roleId: string, first: string[]): Promise<string> {
  const others = await hospitalsWithTables(db);
  for (const hospCode of [...first, ...others.filter((code) => !first.includes(code))]) {
    const role = await db
      .withSchema(hospSchema(hospCode))
      .selectFrom('role')
      .select('role_name')
      .where('id', '=', roleId)
      .executeTakeFirst();
    if (role) return role.role_name as string;
  }
  throw badInput(COMPANY_WRITE_MESSAGES.noRole);
}

function roleNameOf(value: unknown): string {
  if (typeof value !== 'string' || value.length > 100) throw badInput(COMPANY_WRITE_MESSAGES.noRole);
  return value;
}

/**
 * POST /db/hosp-user-info/bath-upd-company-user-info {acctId, hospCodeList, state, roleId}: one
 * account's user state and role in the listed hospitals (the console calls it once per selected
 * account). Role ids are per hospital, so the role is matched by name in each hospital. The
 * caller must hold the batch permission in every listed hospital; one transaction.
 */
export async function batchUpdateCompanyUser(call: OperationCall): Promise<OperationResult> {
  const input = checkKnownKeys(call.input, ['acctId', 'hospCodeList', 'state', 'roleId'], ['acctName', 'cellPhone']);
  if (input.acctId === undefined || input.acctId === null || input.acctId === '') throw badInput(COMPANY_WRITE_MESSAGES.acctRequired);
  const acctId = requireId(input.acctId, '平台账户');
  const raw = input.hospCodeList;
  if (!Array.isArray(raw) || raw.length === 0) throw badInput(COMPANY_WRITE_MESSAGES.hospitalsRequired);
  const hospCodes = [...new Set(raw.map((code) => (typeof code === 'number' ? String(code) : code)))];
  if (hospCodes.some((code) => !isValidHospCode(code)) || hospCodes.length > 500) throw badInput('医院编号格式不正确');
  const state = input.state === '' || input.state === null ? undefined : input.state;
  const roleId = input.roleId === '' || input.roleId === null ? undefined : input.roleId;
  if (state === undefined && roleId === undefined) throw badInput(WRITE_MESSAGES.nothingToChange);
  const db = call.host.db;
  if (state !== undefined) {
    const known =
      typeof state === 'string' &&
      (await db.selectFrom('platform.dic').select('id').where('type', '=', 'USER_STATE').where('val', '=', state).executeTakeFirst());
    if (!known) throw badInput('用户状态不在可选范围内');
  }
  await assertPermissionInAll(db, authOf(call.request), COMPANY_USER_PERMISSION.batch, hospCodes as string[]);
  // The console sends the role's name (the same role in every hospital); an id names a role of one hospital.
  const name =
    roleId === undefined ? undefined : isObjectId(roleId) ? await roleName(db, roleId, hospCodes as string[]) : roleNameOf(roleId);
  const hospitals = new Map(
    (
      await db
        .selectFrom('platform.hosp')
        .select(['hosp_code', 'hosp_name'])
        .where('hosp_code', 'in', hospCodes as string[])
        .execute()
    ).map((row) => [row.hosp_code as string, row.hosp_name as string]),
  );
  const now = call.host.now();
  await db.transaction().execute(async (trx) => {
    for (const hospCode of hospCodes as string[]) {
      const hospName = hospitals.get(hospCode) ?? hospCode;
      const binding = await trx
        .selectFrom('platform.hosp_user')
        .select('id')
        .where('acct_id', '=', acctId)
        .where('hosp_code', '=', hospCode)
        .forUpdate()
        .executeTakeFirst();
      if (!binding) throw notFound(COMPANY_WRITE_MESSAGES.notBound(hospName));
      const columns: Record<string, unknown> = { lstupd_date_time: now };
      if (state !== undefined) columns.state = state;
      if (name !== undefined) {
        const role = await trx
          .withSchema(hospSchema(hospCode))
          .selectFrom('role')
          .select('id')
          .where('role_name', '=', name)
          .orderBy('create_date_time')
          .executeTakeFirst();
        if (!role) throw refusedBy(COMPANY_WRITE_MESSAGES.noSameRole(name, hospName));
        columns.hosp_role_id = role.id;
      }
      await audited(trx, call.request, bindingTarget(hospCode, 'batchUpdate', [binding.id]), () =>
        trx.updateTable('platform.hosp_user').set(columns).where('id', '=', binding.id).execute(),
      );
    }
  });
  return { data: { count: hospCodes.length }, message: SUCCESS.modified };
}

/** A cell a spreadsheet would run as a formula (=, +, -, @ first) is written as text. */
export const spreadsheetCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

const EXPORT_COLUMNS: [string, string][] = [
  ['acctName', '姓名'],
  ['cellPhone', '电话号'],
  ['hospCodeDesc', '医院'],
  ['hospDeptIdDesc', '部门'],
  ['hospRoleIdDesc', '角色'],
  ['stateDesc', '用户状态'],
  ['compName', '公司'],
  ['createDateTime', '创建时间'],
  ['lstupdDateTime', '更新时间'],
];

/**
 * POST /db/hosp-user-info/batch-company-acct-export {filters, all optional}: every account row the
 * caller may read (narrowed by the filters sent) as a spreadsheet file (CSV with a BOM, which
 * Excel and WPS open as UTF-8). The answer carries the file as a data URL: the console opens it
 * through a link, and no file is left on the server.
 */
export async function exportCompanyUsers(call: OperationCall): Promise<OperationResult> {
  const { filter } = await companyFilterOf(call, COMPANY_USER_PERMISSION.export, false);
  const { list, total } = await companyRows(call.host.db, filter, { offset: 0, limit: EXPORT_LIMIT });
  if (total > EXPORT_LIMIT) throw refusedBy(COMPANY_WRITE_MESSAGES.tooMany(EXPORT_LIMIT));
  if (total === 0) throw refusedBy(COMPANY_WRITE_MESSAGES.empty);
  const csv = Papa.unparse({
    fields: EXPORT_COLUMNS.map(([, title]) => title),
    data: list.map((row) => EXPORT_COLUMNS.map(([key]) => spreadsheetCell((row as unknown as Record<string, unknown>)[key]))),
  });
  const fileName = `公司用户信息-${dayjs().format('YYYY-MM-DD-HHmm')}-${total}.csv`;
  const url = `data:text/csv;charset=utf-8;base64,${Buffer.from(`\uFEFF${csv}`, 'utf8').toString('base64')}`;
  return { data: { fileName, url, count: total } satisfies CompanyUserExportFile };
}
