import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import { ok } from '../http/envelope.js';
import { noQuery } from '../http/route-schemas.js';
import { registerSqlFormat } from './sql-format.js';

/** GET /api/system/cfg: public client configuration (where uploaded files are served from); the SQL formatter. */
export function registerSystemRoutes(app: FastifyInstance, config: ServerConfig): void {
  app.get('/api/system/cfg', { schema: { querystring: noQuery }, config: { public: true } }, async () => ok({ ossUrl: config.ossUrl }));
  app.get('/api/health', { schema: { querystring: noQuery }, config: { public: true } }, async () => ok({ status: 'up' }));
  registerSqlFormat(app);
}
