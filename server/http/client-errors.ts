import { randomUUID } from 'node:crypto';
import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contracts/envelope.js';
import { ErrorCode } from './envelope.js';

/** How long a socket answered here may stay open for the client to finish sending and read the answer. */
const LINGER_MS = 5_000;

const answered = new WeakSet<Socket>();

/** What a request Node could not parse is answered: status and envelope. */
export function clientErrorAnswer(code: string | undefined): { status: number; body: Envelope<null> } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    const msg = `请求地址或请求头过长（不能超过${Math.floor(maxHeaderSize / 1024)}KB），请缩短查询参数，或把参数放在请求体中`;
    return { status: 431, body: { code: ErrorCode.tooLarge, msg, data: null } };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, body: { code: ErrorCode.badRequest, msg: '请求发送超时，请重试', data: null } };
  return { status: 400, body: { code: ErrorCode.badRequest, msg: '请求格式错误', data: null } };
}

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse (a 100 KB query string, a broken
 * request line) never reaches a route, and Fastify's default answers outside the envelope and
 * destroys the socket at once, so a client still sending saw a reset. Here the envelope is sent,
 * our side closed, and what the client still sends read and dropped until it has read the answer.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  // Node calls again for every chunk the failed parser is fed; the first answer stands.
  answered.add(socket);
  const { status, body } = clientErrorAnswer(error.code);
  const requestId = randomUUID();
  this.log.info({ reqId: requestId, code: body.code, reason: body.msg, err: error.code }, 'request refused');
  const payload = JSON.stringify(body);
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n` +
        `x-request-id: ${requestId}\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.resume();
  socket.setTimeout(LINGER_MS, () => socket.destroy());
}
