import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { badRequest, ok } from '../http/envelope.js';
import { hospitalScope, type HospitalScope } from './dashboard-access.js';
import { hospitalBody } from './request-schemas.js';
import { noBody, noQuery } from '../http/route-schemas.js';
import type { HospitalBody } from './request-schemas.js';
import type { RouteDoc } from '../http/route-doc.js';

export const HOSPITAL_MISMATCH = '请求体的 hospCode 与查询参数 hospCode 不一致';

export interface HospitalRoute<B extends HospitalBody> {
  /** Body properties besides hospCode (JSON schema), and which of them are required. */
  properties?: Record<string, object>;
  required?: string[];
  permissions: readonly string[];
  /** Its entry in /api/openapi.json. */
  doc?: RouteDoc;
  handle(scope: HospitalScope, body: B, request: FastifyRequest): Promise<unknown>;
}

/**
 * POST route over one hospital: validates the body, checks the caller's access to body.hospCode
 * and its permission there, then answers the handler's result in the envelope.
 */
export function postHospital<B extends HospitalBody>(app: FastifyInstance, db: Db, path: string, route: HospitalRoute<B>): void {
  const schema = { body: hospitalBody(route.properties, route.required), querystring: noQuery };
  app.post(path, { schema, config: { doc: route.doc } }, async (request) => {
    // The schema above has validated the body's shape.
    const body = request.body as B;
    const scope = await hospitalScope(db, request, body.hospCode, route.permissions);
    return ok(await route.handle(scope, body, request));
  });
}

/**
 * The body of a call that takes its parameters from the query string: none, or a hospCode that must
 * match the query's; any other field is refused rather than silently dropped.
 */
const queryCallBody = {
  ...noBody,
  properties: { ...noBody.properties, hospCode: { type: ['string', 'null'], maxLength: 32, description: '须与查询参数 hospCode 一致' } },
} as const;

/** The same, for the calls that take hospCode (and other parameters) in the query string. */
export function postHospitalByQuery<Q extends HospitalBody>(app: FastifyInstance, db: Db, path: string, route: HospitalRoute<Q>): void {
  const schema = { querystring: hospitalBody(route.properties, route.required), body: queryCallBody };
  app.post(path, { schema, config: { doc: route.doc } }, async (request) => {
    const query = request.query as Q;
    // A body naming another hospital than the query string is refused, never answered for the query's.
    const named = (request.body as { hospCode?: unknown } | null | undefined)?.hospCode;
    if (named !== undefined && named !== null && named !== '' && String(named) !== query.hospCode) throw badRequest(HOSPITAL_MISMATCH);
    const scope = await hospitalScope(db, request, query.hospCode, route.permissions);
    return ok(await route.handle(scope, query, request));
  });
}
