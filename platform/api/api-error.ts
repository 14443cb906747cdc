import type { Envelope } from '../../contracts/envelope';

export const SUCCESS_CODE = '0';
/** No session, or it was revoked, timed out or expired: the console forces a re-login. */
export const SESSION_TIMEOUT_CODE = '098';

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'string';
}

/**
 * A failed call, as views see it: the envelope's code, msg and data, or for transport failures
 * the HTTP status (or 'NETWORK') as code and the text that was shown to the user as msg.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
    readonly data: unknown = null,
    readonly httpStatus: number | null = null,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}
