import type { ExtensionModule } from '../entities/entity-operations.js';
import { closeFeedbackHandler, replyFeedbackHandler } from './feedback-admin.js';
import { myFeedbackHandler } from './feedback-mine.js';
import { submitFeedbackHandler } from './feedback-submit.js';

/** 医院反馈 (schemas/hosp-feedback.json): hospital users submit and read their own; super admins reply and close. */
export const feedbackModule: ExtensionModule = (extensions, db) => {
  extensions.operations.register('hosp-feedback/submit', submitFeedbackHandler(db));
  extensions.operations.register('hosp-feedback/mine', myFeedbackHandler);
  extensions.operations.register('hosp-feedback/reply', replyFeedbackHandler(db));
  extensions.operations.register('hosp-feedback/close', closeFeedbackHandler(db));
};
