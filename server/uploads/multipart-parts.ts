import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/envelope.js';

/** A file part as a handler sees it: read it (at most the request's size limit) or leave it. */
export interface IncomingFile {
  fieldName: string;
  filename: string;
  /** The bytes, and whether the part was longer than the limit (then the bytes are cut). */
  read(): Promise<{ bytes: Buffer; truncated: boolean }>;
}

export interface PartHandlers {
  field(name: string, value: string): void;
  file(file: IncomingFile): Promise<void>;
}

export interface PartLimits {
  /** Bytes kept per file; a longer file is cut here and marked truncated. */
  maxFileBytes: number;
  /** Files read before the parser stops with tooManyFiles. */
  maxFiles: number;
  tooManyFiles: () => Error;
}

async function readAll(stream: Readable & { truncated?: boolean }): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), truncated: stream.truncated === true };
}

async function discard(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // Read and dropped: the parser needs the part consumed to reach the next one.
  }
}

function parserRefusal(error: unknown, limits: PartLimits): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return limits.tooManyFiles();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('上传表单的字段过多');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('请以 multipart/form-data 方式上传文件');
  if (error instanceof Error && /Unexpected end of (form|multipart data)|terminated early/i.test(error.message))
    return badRequest('上传内容不完整，请重试');
  return error;
}

/**
 * Walks a multipart body part by part, in order, handing fields and files to the handlers. After
 * the first refusal the rest of the body is still read and dropped, so the client gets the answer
 * instead of a reset connection; then the refusal is thrown.
 */
export async function readParts(request: FastifyRequest, limits: PartLimits, handlers: PartHandlers): Promise<void> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 方式上传文件');
  const parts = request.parts({
    // The name as sent: busboy would cut "../../x.png" to "x.png"; we refuse it with a message instead.
    preservePath: true,
    limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 20, fieldSize: 64 * 1024, parts: limits.maxFiles + 20 },
  });
  let failure: unknown;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (failure === undefined) {
          try {
            handlers.field(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
          } catch (error) {
            failure = error;
          }
        }
        continue;
      }
      let consumed = false;
      if (failure === undefined) {
        try {
          await handlers.file({
            fieldName: part.fieldname,
            filename: part.filename,
            read: () => {
              consumed = true;
              return readAll(part.file);
            },
          });
        } catch (error) {
          failure = error;
        }
      }
      if (!consumed || !part.file.readableEnded) await discard(part.file);
    }
  } catch (error) {
    failure ??= parserRefusal(error, limits);
  }
  if (failure !== undefined) throw failure;
}
