import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityCall, EntityError, EntityHost } from '../entity-context';
import { createEntityExtensions, type EntityExtensions } from '../entity-extensions';
import { entityTableDdl } from '../ddl';
import { registerEntityRoutes } from '../entity-routes';

/**
 * An engine host over an in-memory PGlite, for tests of the engine's own SQL through its routes:
 * hospital-scoped entities live in schema `hosp_<code>`, every call is authorised (and recorded),
 * unless its permission id is in `denied`. Refusals answer `{code: <kind>, msg}`.
 */
export interface PgliteHost {
  host: EntityHost;
  app: FastifyInstance;
  db: Kysely<any>;
  authorised: EntityCall[];
  denied: Set<string>;
  close(): Promise<void>;
}

let counter = 0;
const newId = () =>
  `${(0x6700_0000 + (Math.floor(Date.now() / 1000) % 0xffffff)).toString(16).padStart(8, '0')}${(++counter).toString(16).padStart(16, '0')}`;

export async function pgliteHost(
  entities: EntitySchema[],
  hospitals: string[],
  register: (extensions: EntityExtensions) => void = () => {},
): Promise<PgliteHost> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const pglite = await PGlite.create();
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig) }) });
  const schemas = ['platform', ...hospitals.map((code) => `hosp_${code}`)];
  for (const schema of schemas) {
    await sql.raw(`create schema if not exists ${schema}`).execute(db);
    for (const entity of entities) {
      if ((entity.scope === 'platform') !== (schema === 'platform')) continue;
      for (const statement of entityTableDdl(entity, schema)) await sql.raw(statement).execute(db);
    }
  }
  const extensions = createEntityExtensions();
  register(extensions);
  const authorised: EntityCall[] = [];
  const denied = new Set<string>();
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  const host: EntityHost = {
    db,
    extensions,
    authorize: async (_request, call) => {
      authorised.push(call);
      if (call.permission && denied.has(call.permission))
        throw Object.assign(new Error('没有权限'), { statusCode: 200, code: 'forbidden' });
      return call.entity.scope === 'hospital' ? `hosp_${call.hospCode}` : 'platform';
    },
    hashPassword: async (plain) => plain,
    newId,
    now: () => '2026-11-27 10:00:00',
    toHostError: (error: EntityError) =>
      Object.assign(new Error(error.message), { statusCode: 200, code: error.kind, english: error.english }),
    ok: (data, message) => ({ code: '0', msg: message ?? '', data }),
    language: (request) => (request.headers.lang === 'en' ? 'en' : 'zh'),
    entityNamed: (name) => byName.get(name),
  };
  const app = Fastify();
  app.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
    reply.send({ code: error.code, msg: error.message });
  });
  for (const entity of entities) registerEntityRoutes(app, host, entity);
  await app.ready();
  return {
    host,
    app,
    db,
    authorised,
    denied,
    async close() {
      await app.close();
      await db.destroy();
      await pglite.close();
    },
  };
}
