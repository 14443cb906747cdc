import type { FastifyInstance, FastifyReply } from 'fastify';
import { suffixOf } from '../../engine/schema/upload-rules.js';
import { ErrorCode } from '../http/envelope.js';
import type { StoredMeta, UploadStorage } from './storage/upload-storage.js';
import type { UploadConfig } from './upload-config.js';
import { isObjectKey } from './upload-keys.js';

/** Shown in the browser itself; everything else is downloaded. SVG and HTML are never stored, and would not be here either. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);
const SUFFIX_OF_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

/** The saved name, with the suffix of its real type when it lacks one (a pasted "image" becomes image.png). */
function downloadName(meta: StoredMeta, key: string): string {
  const suffix = SUFFIX_OF_TYPE[meta.contentType];
  const base = meta.name || key.split('/').pop()!;
  const own = suffixOf(base);
  return suffix && own !== suffix && !(suffix === 'jpg' && own === 'jpeg') ? `${base}.${suffix}` : base;
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so 说明书.pdf arrives as 说明书.pdf. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function notFound(reply: FastifyReply) {
  return reply.status(404).type('application/json; charset=utf-8').send({ code: ErrorCode.notFound, msg: '文件不存在', data: null });
}

/**
 * Files are read at the path part of OSS_URL (default /files/) without a session, like a bucket's
 * objects: their keys are unguessable. The type is the one decided from the bytes at upload,
 * browsers may not second-guess it (nosniff), and the sandbox policy keeps any script inert.
 */
export function registerServeRoutes(app: FastifyInstance, config: UploadConfig, storage: UploadStorage): void {
  const serve = async (request: { params: { folder: string; month: string; id: string } }, reply: FastifyReply) => {
    const key = `${request.params.folder}/${request.params.month}/${request.params.id}`;
    if (!isObjectKey(key)) return notFound(reply);
    const found = await storage.get(key);
    if (!found) return notFound(reply);
    const { meta, body } = found;
    const inline = INLINE_TYPES.has(meta.contentType);
    reply
      .header('content-type', meta.contentType)
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', downloadName(meta, key)))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable');
    // Chromium's PDF viewer does not open under a sandbox policy; PDFs get the rest of the protection.
    if (meta.contentType !== 'application/pdf')
      reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    if (meta.size > 0) reply.header('content-length', meta.size);
    return reply.send(body);
  };
  const base = config.servePath;
  app.get<{ Params: { folder: string; month: string; id: string } }>(`${base}:folder/:month/:id`, { config: { public: true } }, serve);
  app.get<{ Params: { folder: string; month: string; id: string; name: string } }>(
    `${base}:folder/:month/:id/:name`,
    { config: { public: true } },
    serve,
  );
  // Anything else under the files path is a missing file, not a console page.
  app.get(`${base}*`, { config: { public: true } }, async (_request, reply) => notFound(reply));
}
