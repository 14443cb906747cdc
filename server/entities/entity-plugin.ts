import type { FastifyInstance } from 'fastify';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import type { EntityError, EntityErrorKind, EntityHost } from '../../engine/server/entity-context.js';
import { registerEntityRoutes } from '../../engine/server/entity-routes.js';
import { newObjectId } from '../../engine/server/object-id.js';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { hashPassword } from '../auth/passwords.js';
import { ApiError, ErrorCode, ok } from '../http/envelope.js';
import { authorizeEntityCall, visibleHospitals } from './entity-access.js';
import { buildEntityExtensions } from './entity-operations.js';
import { extensionModules } from './extension-modules.js';
import type { EntityExtensions } from '../../engine/server/entity-extensions.js';
import { requestLanguage } from '../http/request-language.js';
import { authOf } from '../auth/session-context.js';

const CODES: Record<EntityErrorKind, string> = {
  badRequest: ErrorCode.badRequest,
  notFound: ErrorCode.notFound,
  refused: ErrorCode.refused,
  forbidden: ErrorCode.forbidden,
  conflict: ErrorCode.conflict,
};

/** The engine's view of this server: our database, our access rules, our envelope. */
export function createEntityHost(db: Db, extensions?: EntityExtensions): EntityHost {
  return {
    ...(extensions ? { extensions } : {}),
    db,
    authorize: (request, call) => authorizeEntityCall(db, request, call),
    visibleHospitals: (request) => visibleHospitals(db, request),
    hashPassword,
    newId: () => newObjectId(),
    now: nowDateTime,
    // Refusals travel with HTTP 200 like every business refusal; a conflict carries the current rows as data.
    toHostError: (error: EntityError) => new ApiError(CODES[error.kind], error.message, 200, error.data ?? null),
    ok: (data, message) => ok(data, message),
    hospitalName: async (hospCode) =>
      (await db.selectFrom('platform.hosp').select('hosp_name').where('hosp_code', '=', hospCode).executeTakeFirst())?.hosp_name ??
      undefined,
    language: requestLanguage,
    actorOf: (request) => authOf(request).acctId,
  };
}

/** Every entity schema becomes its endpoints. */
export function registerEntityEndpoints(app: FastifyInstance, db: Db, entities: EntitySchema[]): void {
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  // Lookup pickers and lookup checks read the other entity as its own query would.
  const host: EntityHost = {
    ...createEntityHost(db, buildEntityExtensions(db, entities, extensionModules)),
    entityNamed: (name) => byName.get(name),
  };
  for (const entity of entities) registerEntityRoutes(app, host, entity);
}
