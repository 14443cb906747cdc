import { defineArea } from '../http/server-area.js';
import { registerWxAuthorizeRoutes } from './wx-authorize-routes.js';
import { registerWxMsgSend } from './wx-msg-send.js';

/** The WeChat calls of seed 000 section 7: authorisation (refused unless configured) and message sending (the outbox). */
export const messagingArea = defineArea('messaging', (app, { db }) => {
  registerWxAuthorizeRoutes(app);
  registerWxMsgSend(app, db);
});
