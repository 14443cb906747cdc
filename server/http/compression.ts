import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * Every answer compressed when the client accepts it (brotli, else gzip), from 1 KB up. Brotli at
 * quality 4 for answers made per request: close to gzip's speed with a smaller result (quality 11,
 * the library default, costs tens of ms per large list on these 2 cores). The console's built
 * assets are compressed once at build time (vite.config.ts) and sent as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
