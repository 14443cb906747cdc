import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { buildOpenApi } from '../../engine/server/openapi.js';
import { withExamples } from '../../engine/server/openapi-examples.js';
import { isApiPath } from './error-handling.js';
import { exampleByName } from './api-examples.js';
import type { RouteDoc } from './route-doc.js';
import { DocTag } from './doc-tags.js';
import { noQuery } from './route-schemas.js';

export const API_DOCS_PATH = '/api-docs';
export const OPENAPI_PATH = '/api/openapi.json';

const DOCUMENTED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface SeenRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  isPublic: boolean;
  /** The route's own description (its `config.doc`); without one it is described from its schema alone. */
  doc: RouteDoc | undefined;
}

/**
 * Remembers every API route as it is registered (call before any route is), so the description
 * covers the whole server, not only what the entity schemas generate.
 */
export function collectRoutes(app: FastifyInstance): SeenRoute[] {
  const seen: SeenRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    if (!isApiPath(route.url) || route.url.includes('*')) return;
    for (const method of methods.filter((name) => DOCUMENTED_METHODS.includes(name))) {
      seen.push({
        method,
        url: route.url,
        schema: route.schema,
        isPublic: Boolean(route.config?.public),
        doc: route.config?.doc,
      });
    }
  });
  return seen;
}

/** Fastify's `:id` is OpenAPI's `{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

/** Tags group the page: the entity's own for /db/<name>, else the area (/api/dashboard, /acct-center ...). */
function tagOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  if (parts[0] === 'db' || parts[0] === 'acct-center') return `/${parts.slice(0, 2).join('/')}`;
  if (parts[0] === 'api' && parts.length > 2) return `/api/${parts[1]}`;
  return '/api';
}

const envelopeOf = (data: unknown) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'string', example: '0', description: "'0' 成功；其他为拒绝，msg 说明原因（'098' 登录已失效）" },
    msg: { type: 'string', example: '成功' },
    data: data === undefined ? {} : { example: data },
  },
});

function parametersOf(route: SeenRoute, doc: RouteDoc | undefined) {
  const schema = (route.schema ?? {}) as { querystring?: Record<string, unknown>; params?: Record<string, unknown> };
  const fromSchema = (source: Record<string, unknown> | undefined, where: 'query' | 'path', examples: Record<string, unknown> = {}) => {
    const properties = (source?.properties ?? {}) as Record<string, Record<string, unknown>>;
    const required = new Set((source?.required as string[] | undefined) ?? []);
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: withExamples(examples[name] === undefined ? property : { ...property, example: examples[name] }, exampleByName, name),
    }));
  };
  const path = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  const pathParams = schema.params
    ? fromSchema(schema.params, 'path', doc?.params)
    : path.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: withExamples(
          { type: 'string', ...(doc?.params?.[name] !== undefined ? { example: doc.params[name] } : {}) },
          exampleByName,
          name,
        ),
      }));
  const query = schema.querystring
    ? fromSchema(schema.querystring, 'query', doc?.query)
    : Object.entries(doc?.query ?? {}).map(([name, value]) => ({
        name,
        in: 'query',
        required: false,
        schema: { type: typeof value === 'number' ? 'number' : 'string', example: value },
      }));
  return [...pathParams, ...query];
}

/**
 * The request body's media types and schemas: the route's own, one per content type when it takes
 * several (`body.content`, as /api/system/sql-format takes JSON or text), else JSON; the route doc's
 * example on the JSON one.
 */
function requestContentOf(route: SeenRoute, doc: RouteDoc | undefined): Record<string, { schema: unknown }> {
  const body = (route.schema as { body?: Record<string, unknown> } | undefined)?.body;
  const byType = body?.content as Record<string, { schema: Record<string, unknown> }> | undefined;
  const json = (schema: Record<string, unknown> | undefined) =>
    schema
      ? withExamples(doc?.body ? { ...schema, example: doc.body } : schema, exampleByName)
      : doc?.body
        ? { type: 'object', example: doc.body }
        : { type: 'object' };
  if (!byType) return { 'application/json': { schema: json(body) } };
  return Object.fromEntries(
    Object.entries(byType).map(([type, { schema }]) => [
      type,
      {
        schema:
          type === 'application/json'
            ? json(schema)
            : withExamples(doc?.text !== undefined && schema.type === 'string' ? { ...schema, example: doc.text } : schema, exampleByName),
      },
    ]),
  );
}

/** A body schema that takes null: the call may be sent without a body. */
const acceptsNoBody = (body: Record<string, unknown> | undefined) => Array.isArray(body?.type) && body.type.includes('null');

/** One operation of a bespoke route: its `config.doc` (summary, examples) over its Fastify schema. */
function operationOf(route: SeenRoute, doc: RouteDoc | undefined): Record<string, unknown> {
  const body = (route.schema as { body?: Record<string, unknown> } | undefined)?.body;
  const parameters = parametersOf(route, doc);
  return {
    tags: [doc?.tag ?? tagOf(route.url)],
    summary: doc?.summary ?? `${route.method} ${route.url}`,
    ...(doc?.description ? { description: doc.description } : {}),
    ...(route.isPublic ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.method !== 'GET'
      ? { requestBody: { required: Boolean(body || doc?.body) && !acceptsNoBody(body), content: requestContentOf(route, doc) } }
      : {}),
    responses: { 200: { description: 'envelope', content: { 'application/json': { schema: envelopeOf(doc?.response) } } } },
  };
}

/**
 * The whole server in one OpenAPI document: the entity endpoints as engine/server/openapi.ts
 * generates them from the schemas, then every other API route (session, dashboards, uploads ...)
 * with the doc it declares beside itself (`config.doc`, server/http/route-doc.ts). Examples are real values (server/http/api-examples.ts), never the
 * strings Swagger UI would make up from a pattern.
 */
export function buildServerOpenApi(routes: SeenRoute[], entities: EntitySchema[], version: string): Record<string, unknown> {
  const document = buildOpenApi(entities, { title: '医疗设备全生命周期管理平台 API', version }, { example: exampleByName });
  const paths = document.paths as Record<string, Record<string, unknown>>;
  for (const route of routes) {
    const path = openApiPath(route.url);
    const method = route.method.toLowerCase();
    if (paths[path]?.[method]) {
      if (route.isPublic) (paths[path][method] as Record<string, unknown>).security = [];
      continue;
    }
    paths[path] = { ...(paths[path] ?? {}), [method]: operationOf(route, route.doc) };
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  const components = document.components as Record<string, unknown>;
  return {
    ...document,
    paths: sorted,
    components: {
      ...components,
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token', description: '登录（/api/login、/api/adminLogin）返回的 token' },
        tk: { type: 'apiKey', in: 'cookie', name: 'tk', description: '同一 token，登录时写入的 Cookie' },
      },
    },
    security: [{ token: [] }, { tk: [] }],
  };
}

/** Headers of the docs server's answer that this server's reply sets itself. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/** The GET routes @fastify/swagger-ui registers under its prefix (HEAD twins come with them). */
const DOCS_ROUTES = ['', '/', '/static/index.html', '/static/swagger-initializer.js', '/json', '/yaml', '/static/*'].map(
  (route) => `${API_DOCS_PATH}${route}`,
);

/** Swagger UI at /api-docs, on a Fastify instance of its own, showing `document()`. */
async function buildDocsServer(document: () => Record<string, unknown>): Promise<FastifyInstance> {
  const [{ default: fastifySwagger }, { default: fastifySwaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ logger: false });
  await docs.register(fastifySwagger, { mode: 'dynamic', openapi: {}, transformObject: () => document() as never });
  await docs.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
  });
  await docs.ready();
  return docs;
}

/** A path @fastify/static refuses ('.', '..' or empty segments): it answered them with a 403 error. */
const nonCanonical = (url: string) => {
  const pathname = url.split('?')[0]!;
  return pathname.includes('\\') || path.posix.normalize(pathname) !== pathname;
};

/**
 * /api/openapi.json and the browsable page at /api-docs. Registered last, when every route exists;
 * the document is built once, on the first request after start-up.
 *
 * Swagger UI (@fastify/swagger and @fastify/swagger-ui) lives on a second Fastify instance made on
 * the first visit of /api-docs; this server has the plugins' routes and forwards them there.
 * Loading and registering the two plugins took about a tenth of a second of every start (issue
 * 17, goal 5) for a page few people open. The answers are the plugins' own (status, headers,
 * body); what they do not serve falls through to this server's not-found handling, as before.
 */
export async function registerApiDocs(app: FastifyInstance, routes: SeenRoute[], entities: EntitySchema[], version: string): Promise<void> {
  let document: Record<string, unknown> | undefined;
  const current = () => (document ??= buildServerOpenApi(routes, entities, version));
  app.get(
    OPENAPI_PATH,
    { schema: { querystring: noQuery }, config: { public: true, doc: { tag: DocTag.shell, summary: '本文档（OpenAPI 3）' } } },
    async () => current(),
  );
  let docs: Promise<FastifyInstance> | undefined;
  // A failed build is tried again on the next visit rather than remembered.
  const docsServer = () =>
    (docs ??= buildDocsServer(current).catch((error: unknown) => {
      docs = undefined;
      throw error;
    }));
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    if (nonCanonical(request.url)) throw Object.assign(new Error('Forbidden path'), { statusCode: 403 });
    // A HEAD is answered from the GET, whose body node leaves out (so its length is the real one).
    const answer = await (await docsServer()).inject({ method: 'GET', url: request.url, headers: request.headers });
    if (answer.statusCode === 404) return reply.callNotFound();
    reply.status(answer.statusCode);
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
    return answer.rawPayload.length ? reply.send(answer.rawPayload) : reply.send();
  };
  for (const url of DOCS_ROUTES) app.get(url, forward);
  app.addHook('onClose', async () => {
    await (await docs?.catch(() => undefined))?.close();
  });
}
