import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { registerCompression } from './http/compression.js';
import fastifyRateLimit from '@fastify/rate-limit';
import type { ServerConfig } from './config.js';
import type { Db } from './db/database.js';
import { ApiError, ErrorCode } from './http/envelope.js';
import { registerErrorHandling } from './http/error-handling.js';
import { registerRequestGate } from './http/request-gate.js';
import { clientErrorHandler } from './http/client-errors.js';
import { lazyValidatorCompiler } from './http/lazy-validators.js';
import { registerConsole } from './http/console-static.js';
import { registerSessionContext } from './auth/session-context.js';
import { displayKeyAuth } from './display-keys/display-key-auth.js';
import { SessionCacheInvalidation } from './auth/session-cache.js';
import { listenForSessionChanges } from './auth/session-change-listener.js';
import { databaseRateLimitStore } from './auth/rate-limit-store.js';
import { entityCatalogue } from './entities/entity-catalogue.js';
import { serverAreas } from './areas.js';
import { collectRoutes, registerApiDocs } from './http/api-docs.js';
import { logControllerFor, loggerOptions } from './http/logger.js';

/** Composes the whole server: the core (errors as envelopes, the request gate, sessions, the built console), then every area of server/areas.ts. */
export async function buildApp(config: ServerConfig, database: Db): Promise<FastifyInstance> {
  // Every write of the server to sessions or accounts empties the session cache (auth/session-cache.ts).
  const db = database.withPlugin(new SessionCacheInvalidation());
  const logController = logControllerFor(config.logFormat);
  const app = Fastify({
    logger: loggerOptions(config),
    ...(logController ? { logController } : {}),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // A request Node cannot parse (a 100 KB query string) is answered with the envelope, not a reset.
    clientErrorHandler,
    // request.ip is the X-Forwarded-For client only when the peer is a balancer named in TRUST_PROXY
    // (docs/scale-out.md): the login budget, the audit and the sessions' addresses all read it.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    // Each route's schema compiled on its first request, not all at start (issue 17, goal 5).
    schemaController: { compilersFactory: { buildValidator: lazyValidatorCompiler() } },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before any route: /api-docs describes every route the server has.
  const routes = collectRoutes(app);

  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database: every server process on it shares one budget per address. No
    // keyGenerator: the library's default keys by request.ip (an IPv6 address by its /64), so by
    // the client behind a balancer named in TRUST_PROXY, not by the balancer.
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) =>
      new ApiError(ErrorCode.tooMany, `请求过于频繁，请${Math.ceil(context.ttl / 1000)}秒后再试`, 429),
  });

  const serveConsole = await registerConsole(app, config.staticDir);
  registerErrorHandling(app, serveConsole);
  registerRequestGate(app);
  registerSessionContext(app, db, (request) => displayKeyAuth(db, request));
  // Other processes' session and account changes (several instances or workers on one PostgreSQL).
  if (config.databaseUrl) {
    const listener = listenForSessionChanges(config.databaseUrl, app.log);
    app.addHook('onClose', () => listener.close());
  }

  const entities = entityCatalogue(config.entitySchemaDirs);
  for (const area of serverAreas) await area.register(app, { db, config, entities });
  await registerApiDocs(app, routes, entities, '0.1.0');
  return app;
}
