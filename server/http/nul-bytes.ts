import type { FastifyInstance } from 'fastify';
import { nulBytePath } from '../../engine/server/value-limits.js';
import { ApiError, ErrorCode } from './envelope.js';

/**
 * Every API call whose body, query string or path holds a NUL character is refused before its
 * handler runs: PostgreSQL text cannot hold one, and the call would fail as HTTP 500. Schema
 * endpoints check their input themselves, naming the field's title (engine refuseNulBytes).
 */
export function registerNulByteCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.entityInputChecks) return;
    const key = nulBytePath(request.body) ?? nulBytePath(request.query) ?? nulBytePath(request.params);
    if (key !== undefined) throw new ApiError(ErrorCode.badRequest, `${key || '参数'}不能包含空字符`);
  });
}
