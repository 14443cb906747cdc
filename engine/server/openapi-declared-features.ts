import type { EntitySchema } from '../schema/entity-types';
import { LOOKUP_MAX_IDS, LOOKUP_MAX_PAGE_SIZE, LOOKUP_OPTIONS_PATH, LOOKUP_PAGE_SIZE, pickableLookupFields } from '../schema/lookup-picker';
import { isSetAction, setActionRefusal } from '../schema/set-action';
import { rowHistoryPaths } from './openapi-row-history';
import type { DescribeParts } from './openapi-describe-parts';

const ID = { type: 'string', pattern: '^[0-9a-f]{24}$' };

/**
 * The API description of the calls the engine serves for declarative features (docs/schemas.md):
 * each `set` action at `<endpoint>/<name>`, and a lookup field's picker at
 * `<endpoint>/lookup-options`, a row's history and revert (openapi-row-history.ts). The wrappers (envelope, conflict answer) come from openapi.ts.
 */
export function declaredFeaturePaths(entity: EntitySchema, parts: DescribeParts): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  const hosp = entity.scope === 'hospital' ? { hospCode: { type: 'string' } } : {};
  const json = (schema: unknown) => ({ 'application/json': { schema } });
  for (const action of (entity.actions ?? []).filter(isSetAction)) {
    const when = action.visibleWhen
      ? `；记录须满足 ${JSON.stringify(action.visibleWhen)}，否则返回 code '002'、msg '${setActionRefusal(action.label)}'`
      : '';
    paths[`${entity.endpoint}/${action.name}`] = {
      post: {
        tags: [parts.tag],
        summary: action.label,
        description: `把记录的字段设为 ${JSON.stringify(action.values)}（权限: ${action.permission ?? entity.permissions.update ?? 'superAdmin'}）${when}。${parts.conflictAnswer}`,
        requestBody: {
          required: true,
          content: json({ type: 'object', required: ['id'], properties: { id: ID, rowVersion: { type: 'integer', minimum: 0 }, ...hosp } }),
        },
        responses: { 200: { description: 'envelope', content: json(parts.envelope(parts.writeAnswer({ type: 'null' }))) } },
      },
    };
  }
  const lookups = pickableLookupFields(entity);
  if (lookups.length > 0) {
    paths[`${entity.endpoint}/${LOOKUP_OPTIONS_PATH}`] = {
      post: {
        tags: [parts.tag],
        summary: `${entity.title}：关联记录选项`,
        description: '关联字段可选的记录（按名称的一部分分页，或按 ID 取名称），按被关联实体的查询权限与其查询所见的记录返回。',
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            required: ['field'],
            properties: {
              field: { enum: lookups },
              keyword: { type: 'string', maxLength: 100 },
              index: { type: 'integer', minimum: 1, default: 1 },
              pageSize: { type: 'integer', minimum: 1, maximum: LOOKUP_MAX_PAGE_SIZE, default: LOOKUP_PAGE_SIZE },
              ids: { type: 'array', maxItems: LOOKUP_MAX_IDS, items: ID },
              ...hosp,
            },
          }),
        },
        responses: {
          200: {
            description: 'envelope',
            content: json(
              parts.envelope({
                type: 'object',
                properties: {
                  list: { type: 'array', items: { type: 'object', properties: { value: ID, label: { type: 'string' } } } },
                  total: { type: 'integer' },
                },
              }),
            ),
          },
        },
      },
    };
  }
  return { ...paths, ...rowHistoryPaths(entity, parts) };
}
