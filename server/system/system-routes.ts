import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import { ok } from '../http/envelope.js';
import { noQuery } from '../http/route-schemas.js';
import { registerSqlFormat } from './sql-format.js';
import { DocTag } from '../http/doc-tags.js';
import type { SystemConfig } from '../../contracts/session.js';

/** GET /api/system/cfg: public client configuration (where uploaded files are served from); the SQL formatter. */
export function registerSystemRoutes(app: FastifyInstance, config: ServerConfig): void {
  app.get(
    '/api/system/cfg',
    {
      schema: { querystring: noQuery },
      config: { public: true, doc: { tag: DocTag.shell, summary: '系统配置（上传文件的访问地址）', response: { ossUrl: '/files/' } } },
    },
    async () => ok<SystemConfig>({ ossUrl: config.ossUrl }),
  );
  app.get(
    '/api/health',
    {
      schema: { querystring: noQuery },
      config: { public: true, doc: { tag: DocTag.shell, summary: '健康检查', response: { status: 'ok' } } },
    },
    async () => ok({ status: 'up' }),
  );
  registerSqlFormat(app);
}
