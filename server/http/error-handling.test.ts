import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError, ErrorCode } from './envelope';
import { registerErrorHandling } from './error-handling';
import { registerNulByteCheck } from './nul-bytes';

async function app() {
  const server = Fastify({ logger: false, genReqId: () => 'req-42' });
  registerErrorHandling(server, (reply) => reply.send('console'));
  registerNulByteCheck(server);
  server.post('/api/boom', async () => {
    throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
  });
  server.post('/api/refuse', async () => {
    throw new ApiError(ErrorCode.badRequest, '名称为必输项');
  });
  server.post('/api/echo', async (request) => ({ code: '0', msg: '', data: request.body }));
  await server.ready();
  return server;
}

describe('error envelopes', () => {
  it('keep the envelope for an unexpected error and name the request id, never the error itself', async () => {
    const response = await (await app()).inject({ method: 'POST', url: '/api/boom', payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: ErrorCode.internal, msg: '服务器内部错误，请稍后再试（请求编号: req-42）', data: null });
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
