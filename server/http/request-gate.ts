import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badTextAt, badTextMessage } from '../../engine/server/value-limits.js';
import { registerBodySizeLimit } from './body-size.js';
import { badRequest } from './envelope.js';
import { shapeMessage, shapeProblem } from './input-shape.js';

/** The parts of a request a handler reads, in the order a refusal names them. */
const partsOf = (request: FastifyRequest) => [request.body, request.query, request.params];

/**
 * The refusal of a request's input before any route sees it, or undefined when it may pass: too
 * deep or too long first (nothing else walks such input safely), then NUL characters and lone
 * surrogates, which PostgreSQL cannot store as sent. Engine routes check text themselves, naming
 * the field's title (engine refuseNulBytes), so `checkText` is off for them.
 */
export function inputRefusal(parts: unknown[], checkText: boolean): string | undefined {
  for (const part of parts) {
    const problem = shapeProblem(part);
    if (problem) return shapeMessage(problem);
  }
  if (!checkText) return undefined;
  for (const part of parts) {
    const found = badTextAt(part);
    if (found) return badTextMessage(found.path, found.kind);
  }
  return undefined;
}

/**
 * One gate in front of every route, schema and bespoke alike: the body's size (413 with the
 * envelope, after the body was read so the client gets it), its depth and list lengths, and text
 * PostgreSQL cannot hold. It runs before validation, so ajv and the handlers only ever see input of
 * a sane shape. What a route's own schema or the engine checks (types, ranges, dates) stays there.
 */
export function registerRequestGate(app: FastifyInstance): void {
  registerBodySizeLimit(app);
  app.addHook('preValidation', async (request) => {
    const refusal = inputRefusal(partsOf(request), !request.routeOptions.config?.entityInputChecks);
    if (refusal !== undefined) throw badRequest(refusal);
  });
}
