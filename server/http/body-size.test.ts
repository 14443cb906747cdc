import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capped, drain } from './body-size';
import { registerErrorHandling } from './error-handling';
import { registerRequestGate } from './request-gate';

let server: FastifyInstance;
let baseUrl = '';
const TOO_LARGE = { code: '413', msg: '请求体过大，不能超过1MB', data: null };
const big = JSON.stringify({ remark: 'x'.repeat(1.5 * 1024 * 1024) });

beforeAll(async () => {
  server = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  registerErrorHandling(server, (reply) => reply.send('console'));
  registerRequestGate(server);
  server.post('/api/echo', async (request) => ({ code: '0', msg: '成功', data: request.body }));
  baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
});

/** A POST whose body is written in chunks without a Content-Length (Transfer-Encoding: chunked). */
function postChunked(path: string, body: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, json: JSON.parse(text) }));
    });
    call.on('error', reject);
    for (let start = 0; start < body.length; start += 64 * 1024) call.write(body.slice(start, start + 64 * 1024));
    call.end();
  });
}

describe('a body over the limit, over real HTTP', () => {
  it('reaches the client as 413 with the envelope, not a reset, and the next call works', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(`${baseUrl}/api/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
      expect([response.status, await response.json()]).toEqual([413, TOO_LARGE]);
    }
    const small = await fetch(`${baseUrl}/api/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(await small.json()).toEqual({ code: '0', msg: '成功', data: { a: 1 } });
  });

  it('is refused the same when sent in chunks without a length; a small chunked body passes', async () => {
    expect(await postChunked('/api/echo', big)).toEqual({ status: 413, json: TOO_LARGE });
    expect(await postChunked('/api/echo', '{"a":"b"}')).toEqual({ status: 200, json: { code: '0', msg: '成功', data: { a: 'b' } } });
  });
});

describe('drain and capped', () => {
  it('drain reads to the end, or stops at its limit', async () => {
    expect(await drain(Readable.from([Buffer.alloc(10), Buffer.alloc(10)]), 100)).toBe(true);
    expect(await drain(Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), 100)).toBe(false);
  });

  it('capped passes a body within the limit and fails one beyond it only after reading all of it', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of capped(Readable.from([Buffer.from('ab'), Buffer.from('cd')]), 4)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('abcd');
    let read = 0;
    const source = Readable.from(
      (function* () {
        for (let index = 0; index < 5; index++) {
          read += 1;
          yield Buffer.alloc(3);
        }
      })(),
    );
    await expect(async () => {
      for await (const _chunk of capped(source, 4)) void _chunk;
    }).rejects.toMatchObject({ code: '413', httpStatus: 413 });
    expect(read).toBe(5);
  });
});
