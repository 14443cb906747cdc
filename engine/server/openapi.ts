import { OPERATION_PATHS, type EntitySchema, type OperationName } from '../schema/entity-types';
import { dialogJsonSchema, type JsonSchema } from '../schema/dialog-json-schema';
import { EXACT_TOTAL_BOUND } from '../schema/list-total';
import { filterModeOf } from './list-filters';
import { readableFields } from './sql-mapping';
import { isFilterable } from '../schema/system-fields';
import { CONFLICT_MESSAGE, NOTHING_TO_CHANGE } from './entity-context';
import { withExamples, type NamedExample } from './openapi-examples';
import { engineOperations, operationMethod, operationPath } from '../schema/operation-endpoints';
import { declaredFeaturePaths } from './openapi-declared-features';
import { importOpenApiPaths } from './openapi-import';

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
    code: { type: 'string', description: "'0' success; any other code is a refusal explained by msg ('098' session gone)", example: '0' },
    msg: { type: 'string', example: '成功' },
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

function queryBodySchema(entity: EntitySchema, named: NamedExample): JsonSchema {
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
    if (!isFilterable(name, field)) continue;
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
  // The sample body asks for the first page; filter examples stay on the properties (sent all at once they would match nothing).
  const example = { pagedQueryInfo: { index: 1, pageSize: 10 }, ...(entity.scope === 'hospital' ? { hospCode: named('hospCode') } : {}) };
  return { type: 'object', properties, additionalProperties: false, example };
}

const idBody = (entity: EntitySchema, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  required: ['id', ...(entity.scope === 'hospital' ? ['hospCode'] : [])],
  properties: {
    id: { type: 'string', pattern: '^[0-9a-f]{24}$' },
    ...(entity.scope === 'hospital' ? { hospCode: { type: 'string' } } : {}),
    ...extra,
  },
});

function withKeys(schema: JsonSchema, extra: Record<string, unknown>, required: string[] = []): JsonSchema {
  return {
    ...schema,
    properties: { ...(schema.properties as object), ...extra },
    required: [...((schema.required as string[] | undefined) ?? []), ...required],
  };
}

export interface OpenApiOptions {
  /** Real values by property name (hospCode, loginName ...) for the examples; the rest are derived. */
  example?: NamedExample;
}

/** Every request, response and parameter schema under a node, with examples (openapi-examples.ts). */
function withSchemaExamples(node: unknown, named: NamedExample, key?: string): unknown {
  if (Array.isArray(node)) return node.map((item) => withSchemaExamples(item, named));
  if (typeof node !== 'object' || node === null) return node;
  if (key === 'schema') return withExamples(node, named);
  const parameter = node as { in?: unknown; name?: unknown; schema?: unknown };
  // A parameter's schema is about its name (hospCode, id).
  if (typeof parameter.in === 'string' && typeof parameter.name === 'string')
    return { ...parameter, schema: withExamples(parameter.schema, named, parameter.name) };
  return Object.fromEntries(Object.entries(node).map(([name, value]) => [name, withSchemaExamples(value, named, name)]));
}

/** The version a client read, sent back with an edit; and the answer when the row changed since. */
const ROW_VERSION_PROPERTY = {
  rowVersion: { type: 'integer', minimum: 0, description: '读取记录时的版本号（查询、详情返回的 rowVersion）；不传则不检查，后保存者覆盖' },
};
const ROW_VERSIONS_PROPERTY = {
  rowVersions: {
    type: 'object',
    additionalProperties: { type: 'integer', minimum: 0 },
    description: '按记录 id 给出读取时的版本号 {"<id>": rowVersion}；未给出的记录不检查，后保存者覆盖',
  },
};
const PARTIAL_WRITE =
  '只修改请求中出现的字段，未出现的字段保持原值；出现但为空（"" 或 null）的必填字段返回其必填提示；密码留空则保持原密码。' +
  `没有任何可修改的字段时返回 code '002'、msg '${NOTHING_TO_CHANGE}'，不写入。`;
const CONFLICT_ANSWER =
  `带版本号且记录已被他人修改（版本号不同）时整批不写入，返回 code '409'（HTTP 200）、msg '${CONFLICT_MESSAGE.zh}'（lang: en 时为英文），` +
  'data {conflicts: [{id, current}]}，current 为该记录当前的详情（含新的 rowVersion）。不传版本号：不检查，后保存者覆盖。每次修改成功版本号加一。';
/** A write's data: its success answer, or a conflict's rows (code '409'); the example is the success's. */
const orConflict = (entity: EntitySchema, success: unknown, example: unknown) => ({
  oneOf: [
    success,
    {
      type: 'object',
      description: `code '409' 时的 data`,
      properties: {
        conflicts: {
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'string' }, current: { $ref: `#/components/schemas/${entity.name}` } } },
        },
      },
    },
  ],
  example,
});

/** Chinese summaries of the engine's operations. */
const OPERATION_SUMMARIES: Record<string, string> = {
  add: '新增',
  delete: '删除（id、id 列表或 idList）',
  update: '修改',
  query: '分页查询',
  batchUpdate: '批量修改',
  detail: '详情',
};

/** The OpenAPI 3 description of every entity endpoint, generated from the schemas alone. */
export function buildOpenApi(
  entities: EntitySchema[],
  info: { title: string; version: string },
  options: OpenApiOptions = {},
): Record<string, unknown> {
  const named = options.example ?? (() => undefined);
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = {};
  const idProperty = { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } };
  const idListProperty = { idList: { type: 'array', items: { type: 'string', pattern: '^[0-9a-f]{24}$' }, minItems: 1, maxItems: 500 } };
  for (const entity of entities) {
    const before = new Set(Object.keys(paths));
    schemas[entity.name] = rowSchema(entity);
    const row = { $ref: `#/components/schemas/${entity.name}` };
    const hosp = entity.scope === 'hospital' ? { hospCode: { type: 'string' } } : {};
    // Built only for the operations the schema has: a read-only entity has no edit dialog.
    const bodies: Partial<Record<OperationName, () => [unknown, unknown]>> = {
      query: () => [
        queryBodySchema(entity, named),
        {
          type: 'object',
          properties: {
            list: { type: 'array', items: row },
            total: { type: 'integer' },
            totalEstimated: { type: 'boolean', description: `total为估算值（超过${EXACT_TOTAL_BOUND}条时）；精确计数时不出现` },
          },
        },
      ],
      detail: () => [idBody(entity), row],
      add: () => [withKeys(dialogJsonSchema(entity, 'add'), hosp), { type: 'string', description: '新记录的id' }],
      update: () => [
        withKeys(dialogJsonSchema(entity, 'edit', 'partial'), { ...idProperty, ...ROW_VERSION_PROPERTY, ...hosp }, ['id']),
        { type: 'null' },
      ],
      batchUpdate: () => [
        withKeys(dialogJsonSchema(entity, 'batch', 'partial'), { ...idListProperty, ...ROW_VERSIONS_PROPERTY, ...hosp }, ['idList']),
        { type: 'object', properties: { count: { type: 'integer' } } },
      ],
      delete: () => [idBody(entity), { type: 'object', properties: { count: { type: 'integer' } } }],
    };
    // Operations served by declared endpoints are described with those endpoints below.
    for (const operation of engineOperations(entity)) {
      const tag = `${entity.title} (${entity.endpoint})`;
      const permission = entity.permissions[operation];
      const writes = operation === 'update' || operation === 'batchUpdate' ? `${PARTIAL_WRITE}${CONFLICT_ANSWER}` : undefined;
      const description = [permission ? `权限: ${permission}` : undefined, writes].filter(Boolean).join('。') || undefined;
      if (operation === 'treeQuery' || operation === 'undeleteTreeQuery') {
        paths[`${entity.endpoint}/${OPERATION_PATHS[operation]}`] = {
          get: {
            tags: [tag],
            summary: operation === 'treeQuery' ? `${entity.title}树` : `${entity.title}树（不含已停用）`,
            description,
            parameters: entity.scope === 'hospital' ? [{ name: 'hospCode', in: 'query', required: true, schema: { type: 'string' } }] : [],
            responses: {
              200: { description: 'envelope', content: { 'application/json': { schema: envelope({ type: 'array', items: row }) } } },
            },
          },
          // The same tree for a client that posts {hospCode}.
          post: {
            tags: [tag],
            summary: operation === 'treeQuery' ? `${entity.title}树` : `${entity.title}树（不含已停用）`,
            description,
            requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { ...hosp } } } } },
            responses: {
              200: { description: 'envelope', content: { 'application/json': { schema: envelope({ type: 'array', items: row }) } } },
            },
          },
        };
        continue;
      }
      const [request, response] = bodies[operation]!();
      // operationRoutes may move it (PUT <path>, DELETE <path>/{id}): Fastify's `:id` is OpenAPI's `{id}`.
      const path = operationPath(entity, operation).replace(/:([A-Za-z]+)/g, '{$1}');
      const method = operationMethod(entity, operation).toLowerCase();
      const pathParams = [...path.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => ({
        name: match[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      }));
      const withBody = method !== 'get' && method !== 'delete';
      paths[path] = {
        ...(paths[path] ?? {}),
        [method]: {
          tags: [tag],
          summary: `${entity.title}：${OPERATION_SUMMARIES[operation] ?? operation}`,
          description,
          ...(pathParams.length ? { parameters: pathParams } : {}),
          ...(withBody ? { requestBody: { required: true, content: { 'application/json': { schema: openApiSchema(request) } } } } : {}),
          responses: {
            200: {
              description: 'envelope',
              content: {
                'application/json': {
                  schema: envelope(writes ? orConflict(entity, response, operation === 'update' ? null : { count: 1 }) : response),
                },
              },
            },
          },
        },
      };
      if (operation === 'detail') {
        // The detail is also served as GET <endpoint>/detail?id= and GET <endpoint>/id/{id}.
        const idParameter = (where: 'query' | 'path') => ({
          name: 'id',
          in: where,
          required: true,
          schema: { type: 'string', pattern: '^[0-9a-f]{24}$' },
        });
        const hospParameter =
          entity.scope === 'hospital' ? [{ name: 'hospCode', in: 'query', required: true, schema: { type: 'string' } }] : [];
        const get = (where: 'query' | 'path') => ({
          get: {
            tags: [tag],
            summary: `${entity.title}：详情`,
            description,
            parameters: [idParameter(where), ...hospParameter],
            responses: { 200: { description: 'envelope', content: { 'application/json': { schema: envelope(row) } } } },
          },
        });
        paths[`${entity.endpoint}/detail`] = { ...paths[`${entity.endpoint}/detail`], ...get('query') };
        paths[`${entity.endpoint}/id/{id}`] = get('path');
      }
    }
    for (const action of entity.actions ?? []) {
      if (action.kind !== undefined && action.kind !== 'form') continue;
      paths[`${entity.endpoint}/${action.name}`] = {
        post: {
          tags: [`${entity.title} (${entity.endpoint})`],
          summary: action.label,
          description: `${PARTIAL_WRITE}${CONFLICT_ANSWER}`,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: openApiSchema(
                  withKeys(dialogJsonSchema(entity, action.dialog, 'partial'), { ...idProperty, ...ROW_VERSION_PROPERTY, ...hosp }, ['id']),
                ),
              },
            },
          },
          responses: {
            200: {
              description: 'envelope',
              content: { 'application/json': { schema: envelope(orConflict(entity, { type: 'null' }, null)) } },
            },
          },
        },
      };
    }
    if (engineOperations(entity).includes('add') && entity.dialogs.add)
      Object.assign(paths, importOpenApiPaths(entity, `${entity.title} (${entity.endpoint})`, envelope));
    Object.assign(
      paths,
      declaredFeaturePaths(entity, {
        tag: `${entity.title} (${entity.endpoint})`,
        envelope,
        writeAnswer: (success) => orConflict(entity, success, null),
        conflictAnswer: CONFLICT_ANSWER,
      }),
    );
    for (const endpoint of entity.endpoints ?? []) {
      const method = (endpoint.method ?? 'POST').toLowerCase();
      // Fastify's `:id` is OpenAPI's `{id}`.
      const path = (endpoint.path ?? `${entity.endpoint}/${endpoint.name}`).replace(/:([A-Za-z]+)/g, '{$1}');
      const pathParams = [...path.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => ({
        name: match[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      }));
      paths[path] = {
        ...(paths[path] ?? {}),
        [method]: {
          tags: [`${entity.title} (${entity.endpoint})`],
          summary: endpoint.summary ?? endpoint.name,
          description: `权限: ${endpoint.permission ?? 'superAdmin'} · 处理: ${endpoint.handler}`,
          ...(pathParams.length ? { parameters: pathParams } : {}),
          ...(method === 'post'
            ? { requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } } }
            : {}),
          responses: { 200: { description: 'envelope', content: { 'application/json': { schema: envelope({}) } } } },
        },
      };
    }
    // Examples per entity: the host may know that a dictionary's `type` looks like ACCT_TYPE.
    const scoped: NamedExample = (name) => named(name, entity.name);
    for (const path of Object.keys(paths).filter((key) => !before.has(key)))
      paths[path] = withSchemaExamples(paths[path], scoped) as Record<string, unknown>;
    schemas[entity.name] = withExamples(schemas[entity.name], scoped);
  }
  return { openapi: '3.0.3', info, paths, components: { schemas } };
}
