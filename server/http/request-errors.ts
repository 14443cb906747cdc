import type { FastifyError } from 'fastify';
import type { Envelope } from '../../contracts/envelope.js';
import { ErrorCode } from './envelope.js';

export interface ErrorAnswer {
  status: number;
  body: Envelope<null>;
}

const answer = (status: number, code: string, msg: string): ErrorAnswer => ({ status, body: { code, msg, data: null } });

/** Fastify's own refusals of a request it could not read. */
const FASTIFY: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: answer(400, ErrorCode.badRequest, '请求体不是合法的 JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: answer(400, ErrorCode.badRequest, '请求体为空，应为 JSON 对象'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: answer(415, ErrorCode.badRequest, '不支持的请求类型，请使用 application/json'),
  FST_ERR_CTP_BODY_TOO_LARGE: answer(413, ErrorCode.tooLarge, '请求体过大'),
};

const MULTIPART_ONLY = '请以 multipart/form-data 方式上传文件';
const INCOMPLETE = '上传内容不完整，请重试';

/** @fastify/multipart's errors, by code. */
const MULTIPART_CODES: Record<string, string> = {
  FST_PARTS_LIMIT: '上传表单的字段过多',
  FST_FIELDS_LIMIT: '上传表单的字段过多',
  FST_FILES_LIMIT: '上传文件个数过多',
  FST_REQ_FILE_TOO_LARGE: '上传文件过大',
  FST_PROTO_VIOLATION: '上传表单的字段名不合法',
  FST_INVALID_MULTIPART_CONTENT_TYPE: MULTIPART_ONLY,
  FST_INVALID_JSON_FIELD_ERROR: '上传表单的 JSON 字段格式错误',
  FST_MP_PREMATURE_CLOSE: INCOMPLETE,
};

/** The multipart parser's (busboy's) errors carry no code, only these messages. */
const MULTIPART_MESSAGES: [RegExp, string][] = [
  [/^Multipart: Boundary not found$|^Boundary required$/, '上传请求的 Content-Type 缺少 boundary，请以 multipart/form-data 方式上传文件'],
  [/^Unsupported Content-Type\.$|^Missing Content-Type-header\.$/, MULTIPART_ONLY],
  [/Unexpected end of (form|multipart data)|terminated early/i, INCOMPLETE],
];

/** A malformed or over-limit multipart body (no boundary, cut short, too many parts): 400 with code 001. */
function multipartAnswer(error: FastifyError, contentType: string | undefined): ErrorAnswer | undefined {
  const byCode = error.code ? MULTIPART_CODES[error.code] : undefined;
  if (byCode) return answer(400, ErrorCode.badRequest, byCode);
  if (!/^multipart\//i.test(contentType ?? '')) return undefined;
  const byMessage = MULTIPART_MESSAGES.find(([pattern]) => pattern.test(error.message ?? ''))?.[1];
  return byMessage ? answer(400, ErrorCode.badRequest, byMessage) : undefined;
}

/** Another 4xx a framework part raised for the request (a bad URL, a bad content length): the envelope with its status. */
function clientStatusAnswer(error: FastifyError): ErrorAnswer | undefined {
  const status = error.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (status === 404) return answer(404, ErrorCode.notFound, '资源不存在');
  if (status === 403) return answer(403, ErrorCode.forbidden, '禁止访问');
  if (status === 413) return answer(413, ErrorCode.tooLarge, '请求体过大');
  if (status === 429) return answer(429, ErrorCode.tooMany, '请求过于频繁，请稍后再试');
  return answer(status, ErrorCode.badRequest, '请求格式错误');
}

/**
 * The envelope for an error that Fastify or a plugin raised because of the request itself, never
 * our code's fault: unreadable JSON, a body over the limit, a broken multipart body. Undefined for
 * anything else, which is then a real 500.
 */
export function requestErrorAnswer(error: FastifyError, contentType: string | undefined): ErrorAnswer | undefined {
  const known = error.code ? FASTIFY[error.code] : undefined;
  if (known) return structuredClone(known);
  const multipart = multipartAnswer(error, contentType);
  if (multipart) return multipart;
  if (error instanceof SyntaxError) return answer(400, ErrorCode.badRequest, '请求格式错误');
  return clientStatusAnswer(error);
}
