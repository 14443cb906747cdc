import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built console from staticDir; any non-API path falls back to index.html so the
 * client router decides (including its own /404). Hashed assets are cached for a year; a client
 * that accepts brotli or gzip gets the file compressed at build time.
 */
export async function registerConsole(app: FastifyInstance, staticDir: string): Promise<(reply: FastifyReply) => unknown> {
  const indexPath = path.join(staticDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // index.html and the assets have .br and .gz twins written at build time (vite.config.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  return (reply: FastifyReply) => {
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('控制台尚未构建：请运行 npm run build（npm start 会自动构建）。');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
}
