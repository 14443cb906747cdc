import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ErrorCode } from './envelope.js';

/**
 * Bytes of an oversize body read and dropped before the refusal is sent. The client is still
 * sending: a server that answers and closes with its body unread makes the kernel reset the
 * connection, and the client sees ECONNRESET instead of the 413. Past this much it is cut off.
 */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

const MB = 1024 * 1024;
const sizeText = (bytes: number) => (bytes % MB === 0 ? `${bytes / MB}MB` : `${Math.ceil(bytes / 1024)}KB`);

export const tooLarge = (limit: number) => new ApiError(ErrorCode.tooLarge, `请求体过大，不能超过${sizeText(limit)}`, 413);

/** Methods whose body Fastify parses; multipart bodies are read by the upload handlers under their own limits. */
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const parsesBody = (request: FastifyRequest) =>
  PARSED_METHODS.has(request.method) && !/^multipart\//i.test(request.headers['content-type'] ?? '');

/** Reads a stream to its end (true) or until `limit` bytes (false, the rest left unread). */
export function drain(stream: Readable, limit: number): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (whole: boolean) => {
      stream.off('data', onData).off('end', onEnd).off('error', onFailure).off('close', onFailure);
      resolve(whole);
    };
    const onData = (chunk: Buffer | string) => {
      seen += chunk.length;
      if (seen > limit) {
        stream.pause();
        finish(false);
      }
    };
    const onEnd = () => finish(true);
    // The client went away: nobody is left to answer.
    const onFailure = () => finish(false);
    stream.on('data', onData).once('end', onEnd).once('error', onFailure).once('close', onFailure);
  });
}

/**
 * A body without a declared length (chunked), passed on up to `limit` bytes; beyond that the rest
 * is read and dropped, and the stream fails with the 413 once the client has sent it all.
 */
export function capped(source: Readable, limit: number): Readable {
  let seen = 0;
  const out = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen <= limit) return callback(null, chunk);
      return seen > DRAIN_LIMIT_BYTES ? callback(tooLarge(limit)) : callback();
    },
    flush(callback) {
      callback(seen > limit ? tooLarge(limit) : null);
    },
  });
  source.on('error', (error) => out.destroy(error));
  return source.pipe(out);
}

/**
 * Every parsed body is held to its route's limit (bodyLimit, 1 MB) and a larger one is answered
 * 413 with the envelope, after the client has finished sending it, so it can read the answer.
 */
export function registerBodySizeLimit(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!parsesBody(request)) return payload;
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? MB;
    const declared = Number(request.headers['content-length']);
    if (declared > limit) {
      // Not read to the end: the connection cannot carry another request after this one.
      if (!(await drain(payload, DRAIN_LIMIT_BYTES))) reply.header('connection', 'close');
      throw tooLarge(limit);
    }
    return Number.isNaN(declared) ? capped(payload, limit) : payload;
  });
}
