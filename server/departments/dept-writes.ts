import { randomBytes } from 'node:crypto';
import { badInput, notFound } from '../../engine/server/entity-context.js';
import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { findRow } from '../../engine/server/read-ops.js';
import { checkKnownKeys, requireId } from '../../engine/server/request-checks.js';
import { audited } from '../audit/audited-write.js';
import { touchedRow } from '../db/row-version.js';

export const DEPT_MESSAGES = {
  stateRequired: '请选择部门状态（disabled）',
  stateType: '部门状态disabled必须为true或false',
  modified: '修改成功!',
  qrcodeRefreshed: '二维码已更新，旧二维码已失效',
} as const;

/**
 * The text a department's QR code carries: the hospital, the department and its current token.
 * A scanner resolves it with get-dept; refreshing the token makes printed old codes useless.
 */
export function qrcodeContent(hospCode: string, deptId: string, qrCode: string): string {
  return JSON.stringify({ type: 'hosp-dept', hospCode, deptId, qrCode });
}

/** Sets columns of one department inside a transaction, logged like the engine's own writes. */
async function writeDept(
  call: Parameters<OperationHandler>[0],
  id: string,
  operation: string,
  columns: Record<string, unknown>,
): Promise<void> {
  const { host, schema, request, hospCode } = call;
  await host.db.transaction().execute(async (trx) => {
    await audited(trx, request, { entity: call.entity.name, operation, hospCode, keys: [id] }, async () => {
      const updated = await trx
        .withSchema(schema)
        .updateTable('dept')
        .set({ ...columns, ...touchedRow(host.now()) })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw notFound('部门不存在');
    });
  });
}

/**
 * POST /db/hosp-dept/deptStatus {id, hospCode, disabled} (seed 001 section 7): enables or disables
 * one department. A disabled department and everything under it drop out of undelete-treeQuery
 * (the department pickers) and stay in treeQuery (the management tree).
 */
export const deptStatus: OperationHandler = async (call) => {
  const input = checkKnownKeys(call.input, ['id', 'hospCode', 'disabled']);
  const id = requireId(input.id, '部门ID');
  if (input.disabled === undefined || input.disabled === null || input.disabled === '') throw badInput(DEPT_MESSAGES.stateRequired);
  if (typeof input.disabled !== 'boolean') throw badInput(DEPT_MESSAGES.stateType);
  await writeDept(call, id, 'deptStatus', { disabled: input.disabled });
  return { data: { id, disabled: input.disabled }, message: DEPT_MESSAGES.modified };
};

/** POST /db/hosp-dept/qrcode-refresh {id, hospCode}: a new random QR token for the department; answers the QR text. */
export const qrcodeRefresh: OperationHandler = async (call) => {
  const input = checkKnownKeys(call.input, ['id', 'hospCode']);
  const id = requireId(input.id, '部门ID');
  const qrCode = randomBytes(16).toString('base64url');
  await writeDept(call, id, 'qrcode-refresh', { qr_code: qrCode });
  const row = await findRow(call.host.db, call.entity, call.schema, id, call.hospCode);
  return {
    data: { id, deptName: row.deptName, qrCode, qrcodeContent: qrcodeContent(call.hospCode!, id, qrCode) },
    message: DEPT_MESSAGES.qrcodeRefreshed,
  };
};
