import { OPERATION_PATHS, type EntitySchema, type OperationName } from '../schema/entity-types';
import { dialogJsonSchema, type JsonSchema } from '../schema/dialog-json-schema';
import { filterModeOf } from './list-filters';
import { readableFields } from './sql-mapping';

/** ajv-errors' messages become `x-messages`, which OpenAPI tools show but do not interpret. */
function openApiSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openApiSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'errorMessage') out['x-messages'] = value;
    else if (key === 'if' || key === 'then') out[`x-${key}`] = openApiSchema(value);
    else out[key] = openApiSchema(value);
  }
  return out;
}

const envelope = (data: unknown) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'string', description: "'0' success; any other code is a refusal explained by msg ('098' session gone)" },
    msg: { type: 'string' },
    data,
  },
});

function rowSchema(entity: EntitySchema): JsonSchema {
  const properties: Record<string, unknown> = {};
  for (const { name, field } of readableFields(entity)) {
    properties[name] = { type: field.type, title: field.title, ...(field.format ? { format: field.format } : {}) };
    if (field.withDesc) properties[`${name}Desc`] = { type: 'string', title: `${field.title}（名称）` };
  }
  if (entity.scope === 'hospital') properties.hospCode = { type: 'string', title: '医院编号' };
  if (entity.kind === 'tree') properties.children = { type: 'array', items: { $ref: `#/components/schemas/${entity.name}` } };
  return { type: 'object', title: entity.title, properties };
}

function queryBodySchema(entity: EntitySchema): JsonSchema {
  const properties: Record<string, unknown> = {
    pagedQueryInfo: {
      type: 'object',
      properties: {
        index: { type: 'integer', minimum: 1, default: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: entity.maxPageSize ?? 200, default: 10 },
        sortField: { type: 'string' },
        sortOrder: { enum: ['asc', 'desc'] },
      },
    },
  };
  for (const { name, field } of readableFields(entity)) {
    const mode = filterModeOf(field);
    const scalar = { type: field.type === 'integer' || field.type === 'number' || field.type === 'boolean' ? field.type : 'string' };
    properties[name] =
      mode === 'range'
        ? { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2, description: `${field.title}：起止时间` }
        : { ...scalar, description: `${field.title}：${mode === 'contains' ? '包含' : '等于'}` };
  }
  for (const [name, param] of Object.entries(entity.list?.params ?? {})) {
    properties[name] = { type: 'string', description: `链接参数（${param.match}）${param.title ? `：${param.title}` : ''}` };
  }
  if (entity.scope === 'hospital') properties.hospCode = { type: 'string', description: '医院编号（必填）' };
  return { type: 'object', properties, additionalProperties: false };
}

const idBody = (entity: EntitySchema, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  required: ['id', ...(entity.scope === 'hospital' ? ['hospCode'] : [])],
  properties: { id: { type: 'string', pattern: '^[0-9a-f]{24}$' }, ...(entity.scope === 'hospital' ? { hospCode: { type: 'string' } } : {}), ...extra },
});

function withKeys(schema: JsonSchema, extra: Record<string, unknown>, required: string[] = []): JsonSchema {
  return {
    ...schema,
    properties: { ...(schema.properties as object), ...extra },
    required: [...((schema.required as string[] | undefined) ?? []), ...required],
  };
}

/** The OpenAPI 3 description of every entity endpoint, generated from the schemas alone. */
export function buildOpenApi(entities: EntitySchema[], info: { title: string; version: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = {};
  const idProperty = { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } };
  const idListProperty = { idList: { type: 'array', items: { type: 'string', pattern: '^[0-9a-f]{24}$' }, minItems: 1, maxItems: 500 } };
  for (const entity of entities) {
    schemas[entity.name] = rowSchema(entity);
    const row = { $ref: `#/components/schemas/${entity.name}` };
    const hosp = entity.scope === 'hospital' ? { hospCode: { type: 'string' } } : {};
    // Built only for the operations the schema has: a read-only entity has no edit dialog.
    const bodies: Partial<Record<OperationName, () => [unknown, unknown]>> = {
      query: () => [queryBodySchema(entity), { type: 'object', properties: { list: { type: 'array', items: row }, total: { type: 'integer' } } }],
      detail: () => [idBody(entity), row],
      add: () => [withKeys(dialogJsonSchema(entity, 'add'), hosp), { type: 'string', description: '新记录的id' }],
      update: () => [withKeys(dialogJsonSchema(entity, 'edit'), { ...idProperty, ...hosp }, ['id']), { type: 'null' }],
      batchUpdate: () => [
        withKeys(dialogJsonSchema(entity, 'batch'), { ...idListProperty, ...hosp }, ['idList']),
        { type: 'object', properties: { count: { type: 'integer' } } },
      ],
      delete: () => [idBody(entity), { type: 'object', properties: { count: { type: 'integer' } } }],
    };
    for (const operation of entity.operations) {
      const tag = `${entity.title} (${entity.endpoint})`;
      const permission = entity.permissions[operation];
      const description = permission ? `权限: ${permission}` : undefined;
      if (operation === 'treeQuery' || operation === 'undeleteTreeQuery') {
        paths[`${entity.endpoint}/${OPERATION_PATHS[operation]}`] = {
          get: {
            tags: [tag],
            summary: operation === 'treeQuery' ? `${entity.title}树` : `${entity.title}树（不含已停用）`,
            description,
            parameters: entity.scope === 'hospital' ? [{ name: 'hospCode', in: 'query', required: true, schema: { type: 'string' } }] : [],
            responses: { 200: { description: 'envelope', content: { 'application/json': { schema: envelope({ type: 'array', items: row }) } } } },
          },
        };
        continue;
      }
      const [request, response] = bodies[operation]!();
      paths[`${entity.endpoint}/${OPERATION_PATHS[operation]}`] = {
        post: {
          tags: [tag],
          summary: `${entity.title} ${operation}`,
          description,
          requestBody: { required: true, content: { 'application/json': { schema: openApiSchema(request) } } },
          responses: { 200: { description: 'envelope', content: { 'application/json': { schema: envelope(response) } } } },
        },
      };
    }
    for (const action of entity.actions ?? []) {
      if (action.kind !== undefined && action.kind !== 'form') continue;
      paths[`${entity.endpoint}/${action.name}`] = {
        post: {
          tags: [`${entity.title} (${entity.endpoint})`],
          summary: action.label,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: openApiSchema(withKeys(dialogJsonSchema(entity, action.dialog), { ...idProperty, ...hosp }, ['id'])) } },
          },
          responses: { 200: { description: 'envelope', content: { 'application/json': { schema: envelope({ type: 'null' }) } } } },
        },
      };
    }
    for (const endpoint of entity.endpoints ?? []) {
      const method = (endpoint.method ?? 'POST').toLowerCase();
      // Fastify's `:id` is OpenAPI's `{id}`.
      const path = (endpoint.path ?? `${entity.endpoint}/${endpoint.name}`).replace(/:([A-Za-z]+)/g, '{$1}');
      const pathParams = [...path.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
      paths[path] = {
        ...(paths[path] ?? {}),
        [method]: {
          tags: [`${entity.title} (${entity.endpoint})`],
          summary: endpoint.summary ?? endpoint.name,
          description: `权限: ${endpoint.permission ?? 'superAdmin'} · 处理: ${endpoint.handler}`,
          ...(pathParams.length ? { parameters: pathParams } : {}),
          ...(method === 'post' ? { requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } } } : {}),
          responses: { 200: { description: 'envelope', content: { 'application/json': { schema: envelope({}) } } } },
        },
      };
    }
  }
  return { openapi: '3.0.3', info, paths, components: { schemas } };
}
