import http from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken } from '../support/entity-api.js';

/**
 * Issue 17 goal 3: answers are compressed when the client accepts it; the console's files come
 * compressed at build time. Raw HTTP, since fetch would undo the encoding before the test saw it.
 */

const baseUrl = inject('apiBaseUrl');
let admin = '';
beforeAll(async () => {
  admin = await adminToken(new ApiClient(baseUrl));
});

function rawGet(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${path}`, { method, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('compressed answers', () => {
  it('compresses an API answer with brotli, else gzip, and not for a client that asks for neither', async () => {
    const query = JSON.stringify({ pagedQueryInfo: { index: 1, pageSize: 100 } });
    const call = (encoding: string) =>
      rawGet('/db/dic/query', { token: admin, 'content-type': 'application/json', 'accept-encoding': encoding }, 'POST', query);
    const plain = await call('identity');
    const brotli = await call('br, gzip');
    const gzip = await call('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.bytes).toBeLessThan(plain.bytes / 3);
  });

  it('sends the console’s built files in their precompressed form with long cache lifetimes for hashed assets', async () => {
    const page = await rawGet('/login', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${baseUrl}/login`)).text())?.[1];
    expect(script).toBeDefined();
    const asset = await rawGet(script!, { 'accept-encoding': 'gzip' });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
