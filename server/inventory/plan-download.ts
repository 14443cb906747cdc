import { sql } from 'kysely';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { selectRows, toWireRow } from '../../engine/server/read-ops.js';
import { requireId } from '../../engine/server/request-checks.js';
import { readPlan } from './plan-handlers.js';
import { buildPlanWorkbook, recordColumns, workbookFileName, XLSX_CONTENT_TYPE } from './plan-workbook.js';

/** A plan's spreadsheet holds every record; this bounds the memory one download may take. */
export const MAX_DOWNLOAD_ROWS = 50_000;

/**
 * POST excel-download (query parameters hospCode, id): the plan's records as a real .xlsx
 * (exceljs), Chinese headings, dictionary and department names rather than codes; authorised by
 * the host like every endpoint (hospital binding and eqp:inventory).
 */
export const downloadPlanWorkbook =
  (recordEntity: () => EntitySchema): OperationHandler =>
  async (call) => {
    const { host, schema, hospCode } = call;
    const id = requireId(call.input.id);
    const { plan, summary } = await readPlan(call, id);
    const entity = recordEntity();
    // Chinese texts whatever the caller's language: the headings are Chinese too.
    const rows = await selectRows(host.db, entity, schema)
      .where(sql.ref('t.plan_id'), '=', id)
      .orderBy(sql.ref('t.create_date_time'), 'asc')
      .orderBy(sql.ref('t.id'), 'asc')
      .limit(MAX_DOWNLOAD_ROWS)
      .execute();
    const records = rows.map((row) => toWireRow(entity, row, hospCode));
    const body = await buildPlanWorkbook({ plan, summary, columns: recordColumns(entity), records });
    return { file: { body, contentType: XLSX_CONTENT_TYPE, fileName: workbookFileName(plan.planName, records.length) } };
  };
