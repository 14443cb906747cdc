import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError, ErrorCode } from './envelope';
import { registerErrorHandling } from './error-handling';
import { registerRequestGate } from './request-gate';

async function app() {
  const server = Fastify({ logger: false, genReqId: () => 'req-42' });
  registerErrorHandling(server, (reply) => reply.send('console'));
  registerRequestGate(server);
  server.post('/api/boom', async () => {
    throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
  });
  server.post('/api/refuse', async () => {
    throw new ApiError(ErrorCode.badRequest, '名称为必输项');
  });
  server.post('/api/echo', async (request) => ({ code: '0', msg: '', data: request.body }));
  server.post('/api/bad-url-status', async () => {
    throw Object.assign(new Error('Forbidden path'), { statusCode: 403 });
  });
  // As @fastify/multipart does: the body is left to the handler, whose parser throws.
  server.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  server.post('/api/upload', async () => {
    throw new Error('Multipart: Boundary not found');
  });
  await server.ready();
  return server;
}

describe('error envelopes', () => {
  it('keep the envelope for an unexpected error and name the request id, never the error itself', async () => {
    const response = await (await app()).inject({ method: 'POST', url: '/api/boom', payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: ErrorCode.internal, msg: '服务器内部错误，请稍后再试（请求编号: req-42）', data: null });
  });

  it('answer what a framework part refused for the request itself with its 4xx, not a 500', async () => {
    const server = await app();
    const forbidden = await server.inject({ method: 'POST', url: '/api/bad-url-status', payload: {} });
    expect([forbidden.statusCode, forbidden.json()]).toEqual([403, { code: ErrorCode.forbidden, msg: '禁止访问', data: null }]);
    const json = await server.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect([json.statusCode, json.json()]).toEqual([400, { code: ErrorCode.badRequest, msg: '请求体不是合法的 JSON', data: null }]);
  });

  it('answer a multipart body the parser cannot read with 400 and code 001, naming what is wrong', async () => {
    const server = await app();
    const noBoundary = await server.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect([noBoundary.statusCode, noBoundary.json().code, noBoundary.json().msg]).toEqual([
      400,
      '001',
      expect.stringContaining('boundary'),
    ]);
    // The same message from a JSON call is no multipart refusal: an error of our own stays a 500.
    const json = await server.inject({ method: 'POST', url: '/api/upload', payload: {} });
    expect(json.statusCode).toBe(500);
  });

  it('leave refusals as they are', async () => {
    const response = await (await app()).inject({ method: 'POST', url: '/api/refuse', payload: {} });
    expect(response.json()).toEqual({ code: ErrorCode.badRequest, msg: '名称为必输项', data: null });
  });
});

describe('NUL characters on routes outside the engine', () => {
  it('are refused in the body and the query string, naming the parameter', async () => {
    const server = await app();
    const body = await server.inject({ method: 'POST', url: '/api/echo', payload: { outer: { inner: ['x\u0000'] } } });
    expect(body.json()).toEqual({ code: ErrorCode.badRequest, msg: 'outer不能包含空字符', data: null });
    const query = await server.inject({ method: 'POST', url: '/api/echo?name=a%00b', payload: {} });
    expect(query.json()).toEqual({ code: ErrorCode.badRequest, msg: 'name不能包含空字符', data: null });
    expect((await server.inject({ method: 'POST', url: '/api/echo', payload: { ok: 'yes' } })).json().data).toEqual({ ok: 'yes' });
  });
});
