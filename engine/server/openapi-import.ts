import type { EntitySchema } from '../schema/entity-types';
import { IMPORT_LIMITS } from './import-file';
import { IMPORT_PATHS, MAX_CHUNK } from './import-routes';

/** The body is the file itself: a two-line CSV stands for it in the documentation. */
const IMPORT_FILE_EXAMPLE = '名称,排序\n示例,1\n';

/** The import calls of an entity with an add dialog (import-routes.ts), as the OpenAPI document describes them. */
export function importOpenApiPaths(entity: EntitySchema, tag: string, envelope: (data: unknown) => unknown): Record<string, unknown> {
  const permission = `权限: ${entity.permissions.add ?? 'superAdmin'}（按唯一键更新还需 ${entity.permissions.update ?? 'superAdmin'}）`;
  const hosp = entity.scope === 'hospital' ? { hospCode: { type: 'string' } } : {};
  const hospRequired = entity.scope === 'hospital' ? ['hospCode'] : [];
  const mapping = { type: 'array', items: { type: 'string', nullable: true }, description: '每列对应的字段名（null: 不导入）' };
  const refused = {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        row: { type: 'integer' },
        message: { type: 'string' },
        cells: { type: 'array', items: { type: 'string' }, description: '该行在文件中的原始内容' },
      },
    },
  };
  const common = {
    ...hosp,
    id: { type: 'string', format: 'uuid' },
    mapping,
    key: { type: 'string', description: '按此唯一键更新已存在的记录' },
  };
  const answer = (data: unknown) => ({ 200: { description: 'envelope', content: { 'application/json': { schema: envelope(data) } } } });
  return {
    [`${entity.endpoint}/${IMPORT_PATHS.upload}`]: {
      post: {
        tags: [tag],
        summary: `${entity.title}：导入文件`,
        description: `${permission}。请求体为 .xlsx 或 .csv 文件本身（最大 ${IMPORT_LIMITS.maxBytes / 1024 / 1024}MB、${IMPORT_LIMITS.maxRows} 行）；答复表头、建议的字段对应和前几行。`,
        parameters: [
          ...(entity.scope === 'hospital' ? [{ name: 'hospCode', in: 'query', required: true, schema: { type: 'string' } }] : []),
          { name: 'fileName', in: 'query', required: true, schema: { type: 'string' } },
        ],
        requestBody: {
          required: true,
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary', example: IMPORT_FILE_EXAMPLE } } },
        },
        responses: answer({
          type: 'object',
          properties: {
            id: { type: 'string' },
            headers: { type: 'array', items: { type: 'string' } },
            mapping,
            total: { type: 'integer' },
          },
        }),
      },
    },
    [`${entity.endpoint}/${IMPORT_PATHS.check}`]: {
      post: {
        tags: [tag],
        summary: `${entity.title}：导入检查`,
        description: `${permission}。按新增对话框的规则检查每一行，不写入。`,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', required: ['id', 'mapping', ...hospRequired], properties: common } } },
        },
        responses: answer({
          type: 'object',
          properties: { total: { type: 'integer' }, adds: { type: 'integer' }, updates: { type: 'integer' }, refused },
        }),
      },
    },
    [`${entity.endpoint}/${IMPORT_PATHS.run}`]: {
      post: {
        tags: [tag],
        summary: `${entity.title}：导入`,
        description: `${permission}。mode all: 一次导入，有任何一行未通过则都不写入；mode rows: 从 from 起最多 ${MAX_CHUNK} 行逐行导入。`,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['id', 'mapping', 'mode', ...hospRequired],
                properties: {
                  ...common,
                  mode: { type: 'string', enum: ['all', 'rows'] },
                  from: { type: 'integer', minimum: 0 },
                  count: { type: 'integer', minimum: 1, maximum: MAX_CHUNK },
                },
              },
            },
          },
        },
        responses: answer({
          type: 'object',
          properties: {
            total: { type: 'integer' },
            added: { type: 'integer' },
            updated: { type: 'integer' },
            refused,
            next: { type: 'integer' },
          },
        }),
      },
    },
  };
}
