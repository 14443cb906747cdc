import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { registerWxAuthorizeRoutes } from './wx-authorize-routes.js';
import { registerWxMsgSend } from './wx-msg-send.js';

/** The WeChat calls of seed 000 section 7: authorisation (refused unless configured) and message sending (the outbox). */
export function registerMessaging(app: FastifyInstance, db: Db): void {
  registerWxAuthorizeRoutes(app);
  registerWxMsgSend(app, db);
}
