import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorHandler } from './client-errors';

let server: FastifyInstance;
let baseUrl = '';

beforeAll(async () => {
  server = Fastify({ logger: false, clientErrorHandler });
  server.get('/api/echo', async (request) => ({ code: '0', msg: '成功', data: request.query }));
  baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
});

/** Sends raw bytes and reads whatever comes back until the server closes. */
function rawCall(bytes: string): Promise<string> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(bytes));
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text)).on('error', reject);
  });
}

describe('requests Node cannot parse', () => {
  it('a 100 KB query string is answered 431 with the envelope and a request id, not a reset', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(`${baseUrl}/api/echo?name=${'x'.repeat(100_000)}`);
      expect(response.status).toBe(431);
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await response.json()).toEqual({
        code: '413',
        msg: '请求地址或请求头过长（不能超过16KB），请缩短查询参数，或把参数放在请求体中',
        data: null,
      });
    }
    expect((await (await fetch(`${baseUrl}/api/echo?name=x`)).json()).data).toEqual({ name: 'x' });
  });

  it('a broken request line is answered 400 with the envelope', async () => {
    const answer = await rawCall('GET /api/echo HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ code: '001', msg: '请求格式错误', data: null });
  });
});
