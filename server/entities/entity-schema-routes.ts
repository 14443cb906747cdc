import type { FastifyInstance } from 'fastify';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { clientSchema, superAdminOnly } from '../../engine/server/client-schema.js';
import { ok, ApiError, ErrorCode } from '../http/envelope.js';
import { authOf } from '../auth/session-context.js';

/**
 * The schemas themselves, for the console: a screen renders whatever schema the server serves, so
 * a new entity needs no client rebuild. Only the screen's part is served (clientSchema), and a
 * hospital user is not told about the platform screens only a super admin may open: those answer
 * like an unknown name. (Their OpenAPI description is part of the server's own, server/http/api-docs.ts.)
 */
export function registerEntitySchemaRoutes(app: FastifyInstance, entities: EntitySchema[]): void {
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  const shownTo = (isAdmin: boolean) => (entity: EntitySchema) => isAdmin || !superAdminOnly(entity);

  app.get('/api/entities', async (request) =>
    ok(entities.filter(shownTo(authOf(request).isAdmin)).map(({ name, title, kind, scope, route, endpoint }) => ({ name, title, kind, scope, route, endpoint }))),
  );
  app.get<{ Params: { name: string } }>('/api/entities/:name', async (request) => {
    const entity = byName.get(request.params.name);
    if (!entity || !shownTo(authOf(request).isAdmin)(entity)) throw new ApiError(ErrorCode.notFound, `没有名为 ${request.params.name} 的实体`);
    return ok(clientSchema(entity));
  });
}
