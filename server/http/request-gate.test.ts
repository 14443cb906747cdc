import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handling';
import { registerRequestGate } from './request-gate';

let server: FastifyInstance;
const handled: unknown[] = [];

beforeAll(async () => {
  server = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  registerErrorHandling(server, (reply) => reply.send('console'));
  registerRequestGate(server);
  server.post('/api/echo', async (request) => ({ code: '0', msg: '成功', data: request.body }));
  server.get('/api/echo', async (request) => ({ code: '0', msg: '成功', data: request.query }));
  // An engine route checks text itself (naming the field's title): the gate leaves that to it.
  server.post('/db/thing/query', { config: { entityInputChecks: true } }, async (request) => {
    handled.push(request.body);
    return { code: '0', msg: '成功', data: null };
  });
  await server.ready();
});
afterAll(async () => {
  await server.close();
});

const post = (url: string, payload: string) =>
  server.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
const refusal = (msg: string) => ({ code: '001', msg, data: null });

describe('the request gate', () => {
  it('refuses a body nested 20,000 deep, arrays or objects, on every route, naming the parameter', async () => {
    const deepArray = `{"remark":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const deepObject = `{"remark":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`;
    for (const url of ['/api/echo', '/db/thing/query']) {
      for (const body of [deepArray, deepObject]) {
        const response = await post(url, body);
        expect([response.statusCode, response.json()]).toEqual([200, refusal('参数 remark 嵌套层数不能超过32层')]);
      }
    }
    expect(handled).toEqual([]);
  });

  it('refuses an array longer than 10,000 items', async () => {
    const response = await post('/api/echo', JSON.stringify({ idList: new Array(10_001).fill('x') }));
    expect(response.json()).toEqual(refusal('参数 idList 的数组不能超过10000项'));
  });

  it('refuses lone surrogates and NUL characters in the body, the query string and keys, naming the parameter', async () => {
    expect((await post('/api/echo', '{"remark":"a\\ud800b"}')).json()).toEqual(refusal('remark含有无效字符'));
    expect((await post('/api/echo', '{"list":[{"x":"\\udfff"}]}')).json()).toEqual(refusal('list含有无效字符'));
    expect((await post('/api/echo', '{"k\\ud800":1}')).json()).toEqual(refusal('k\uFFFD含有无效字符'));
    expect((await post('/api/echo', '{"remark":"a\\u0000"}')).json()).toEqual(refusal('remark不能包含空字符'));
    expect((await server.inject({ method: 'GET', url: '/api/echo?name=a%00b' })).json()).toEqual(refusal('name不能包含空字符'));
    // A whole pair is a real character (an emoji), and passes.
    expect((await post('/api/echo', '{"remark":"\\ud83d\\ude00"}')).json().data).toEqual({ remark: '😀' });
  });

  it('leaves text checks on engine routes to the engine, which names the field by its title', async () => {
    expect((await post('/db/thing/query', '{"remark":"a\\ud800"}')).json().code).toBe('0');
    expect(handled).toEqual([{ remark: 'a\ud800' }]);
  });

  it('answers a body over the limit with 413 and the envelope', async () => {
    const response = await post('/api/echo', JSON.stringify({ remark: 'x'.repeat(1.5 * 1024 * 1024) }));
    expect([response.statusCode, response.json()]).toEqual([413, { code: '413', msg: '请求体过大，不能超过1MB', data: null }]);
  });
});
