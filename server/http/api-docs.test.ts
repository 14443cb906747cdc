import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { Db } from '../db/database';
import { isApiPath } from './error-handling';
import { buildServerOpenApi, collectRoutes } from './api-docs';
import { addRequestFormats } from './request-formats';

type Operation = {
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

let app: FastifyInstance;
let document: Document;

// The description is built from the routes alone: no query reaches the database (buildApp only
// attaches its session-cache plugin, which this stand-in accepts).
const noDatabase = { withPlugin: () => noDatabase } as unknown as Db;

beforeAll(async () => {
  app = await buildApp(readConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent-console' }, false), noDatabase);
  await app.ready();
  document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
});
afterAll(async () => {
  await app?.close();
});

/** `METHOD /path/{param}` of every route, read from Fastify's route tree (HEAD twins left out). */
function fastifyRoutes(server: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of server.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = `${stack.join('')}${match[2]}`;
    stack.push(match[2]!);
    for (const method of (match[3] ?? '')
      .split(', ')
      .filter(Boolean)
      .filter((name) => name !== 'HEAD'))
      routes.push(`${method} ${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
  }
  return routes;
}

/** Every schema in an operation with the property name it describes. */
function schemasOf(operation: Operation): [string, Record<string, unknown>][] {
  const found: [string, Record<string, unknown>][] = [];
  const walk = (schema: Record<string, unknown>, name: string) => {
    found.push([name, schema]);
    for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) walk(sub, key);
    if (schema.items && typeof schema.items === 'object') walk(schema.items as Record<string, unknown>, `${name}[]`);
  };
  for (const media of Object.values(operation.requestBody?.content ?? {})) walk(media.schema, 'body');
  for (const parameter of operation.parameters ?? []) walk(parameter.schema, parameter.name);
  return found;
}

describe('/api/openapi.json describes the whole server (issue 10 item 10)', () => {
  it('lists every API route Fastify has, not only the entity ones', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    const served = fastifyRoutes(app).filter((route) => isApiPath(route.split(' ')[1]!));
    expect(served.length).toBeGreaterThan(150);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
    for (const route of [
      'POST /api/login',
      'GET /api/hosp-list',
      'GET /api/selector/{type}/{resource}',
      'POST /api/dashboard/mtc-sum',
      'POST /acct-center/api/web/upd-acct-pwd',
      'GET /db/dic/id/{id}',
    ]) {
      expect(documented).toContain(route);
    }
  });

  it("takes a route's summary and examples from the doc it declares beside itself (config.doc)", async () => {
    const server = Fastify({ logger: false });
    const routes = collectRoutes(server);
    const doc = { tag: '示例', summary: '示例调用', params: { code: 'a1' }, body: { name: '张三' }, response: { count: 1 } };
    server.post('/api/example/:code', { config: { doc } }, async () => ({}));
    server.post('/api/undocumented', async () => ({}));
    await server.ready();
    const paths = buildServerOpenApi(routes, [], 'test').paths as Record<string, Record<string, Record<string, any>>>;
    const operation = paths['/api/example/{code}']!.post!;
    expect(operation).toMatchObject({ tags: ['示例'], summary: '示例调用' });
    expect(operation.parameters[0].schema.example).toBe('a1');
    expect(operation.requestBody.content['application/json'].schema.example).toEqual({ name: '张三' });
    expect(operation.responses[200].content['application/json'].schema.properties.data).toEqual({ example: { count: 1 } });
    expect(paths['/api/undocumented']!.post!.summary).toBe('POST /api/undocumented');
    await server.close();
  });

  it('is the document Swagger UI shows at /api-docs', async () => {
    const shown = (await app.inject({ method: 'GET', url: '/api-docs/json' })).json() as Document;
    expect(Object.keys(shown.paths)).toEqual(Object.keys(document.paths));
  });

  it('gives a summary to the session, shell and dashboard routes and marks the open ones', () => {
    expect(document.paths['/api/login']!.post).toMatchObject({ summary: '登录（账号或手机号 + 密码）', security: [] });
    expect(document.paths['/api/hosp-list']!.get!.summary).toBe('当前账号可进入的医院');
    expect(document.paths['/api/hosp-list']!.get!.security).toBeUndefined();
    expect(document.paths['/db/dic/add']!.post!.summary).toBe('系统字典：新增');
  });

  // About 2,200 schemas compiled by ajv: seconds of CPU, more on a busy machine than the default 5 s allow.
  it('has an example for every property, and each example obeys its own schema (no strings made up from patterns)', {
    timeout: 30_000,
  }, () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addRequestFormats(ajv);
    const problems: string[] = [];
    let checked = 0;
    for (const [path, ops] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(ops)) {
        for (const [name, schema] of schemasOf(operation)) {
          if (schema.example === undefined) {
            const scalar = ['string', 'integer', 'number', 'boolean'].includes(String(schema.type));
            if (scalar) problems.push(`${method} ${path} ${name}: no example`);
            continue;
          }
          checked += 1;
          const { example, ...rules } = schema;
          if (!ajv.validate(rules, example)) problems.push(`${method} ${path} ${name}: ${JSON.stringify(example)} ${ajv.errorsText()}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });

  it('uses the demo’s real values', () => {
    const login = document.paths['/api/login']!.post!.requestBody!.content['application/json']!.schema;
    expect(login.example).toEqual({ loginName: 'engineer', passWord: 'Demo@2026' });
    const dicAdd = document.paths['/db/dic/add']!.post!.requestBody!.content['application/json']!.schema;
    expect(dicAdd.example).toMatchObject({ type: 'ACCT_TYPE', description: '医院级标准用户', val: '01', sort: 1 });
    const acctAdd = document.paths['/db/acct/add']!.post!.requestBody!.content['application/json']!.schema as {
      properties: Record<string, { example: unknown }>;
    };
    expect(acctAdd.properties.cellPhone!.example).toBe('13800000001');
    expect(acctAdd.properties.passWord!.example).toMatch(/^[A-Za-z0-9_]{6,20}$/);
  });
});
