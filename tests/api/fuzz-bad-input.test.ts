import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';
import { createDataStore, type DataStore } from '../support/data-store.js';
import { dataFingerprint } from '../support/data-fingerprint.js';
import { startServer, type RunningServer } from '../support/start-server.js';
import { documentedRoutes, shapedCalls, type DocRoute, type OpenApi, type ShapedCall } from './request-gate-shapes.js';

/**
 * Issue 11 item 4: property-based bad input against every POST, PUT and DELETE the server
 * documents (GET /api/openapi.json), as the super admin, who reaches the deepest code. Properties:
 * never an HTTP 500, always the envelope {code, msg, data} with a request id; and a refused call
 * writes nothing: bodies carrying a key no write accepts leave every row of every platform and
 * hospital table as it was (compared with the server stopped). FUZZ_SEED replays a run.
 *
 * Issue 26 part 1 adds the shapes the request gate stands against (tests/api/request-gate-shapes.ts)
 * over every documented route, GET and multipart included, as the super admin and as a hospital
 * user: never an HTTP 500, always the envelope, never a reset connection.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const BODIES_PER_CALL = 12;
const GATE_CONCURRENCY = 3;

interface Operation {
  path: string;
  method: string;
  keys: string[];
}

let store: DataStore;
let server: RunningServer;
let api: ApiClient;
let admin = '';
let operations: Operation[] = [];
let document: OpenApi;

/** Values PostgreSQL and JavaScript stumble on. */
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 10 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom(
    '2026-13-45 99:99:99',
    '2026-02-31',
    '0000-00-00',
    '9999-12-31 23:59:60',
    '2026-02-28T25:00:00Z',
    "'; drop table platform.acct; --",
    '%',
    '_',
    '\\',
    '𝔘𝔫𝔦',
    'a'.repeat(5000),
  ),
  fc.constantFrom(1e300, -1e300, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, -1, 0, 0.5, 99999999999),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.constant(MISSING_ID), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxKeys: 3 }),
);

const pagedQueryInfo = fc.record({ index: hostile, pageSize: hostile, sortField: hostile, sortOrder: hostile }, { requiredKeys: [] });

/** A body shaped like the call's own (its documented keys and the usual ones), every value hostile. */
function bodyFor(operation: Operation) {
  const keys = [...new Set([...operation.keys, 'id', 'idList', 'ids', 'hospCode', 'hospCodeList', 'type', 'state', 'sort'])];
  return fc
    .tuple(
      fc.subarray(keys, { minLength: 1 }),
      fc.array(hostile, { minLength: keys.length, maxLength: keys.length }),
      fc.option(pagedQueryInfo),
    )
    .map(([chosen, values, paging]) => ({
      ...Object.fromEntries(chosen.map((key, index) => [key, values[index]])),
      ...(paging ? { pagedQueryInfo: paging } : {}),
    }));
}

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method, operation]) => method !== 'get' && !(Array.isArray(operation.security) && operation.security.length === 0))
      .map(([method, operation]) => {
        const content = (
          operation.requestBody as { content?: Record<string, { schema?: { properties?: object; example?: object } }> } | undefined
        )?.content;
        const schema = content?.['application/json']?.schema;
        const keys = [...Object.keys(schema?.properties ?? {}), ...Object.keys(schema?.example ?? {})];
        return { path: path.replace(/\{\w+\}/g, MISSING_ID), method: method.toUpperCase(), keys };
      }),
  );
}

interface Outcome {
  problems: string[];
  accepted: string[];
  calls: number;
}

async function fuzz(makeBody: (operation: Operation) => fc.Arbitrary<Record<string, unknown>>, seed: number): Promise<Outcome> {
  const outcome: Outcome = { problems: [], accepted: [], calls: 0 };
  for (const [index, operation] of operations.entries()) {
    for (const body of fc.sample(makeBody(operation), { numRuns: BODIES_PER_CALL, seed: seed + index })) {
      const label = `${operation.method} ${operation.path} ${JSON.stringify(body).slice(0, 200)}`;
      outcome.calls += 1;
      try {
        const response = await api.call(operation.method, operation.path, body, { token: admin });
        if (response.status >= 500) outcome.problems.push(`HTTP ${response.status} ${response.body.msg}: ${label}`);
        else if (!('code' in response.body && 'msg' in response.body && 'data' in response.body))
          outcome.problems.push(`no envelope: ${label}`);
        else if (response.body.code === '0') outcome.accepted.push(label);
        if (response.body.code === '098') admin = await adminToken(api);
      } catch (error) {
        outcome.problems.push(`${(error as Error).message.slice(0, 200)}: ${label}`);
      }
    }
  }
  return outcome;
}

beforeAll(async () => {
  store = await createDataStore({ seeded: true });
  // Start once to create and seed the data, then fingerprint it while no server holds it.
  server = await startServer({ store, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
  api = new ApiClient(server.baseUrl);
  document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as OpenApi;
  operations = operationsOf(document as never);
  // Uploads take multipart files, not JSON; logging out would end the fuzzing session.
  operations = operations.filter((operation) => !/upload/i.test(operation.path));
  admin = await adminToken(api);
});
afterAll(async () => {
  await server?.stop();
  await store?.dispose();
});

describe(`bad input against every documented POST, PUT and DELETE (seed ${SEED})`, () => {
  it('a body with a key no write accepts: never a 500, and not one row changes', { timeout: 600_000 }, async () => {
    expect(await server.stop()).toBe(0);
    const before = await dataFingerprint(store);
    server = await startServer({ store, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
    api = new ApiClient(server.baseUrl);
    admin = await adminToken(api);
    const outcome = await fuzz((operation) => bodyFor(operation).map((body) => ({ ...body, fuzzUnknownKey: 'x' })), SEED);
    console.log(
      `[fuzz] unknown-key phase: ${outcome.calls} calls, ${outcome.problems.length} problems, ${outcome.accepted.length} accepted`,
    );
    expect(outcome.problems).toEqual([]);
    // Reads that ignore their body (/api/acct-info) may answer; whether anything was written is
    // decided by the data itself, below.
    expect(await server.stop()).toBe(0);
    expect(await dataFingerprint(store)).toEqual(before);
    server = await startServer({ store, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
    api = new ApiClient(server.baseUrl);
    admin = await adminToken(api);
  });

  it('bodies shaped like each call’s own, every value hostile: never a 500, always the envelope', { timeout: 600_000 }, async () => {
    const outcome = await fuzz(bodyFor, SEED + 100_000);
    console.log(`[fuzz] shaped phase: ${outcome.calls} calls, ${outcome.problems.length} problems, ${outcome.accepted.length} accepted`);
    expect(outcome.problems).toEqual([]);
    expect(outcome.calls).toBeGreaterThan(1000);
  });

  it('the request gate’s shapes over every documented route, as a super admin and a hospital user: never a 500, never a reset', {
    timeout: 600_000,
  }, async () => {
    const users: { name: string; login: () => Promise<string>; hospCode: string }[] = [
      { name: 'admin', login: () => adminToken(api), hospCode: '10001' },
      { name: 'manager', login: () => hospitalUserToken(api, 'manager', '10001'), hospCode: '10001' },
    ];
    const perShape = new Map<string, { calls: number; refused: number }>();
    const problems: string[] = [];
    const accepted: string[] = [];
    for (const [offset, user] of users.entries()) {
      let token = await user.login();
      // Logging out would end the session the rest of the calls run on.
      const routes = documentedRoutes(document, user.hospCode).filter((route: DocRoute) => route.path !== '/api/logOut');
      // Made as they are sent (1.5 MB bodies among them); see shapedCalls for which user gets which.
      const calls = (function* () {
        for (const [index, route] of routes.entries()) yield* shapedCalls(route, index, offset);
      })();
      const send = async (call: ShapedCall) => {
        const label = `${user.name} ${call.shape}: ${call.method} ${call.path.slice(0, 120)}`;
        const counts = perShape.get(call.shape) ?? { calls: 0, refused: 0 };
        perShape.set(call.shape, counts);
        counts.calls += 1;
        try {
          const headers = call.contentType ? { 'content-type': call.contentType } : undefined;
          const response = await api.call(call.method, call.path, undefined, {
            token,
            ...(call.rawBody !== undefined ? { rawBody: call.rawBody } : {}),
            ...(headers ? { headers } : {}),
          });
          if (response.status >= 500) problems.push(`HTTP ${response.status} ${response.body.msg}: ${label}`);
          else if (!('code' in response.body && 'msg' in response.body && 'data' in response.body)) problems.push(`no envelope: ${label}`);
          else if (response.body.code !== '0') counts.refused += 1;
          else accepted.push(label);
          if (response.body.code === '098') token = await user.login();
        } catch (error) {
          problems.push(
            `${(error as Error).message.slice(0, 200)} (${String((error as { cause?: { code?: string } }).cause?.code ?? '')}): ${label}`,
          );
        }
      };
      // A few calls in flight: the server and this client share two cores.
      await Promise.all(
        Array.from({ length: GATE_CONCURRENCY }, async () => {
          for (let call = calls.next(); !call.done; call = calls.next()) await send(call.value);
        }),
      );
    }
    for (const [shape, counts] of perShape) console.log(`[fuzz] gate shape ${shape}: ${counts.calls} calls, ${counts.refused} refused`);
    console.log(
      `[fuzz] gate shapes: ${[...perShape.values()].reduce((sum, counts) => sum + counts.calls, 0)} calls, ${problems.length} problems`,
    );
    if (accepted.length) console.log(`[fuzz] gate shapes answered 0 (the value was stored or used as sent):\n  ${accepted.join('\n  ')}`);
    expect(problems).toEqual([]);
    // Every route with a body got each gate shape once, from one user or the other.
    expect(perShape.get('multipart without boundary')?.calls).toBeGreaterThan(300);
    expect((perShape.get('deep array')?.calls ?? 0) + (perShape.get('deep object')?.calls ?? 0)).toBeGreaterThan(300);
  });
});
