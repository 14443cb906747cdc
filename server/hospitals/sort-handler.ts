import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { isObjectId } from '../../engine/server/object-id.js';
import type { Body } from '../../engine/server/request-checks.js';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { notFound } from '../../engine/server/entity-context.js';
import { badRequest } from '../http/envelope.js';
import { MAX_BATCH_HOSPITALS, onlyKeys } from './hospital-inputs.js';
import { audited } from '../audit/audited-write.js';
import { touchedRow } from '../db/row-version.js';

const MAX_SORT_NUM = 99_999;

function sortEntry(raw: unknown, where: string): { id: string; sortNum: number } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest(`${where}应为对象`);
  const entry = onlyKeys(raw as Body, ['id', 'sortNum']);
  if (!isObjectId(entry.id)) throw badRequest(`${where}id必须为24位十六进制字符`);
  const sortNum = entry.sortNum;
  if (typeof sortNum !== 'number' || !Number.isInteger(sortNum) || sortNum < 0 || sortNum > MAX_SORT_NUM) {
    throw badRequest(`${where}排序号必须为0至${MAX_SORT_NUM}的整数`);
  }
  return { id: entry.id, sortNum };
}

/**
 * update-sort-num `{id, sortNum}` or `{list: [{id, sortNum}, ...]}`: the order of hospitals in every
 * hospital chooser (selectors and /api/hospInfos sort by it). All in one transaction; an unknown id
 * changes nothing.
 */
export function sortHandler(db: Db): OperationHandler {
  return async ({ input, request }) => {
    const body = onlyKeys(input, ['id', 'sortNum', 'list']);
    const entries = Array.isArray(body.list)
      ? body.list.map((item, index) => sortEntry(item, `第${index + 1}项`))
      : [sortEntry({ id: body.id, sortNum: body.sortNum }, '')];
    if (entries.length === 0) throw badRequest('请选中至少一家医院');
    if (entries.length > MAX_BATCH_HOSPITALS) throw badRequest(`一次最多处理${MAX_BATCH_HOSPITALS}家医院`);
    await db.transaction().execute((trx) =>
      audited(trx, request, { entity: 'hosp', operation: 'updateSortNum', keys: entries.map((entry) => entry.id) }, async () => {
        const now = nowDateTime();
        for (const { id, sortNum } of entries) {
          const updated = await trx
            .updateTable('platform.hosp')
            .set({ sort_num: sortNum, ...touchedRow(now) })
            .where('id', '=', id)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) throw notFound('记录不存在');
        }
      }),
    );
    return { data: { count: entries.length }, message: '修改成功!' };
  };
}
