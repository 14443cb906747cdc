import type { FastifyReply } from 'fastify';
import type { FileAnswer } from './entity-context';

/**
 * `Content-Disposition: attachment` with both names (RFC 6266): an ASCII fallback for old clients
 * and the UTF-8 name (盘点记录.xlsx) that browsers use. Quotes, backslashes and control characters
 * never reach the header.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sends a declared endpoint's file answer instead of the JSON envelope. */
export function sendFileAnswer(reply: FastifyReply, file: FileAnswer): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}
