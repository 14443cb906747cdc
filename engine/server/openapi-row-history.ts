import type { EntitySchema } from '../schema/entity-types';
import { CONFLICT_MESSAGE } from '../schema/edit-conflict';
import { hasRowHistory, HISTORY_LIMIT, REVERT_MESSAGES, ROW_HISTORY_PATH, ROW_REVERT_PATH } from '../schema/row-history';
import type { DescribeParts } from './openapi-describe-parts';

const ID = { type: 'string', pattern: '^[0-9a-f]{24}$' };
const json = (schema: unknown) => ({ 'application/json': { schema } });

/** The API description of a row's history and the revert of one change (engine/server/row-history.ts). */
export function rowHistoryPaths(entity: EntitySchema, parts: DescribeParts): Record<string, unknown> {
  if (!hasRowHistory(entity)) return {};
  const hosp = entity.scope === 'hospital' ? { hospCode: { type: 'string' } } : {};
  const change = { type: 'object', properties: { field: { type: 'string' }, old: {}, new: {} } };
  const entry = {
    type: 'object',
    properties: {
      id: ID,
      operator: { type: 'string', nullable: true },
      time: { type: 'string' },
      operation: { type: 'string', description: 'add / update / batchUpdate / 表单操作名 / revert' },
      revertOf: { ...ID, nullable: true, description: '还原操作：被还原的日志ID' },
      revertable: { type: 'boolean' },
      changes: { type: 'array', items: change },
    },
  };
  return {
    [`${entity.endpoint}/${ROW_HISTORY_PATH}`]: {
      post: {
        tags: [parts.tag],
        summary: `${entity.title}：修改历史`,
        description: `记录的操作日志，最新的在前（最多${HISTORY_LIMIT}条），只含调用者可见的字段（不含密码等只写字段）。权限: ${entity.permissions.query ?? 'superAdmin'}。记录不存在或不属于该医院时返回 code '404'。`,
        requestBody: { required: true, content: json({ type: 'object', required: ['id'], properties: { id: ID, ...hosp } }) },
        responses: {
          200: {
            description: 'envelope',
            content: json(
              parts.envelope({ type: 'object', properties: { rowVersion: { type: 'integer' }, list: { type: 'array', items: entry } } }),
            ),
          },
        },
      },
    },
    [`${entity.endpoint}/${ROW_REVERT_PATH}`]: {
      post: {
        tags: [parts.tag],
        summary: `${entity.title}：还原修改`,
        description:
          `把一次修改的字段改回原值，按编辑的规则写入并记入操作日志（operation 'revert'，revertOf 为被还原的日志ID）。权限: ${entity.permissions.update ?? 'superAdmin'}。` +
          `rowVersion 必传：记录已被他人修改时返回 code '409'、msg '${CONFLICT_MESSAGE.zh}'；没有可还原的字段时返回 code '002'、msg '${REVERT_MESSAGES.notRevertable.zh}'；` +
          `日志不属于该记录时返回 code '404'、msg '${REVERT_MESSAGES.unknownChange.zh}'。`,
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            required: ['id', 'logId', 'rowVersion'],
            properties: { id: ID, logId: ID, rowVersion: { type: 'integer', minimum: 0 }, ...hosp },
          }),
        },
        responses: { 200: { description: 'envelope', content: json(parts.envelope(parts.writeAnswer({ type: 'null' }))) } },
      },
    },
  };
}
