import { sql, type Kysely } from 'kysely';
import type { OperationHandler } from '../../engine/server/entity-extensions.js';
import { withHospitalName } from '../../engine/server/hospital-name.js';
import { queryPage } from '../../engine/server/read-ops.js';
import { planSummary } from './plan-summary.js';
import { optionalId, readOptionsOf } from './read-support.js';

/** The link parameter the page's `detail` query parameter fills (list.params.detail → resultState). */
const DETAIL_PARAM = 'detail';
const RESULT_DICTIONARY = 'INVENTORY_RESULT';

/** The condition bar's label for `detail=03`: 盘亏, not 03 (the answer's paramLabels, docs/schemas.md). */
async function resultLabels(db: Kysely<any>, language: 'zh' | 'en' | undefined): Promise<Record<string, string>> {
  const text = language === 'en' ? sql<string>`coalesce(description_en, description)` : sql<string>`description`;
  const rows = await db
    .selectFrom('platform.dic')
    .select(['val', text.as('label')])
    .where('type', '=', RESULT_DICTIONARY)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.val as string, row.label as string]));
}

/**
 * POST /db/hosp-inventory-check-plan/inventory-check-record-paged-query: the engine's page of
 * records (filters, link parameters such as detail, sorting) plus the summary of the plan and
 * department the page is about. The summary ignores the other filters: it describes the plan,
 * not the page (the list screen shows it above the table, list.summary).
 */
export const queryRecords: OperationHandler = async (call) => {
  const { host, entity, schema, hospCode, input } = call;
  const options = readOptionsOf(call);
  const page = await queryPage(host.db, entity, schema, input, hospCode, options);
  const summary = await planSummary(host.db, schema, { planId: optionalId(input.planId), deptId: optionalId(input.deptId) });
  const detailLabels = typeof input[DETAIL_PARAM] === 'string' ? { [DETAIL_PARAM]: await resultLabels(host.db, options.language) } : {};
  const paramLabels = { ...page.paramLabels, ...detailLabels };
  return {
    data: {
      ...page,
      list: await withHospitalName(host, entity, hospCode, page.list),
      summary,
      ...(Object.keys(paramLabels).length > 0 ? { paramLabels } : {}),
    },
  };
};
