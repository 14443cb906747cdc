import http from 'node:http';
import zlib from 'node:zlib';

export interface LeanAnswer {
  status: number;
  text: string;
}

/**
 * A keep-alive HTTP client for the bench: `concurrency` sockets, JSON in and out. The load
 * generator shares the machine's two cores with the server and the database, so it is kept lean:
 * Node's fetch costs several times the CPU of a plain request, and that time was counted as the
 * server's latency. `compressed`: asks for brotli or gzip as a browser does and decodes the answer.
 */
export function leanClient(baseUrl: string, concurrency: number, options: { compressed?: boolean } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const { hostname, port } = new URL(baseUrl);
  const encoding: Record<string, string> = options.compressed ? { 'accept-encoding': 'br, gzip' } : {};
  /** POST with a JSON body, or GET without one. */
  const request = (pathName: string, body?: string, headers: Record<string, string> = {}) =>
    new Promise<LeanAnswer>((resolve, reject) => {
      const sent: Record<string, string | number> = { ...encoding, ...headers };
      if (body !== undefined) Object.assign(sent, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      const req = http.request(
        { agent, hostname, port, path: pathName, method: body === undefined ? 'GET' : 'POST', headers: sent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            try {
              const raw = Buffer.concat(chunks);
              const coding = res.headers['content-encoding'];
              const decoded = coding === 'br' ? zlib.brotliDecompressSync(raw) : coding === 'gzip' ? zlib.gunzipSync(raw) : raw;
              resolve({ status: res.statusCode ?? 0, text: decoded.toString('utf8') });
            } catch (error) {
              reject(error as Error);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  /** The envelope of a JSON answer. */
  const json = async <T>(pathName: string, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await request(pathName, body === undefined ? undefined : JSON.stringify(body), headers);
    return JSON.parse(answer.text) as { code: string; msg: string; data: T };
  };
  return { request, json, close: () => agent.destroy() };
}
