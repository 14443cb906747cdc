/** The status codes of schemas/hosp-feedback.json: open, answered, closed. */
export const FEEDBACK_OPEN = '01';
export const FEEDBACK_ANSWERED = '02';
export const FEEDBACK_CLOSED = '03';
