import type { Envelope } from '../../contracts/envelope.js';

/** Success always carries `data` (null when the call has nothing to return, e.g. an update). */
export function ok<T>(data: T, msg = '成功'): Envelope<T> {
  return { code: '0', msg, data: data === undefined ? (null as T) : data };
}

/**
 * Error codes of our catalogue (the seeds fix only '0' and '098').
 * Business refusals travel with HTTP 200 so the client shows msg; the client reserves
 * its own texts for HTTP 403 and 504.
 */
export const ErrorCode = {
  badRequest: '001',
  refused: '002',
  badCredentials: '003',
  captcha: '004',
  locked: '005',
  sessionGone: '098',
  forbidden: '403',
  notFound: '404',
  /** An edit of a record someone else changed since it was read (data: the records as they are now). */
  conflict: '409',
  tooLarge: '413',
  tooMany: '429',
  internal: '500',
} as const;

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus = 200,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, data: unknown = null) => new ApiError(ErrorCode.badRequest, msg, 200, data);
export const refused = (msg: string) => new ApiError(ErrorCode.refused, msg);
export const forbidden = (msg = '您没有执行该操作的权限') => new ApiError(ErrorCode.forbidden, msg);
export const sessionGone = (msg = '登录超时，请重新登录') => new ApiError(ErrorCode.sessionGone, msg);
