import Fastify, { type FastifyInstance } from 'fastify';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityCall, EntityError, EntityHost } from '../entity-context';
import { createEntityExtensions, type EntityExtensions } from '../entity-extensions';
import { registerEntityRoutes } from '../entity-routes';

/**
 * A host with no database for route tests: it records what it was asked to authorise, answers in
 * the seeds' envelope and turns refusals into `{code: <kind>, msg}`. Any SQL of the engine's own
 * would fail, so only handler-served calls can be tested with it.
 */
export function fakeHost(authorised: EntityCall[], register: (extensions: EntityExtensions) => void): EntityHost {
  const extensions = createEntityExtensions();
  register(extensions);
  return {
    db: undefined as never,
    extensions,
    authorize: async (_request, call) => {
      authorised.push(call);
      return `hosp_${call.hospCode}`;
    },
    hashPassword: async (plain) => plain,
    newId: () => 'x',
    now: () => '2026-11-24 00:00:00',
    toHostError: (error: EntityError) => Object.assign(new Error(error.message), { statusCode: 200, code: error.kind }),
    ok: (data, message) => ({ code: '0', msg: message ?? '', data }),
  };
}

/** A Fastify app serving one entity over that host, ready for `inject`. */
export async function appServing(entity: EntitySchema, host: EntityHost): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler((error: Error & { code?: string }, _request, reply) => reply.send({ code: error.code, msg: error.message }));
  registerEntityRoutes(app, host, entity);
  await app.ready();
  return app;
}
