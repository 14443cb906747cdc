import type { FastifyInstance } from 'fastify';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';

/** What the composition hands every area: the database, the configuration, the entity schemas served. */
export interface AreaDeps {
  readonly db: Db;
  readonly config: ServerConfig;
  readonly entities: EntitySchema[];
}

/**
 * A part of the server that adds routes and hooks (sign-in, accounts, dashboards, uploads ...). Every
 * area registers the one way, from the list in server/areas.ts, each route carrying its input schema
 * and its `config.doc`. Areas register on the root instance, so the core's hooks (session context,
 * request gate, error envelope) cover them; one that needs a scope of its own (uploads' multipart
 * parser) opens it inside.
 */
export interface ServerArea {
  readonly name: string;
  readonly register: (app: FastifyInstance, deps: AreaDeps) => void | Promise<void>;
}

export const defineArea = (name: string, register: ServerArea['register']): ServerArea => ({ name, register });
