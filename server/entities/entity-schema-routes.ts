import type { FastifyInstance } from 'fastify';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { clientSchema } from '../../engine/server/client-schema.js';
import { ok, ApiError, ErrorCode } from '../http/envelope.js';
import { noQuery, pathParams } from '../http/route-schemas.js';

/**
 * The schemas themselves, for the console: a screen renders whatever schema the server serves, so
 * a new entity needs no client rebuild. Only the screen's part is served (clientSchema): no table,
 * column or handler names. (Their OpenAPI description is part of the server's own, server/http/api-docs.ts.)
 */
export function registerEntitySchemaRoutes(app: FastifyInstance, entities: EntitySchema[]): void {
  const byName = new Map(entities.map((entity) => [entity.name, entity]));

  app.get('/api/entities', { schema: { querystring: noQuery } }, async () =>
    ok(entities.map(({ name, title, kind, scope, route, endpoint }) => ({ name, title, kind, scope, route, endpoint }))),
  );
  app.get<{ Params: { name: string } }>('/api/entities/:name', { schema: { params: pathParams('name'), querystring: noQuery } }, async (request) => {
    const entity = byName.get(request.params.name);
    if (!entity) throw new ApiError(ErrorCode.notFound, `没有名为 ${request.params.name} 的实体`);
    return ok(clientSchema(entity));
  });
}
