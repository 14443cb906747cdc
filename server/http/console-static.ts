import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Where vite puts the hashed files (vite's build.assetsDir). */
const ASSETS = 'assets';

/** A path inside a folder of the build: no hidden, '.', '..' or empty segment (as the old glob of the build saw it). */
const plainPath = (file: string) => file.split('/').every((segment) => /^[^.\\][^\\]*$/.test(segment));

/**
 * Serves the built console from staticDir; any non-API path falls back to index.html so the
 * client router decides (including its own /404). Hashed assets are cached for a year; a client
 * that accepts brotli or gzip gets the file compressed at build time.
 *
 * Routes: one per top-level folder of the build (/assets/*), one per top-level file (index.html,
 * public/'s files). Letting
 * @fastify/static glob the build (`wildcard: false`) registered a GET and a HEAD route for every
 * file, .br and .gz twins included: over a thousand routes and about 0.4 s of every start (issue
 * 17, goal 5). Its own wildcard would answer odd paths (/assets/../x, /assets//x) with a 403 that
 * the error handler turns into a 500; here they are simply not found, as before. Nothing outside
 * /assets/ is a wildcard, so unknown API paths still reach the not-found handler's envelope.
 */
export async function registerConsole(app: FastifyInstance, staticDir: string): Promise<(reply: FastifyReply) => unknown> {
  const indexPath = path.join(staticDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      serve: false,
      index: false,
      // index.html and the assets have .br and .gz twins written at build time (vite.config.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}${ASSETS}${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    const route = (url: string, handler: (request: FastifyRequest, reply: FastifyReply) => unknown) =>
      app.route({
        method: ['GET', 'HEAD'],
        url,
        handler,
        // As @fastify/static's own routes: a download the browser abandons is not a server error.
        errorHandler(error, request, reply) {
          if ((error as { code?: string } | undefined)?.code === 'ERR_STREAM_PREMATURE_CLOSE') return void request.raw.destroy();
          return app.errorHandler(error, request, reply);
        },
      });
    // Read once, like the routes @fastify/static made from the build before.
    for (const entry of fs.readdirSync(staticDir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isFile()) route(`/${entry.name}`, (_request, reply) => reply.sendFile(entry.name, staticDir));
      if (!entry.isDirectory()) continue;
      const folder = path.join(staticDir, entry.name);
      route(`/${entry.name}/*`, (request, reply) => {
        const file = (request.params as { '*'?: string })['*'] ?? '';
        return plainPath(file) ? reply.sendFile(file, folder) : reply.callNotFound();
      });
    }
  }
  return (reply: FastifyReply) => {
    if (!hasBuild) {
      return reply.status(503).type('text/plain; charset=utf-8').send('控制台尚未构建：请运行 npm run build（npm start 会自动构建）。');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
}
