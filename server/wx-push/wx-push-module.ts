import type { ExtensionModule } from '../entities/entity-operations.js';
import { resendHandler } from './resend.js';

/** 微信消息推送 (schemas/wx-msg-template.json, schemas/wx-msg-outbox.json): the outbox's 重发. */
export const wxPushModule: ExtensionModule = (extensions, db) => {
  extensions.operations.register('wx-msg-outbox/resend', resendHandler(db));
};
