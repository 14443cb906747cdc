import { badInput, EntityError } from '../../engine/server/entity-context.js';
import type { OperationCall, OperationHandler } from '../../engine/server/entity-extensions.js';
import { ROOT_PARENT_ID } from '../../engine/server/object-id.js';
import { findRow } from '../../engine/server/read-ops.js';
import { checkKnownKeys, requireId } from '../../engine/server/request-checks.js';
import { loadTree } from '../../engine/server/tree-ops.js';
import { assertHospitalAccess } from '../auth/hospital-access.js';
import { ApiError, ErrorCode } from '../http/envelope.js';
import { authOf } from '../auth/session-context.js';
import type { Db } from '../db/database.js';
import { hospSchema, isValidHospCode } from '../db/migrate.js';

const MAX_HOSPITALS = 50;

export const DEPT_READ_MESSAGES = {
  hospitalsType: 'hospCodeList必须为医院编号列表',
  tooMany: `一次最多查询${MAX_HOSPITALS}家医院`,
  notBound: (hospCode: string) => `您没有医院 ${hospCode} 的访问权限`,
} as const;

/**
 * POST /db/hosp-dept/get-dept {id, hospCode}: one department with its parents, root first
 * (`parentPath`), and the names joined (`fullName`, 内科/心内科/心内一病区): what a scanned QR code
 * or a picker shows.
 */
export const getDept: OperationHandler = async ({ host, entity, schema, hospCode, input }) => {
  const body = checkKnownKeys(input, ['id', 'hospCode']);
  const id = requireId(body.id, '部门ID');
  const row = await findRow(host.db, entity, schema, id, hospCode);
  // Every department of the hospital (a few hundred at most): the path is walked in memory.
  const all = await host.db.withSchema(schema).selectFrom('dept').select(['id', 'dept_name', 'parent_id']).execute();
  const byId = new Map(all.map((dept) => [dept.id as string, dept]));
  const parentPath: { id: string; deptName: string }[] = [];
  const seen = new Set([id]);
  for (let parentId = row.parentId as string; parentId && parentId !== ROOT_PARENT_ID && !seen.has(parentId); ) {
    const parent = byId.get(parentId);
    if (!parent) break;
    seen.add(parentId);
    parentPath.unshift({ id: parent.id as string, deptName: parent.dept_name as string });
    parentId = parent.parent_id as string;
  }
  const fullName = [...parentPath.map((dept) => dept.deptName), row.deptName].join('/');
  return { data: { ...row, parentPath, fullName } };
};

function hospitalsOf(call: OperationCall, body: Record<string, unknown>): string[] {
  const raw = body.hospCodeList;
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) return [call.hospCode!];
  if (!Array.isArray(raw) || raw.some((code) => !isValidHospCode(code))) throw badInput(DEPT_READ_MESSAGES.hospitalsType);
  if (raw.length > MAX_HOSPITALS) throw badInput(DEPT_READ_MESSAGES.tooMany);
  return [...new Set(raw as string[])];
}

/**
 * POST /db/hosp-dept/hosp-list-dept {hospCode, hospCodeList}: the departments of several hospitals
 * at once, for a user bound to each (super admins: any), as one entry per hospital with its
 * undisabled department tree. hospCode is the page's hospital (checked by the host);
 * hospCodeList defaults to it. A hospital whose tables are not created yet has no departments.
 */
export const hospListDept: OperationHandler = async (call) => {
  const body = checkKnownKeys(call.input, ['hospCode', 'hospCodeList']);
  const codes = hospitalsOf(call, body);
  const auth = authOf(call.request);
  const db = call.host.db;
  const hospitals = await db
    .selectFrom('platform.hosp')
    .select(['hosp_code', 'hosp_name', 'tables_created'])
    .where('hosp_code', 'in', codes)
    .execute();
  const known = new Map(hospitals.map((hosp) => [hosp.hosp_code as string, hosp]));
  const result = [];
  for (const code of codes) {
    // The one access path (only a super admin learns that a code names no hospital); a refusal names the code.
    await assertHospitalAccess(db as Db, auth, code).catch((error: unknown) => {
      throw error instanceof ApiError && error.code === ErrorCode.forbidden
        ? new EntityError('forbidden', DEPT_READ_MESSAGES.notBound(code))
        : error;
    });
    const hosp = known.get(code)!;
    const children = hosp.tables_created ? await loadTree(db, call.entity, hospSchema(code), code, true) : [];
    result.push({ hospCode: code, hospName: hosp.hosp_name, children });
  }
  return { data: result };
};
