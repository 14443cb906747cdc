import type { FastifyRequest } from 'fastify';
import { EntityError } from '../../engine/server/entity-context.js';
import { checkKnownKeys, type Body } from '../../engine/server/request-checks.js';
import { badTextAt, badTextMessage } from '../../engine/server/value-limits.js';
import { badRequest } from '../http/envelope.js';

/**
 * The input of a directory call as these calls have always read it (they were endpoints of
 * schemas/hosp.json until the routes of directory-routes.ts took them over): a GET's query
 * string; a POST's query string and JSON body together, the body winning, so
 * `query-sub-group-name?hospCode=` (seed 001) and a body alike are read.
 */
export function directoryInput(request: FastifyRequest): Body {
  const query = { ...(request.query as Body) };
  if (request.method === 'GET' || request.body === undefined || request.body === null) return query;
  return { ...query, ...(request.body as Body) };
}

/** The titles of schemas/hosp.json's fields these calls take: a refusal names a field as the console's forms do. */
const TITLES: Record<string, string> = { hospCode: '医院编号', hospName: '医院名称', compId: '所属公司', province: '省份' };

/**
 * Runs before validation, in the order the engine checked these calls: a body that is not a JSON
 * object, then text PostgreSQL cannot store (NUL, lone surrogates) named by the field's title.
 * The routes opt out of the request gate's text check (config.entityInputChecks), which would
 * name the key instead.
 */
export async function refuseUnreadableInput(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (request.method !== 'GET' && body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
    throw badRequest('请求体必须为JSON对象');
  const found = badTextAt(directoryInput(request));
  if (found) throw badRequest(badTextMessage(TITLES[found.path] ?? found.path, found.kind));
}

/** Only the listed keys (and the console's `hsopCode` echo); anything else is named: 不支持的参数 x. */
export function knownKeys(input: Body, keys: string[]): Body {
  try {
    return checkKnownKeys(input, keys);
  } catch (error) {
    // The engine's refusal, answered as every other bad request of this server.
    if (error instanceof EntityError) throw badRequest(error.message);
    throw error;
  }
}

/** What each key of these calls is, for /api/openapi.json. */
const DESCRIPTIONS: Record<string, string> = {
  hospCode: '医院编号',
  hospName: '医院名称（包含即可）',
  compId: '公司ID',
  province: '省份编码（如 33）',
  subGroupId: '子集团（公司）ID；不传为全部',
};

/**
 * A directory call's declared input: its keys, each described. The values carry no types here: the
 * answers check them with the messages the console has always shown (医院名称必须为文本, 公司ID必须为
 * 24位十六进制字符), which ajv's would replace. A POST refuses an unknown body key before it runs
 * (不支持的参数 x, the same words); its query string is read as well, and every unknown query key
 * is refused by the answer, without the "(querystring)" ajv would put in front.
 */
export function directorySchema(method: 'GET' | 'POST', keys: readonly string[]) {
  const properties = Object.fromEntries(keys.map((key) => [key, { description: DESCRIPTIONS[key] ?? key }]));
  const querystring = { type: 'object', properties };
  if (method === 'GET') return { querystring };
  const hsopCode = { description: '控制台附带的当前医院编号（不使用）' };
  return { querystring, body: { type: ['object', 'null'], properties: { ...properties, hsopCode }, additionalProperties: false } };
}
