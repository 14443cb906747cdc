import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { buildOpenApi } from '../../engine/server/openapi.js';
import { ok, ApiError, ErrorCode } from '../http/envelope.js';

export const API_DOCS_PATH = '/api-docs';

/**
 * The schemas themselves, for the console (a screen renders whatever schema the server serves, so
 * a new entity needs no client rebuild), and the OpenAPI description generated from them with a
 * browsable page.
 */
export async function registerEntitySchemaRoutes(app: FastifyInstance, entities: EntitySchema[], version: string): Promise<void> {
  const byName = new Map(entities.map((entity) => [entity.name, entity]));

  app.get('/api/entities', async () =>
    ok(entities.map(({ name, title, kind, scope, route, endpoint }) => ({ name, title, kind, scope, route, endpoint }))),
  );
  app.get<{ Params: { name: string } }>('/api/entities/:name', async (request) => {
    const entity = byName.get(request.params.name);
    if (!entity) throw new ApiError(ErrorCode.notFound, `没有名为 ${request.params.name} 的实体`);
    return ok(entity);
  });

  const document = buildOpenApi(entities, { title: '医疗设备管理平台 API', version });
  app.get('/api/openapi.json', { config: { public: true } }, async () => document);

  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH, uiConfig: { docExpansion: 'list', deepLinking: true } });
}
