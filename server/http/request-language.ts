import type { FastifyRequest } from 'fastify';

export type RequestLanguage = 'zh' | 'en';

/**
 * The console's language, sent in the `lang` header of every call (platform/api/http.ts). Anything else,
 * or no header, is Chinese: the seeds' language and what every other caller expects.
 */
export function requestLanguage(request: FastifyRequest): RequestLanguage {
  return request.headers.lang === 'en' ? 'en' : 'zh';
}
