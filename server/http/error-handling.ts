import type { FastifyError, FastifyInstance } from 'fastify';
import type { Envelope } from '../../contracts/envelope.js';
import { ApiError, ErrorCode } from './envelope.js';
import { describeValidationErrors } from './validation-messages.js';
import { requestErrorAnswer } from './request-errors.js';

/** Path prefixes served by the API; everything else belongs to the console (index.html). */
export const API_PREFIXES = ['/api', '/db', '/acct-center'];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function envelopeFor(error: FastifyError | ApiError, contentType: string | undefined): { status: number; body: Envelope<unknown> } {
  if (error instanceof ApiError) {
    return { status: error.httpStatus, body: { code: error.code, msg: error.message, data: error.data } };
  }
  if (error.validation) {
    const msg = describeValidationErrors(error.validation, error.validationContext ?? 'body');
    return { status: 200, body: { code: ErrorCode.badRequest, msg, data: null } };
  }
  return (
    requestErrorAnswer(error, contentType) ?? { status: 500, body: { code: ErrorCode.internal, msg: INTERNAL_ERROR_MESSAGE, data: null } }
  );
}

export const INTERNAL_ERROR_MESSAGE = '服务器内部错误，请稍后再试';

/** The unexpected error's message carries the request id, so a user's report finds its log line. */
export const internalErrorMessage = (requestId: string) => `${INTERNAL_ERROR_MESSAGE}（请求编号: ${requestId}）`;

/** Every error, including bad JSON and unknown API routes, leaves as an envelope and never as a stack trace. */
export function registerErrorHandling(app: FastifyInstance, serveConsole: (reply: import('fastify').FastifyReply) => unknown): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { status, body } = envelopeFor(error, request.headers['content-type']);
    if (body.code === ErrorCode.internal) body.msg = internalErrorMessage(request.id);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // `reason`, not `msg`: pino reads msg as the line's own message and would drop it.
    else request.log.info({ code: body.code, reason: body.msg }, 'request refused');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      const body: Envelope<null> = {
        code: ErrorCode.notFound,
        msg: `接口不存在: ${request.method} ${request.url.split('?')[0]}`,
        data: null,
      };
      return reply.status(404).send(body);
    }
    // A missing hashed asset (an old build's file) must fail loudly, not come back as index.html.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/assets/')) {
      return reply.status(404).send({ code: ErrorCode.notFound, msg: '资源不存在', data: null });
    }
    return serveConsole(reply);
  });
}
