import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { hospitalScope, type HospitalScope } from './dashboard-access.js';
import { hospitalBody } from './request-schemas.js';
import type { HospitalBody } from './request-schemas.js';

export interface HospitalRoute<B extends HospitalBody> {
  /** Body properties besides hospCode (JSON schema), and which of them are required. */
  properties?: Record<string, object>;
  required?: string[];
  permissions: readonly string[];
  handle(scope: HospitalScope, body: B, request: FastifyRequest): Promise<unknown>;
}

/**
 * POST route over one hospital: validates the body, checks the caller's access to body.hospCode
 * and its permission there, then answers the handler's result in the envelope.
 */
export function postHospital<B extends HospitalBody>(app: FastifyInstance, db: Db, path: string, route: HospitalRoute<B>): void {
  app.post(path, { schema: { body: hospitalBody(route.properties, route.required) } }, async (request) => {
    // The schema above has validated the body's shape.
    const body = request.body as B;
    const scope = await hospitalScope(db, request, body.hospCode, route.permissions);
    return ok(await route.handle(scope, body, request));
  });
}

/** The same, for the calls that take hospCode (and other parameters) in the query string. */
export function postHospitalByQuery<Q extends HospitalBody>(app: FastifyInstance, db: Db, path: string, route: HospitalRoute<Q>): void {
  app.post(path, { schema: { querystring: hospitalBody(route.properties, route.required) } }, async (request) => {
    const query = request.query as Q;
    const scope = await hospitalScope(db, request, query.hospCode, route.permissions);
    return ok(await route.handle(scope, query, request));
  });
}
