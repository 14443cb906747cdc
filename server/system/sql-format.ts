import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { assertSuperAdmin, authOf } from '../auth/session-context.js';
import { badRequest, ok } from '../http/envelope.js';
import { noQuery } from '../http/route-schemas.js';
import { DocTag } from '../http/doc-tags.js';

/** Longer SQL is not something a person edits on the SQL management screen. */
export const SQL_FORMAT_MAX_CHARS = 100_000;

export const SQL_FORMAT_MESSAGES = {
  required: '请输入SQL语句',
  tooLong: `SQL语句不能超过${SQL_FORMAT_MAX_CHARS}个字符`,
  parse: (where: string) => `SQL语法错误，无法格式化${where}，请检查引号、括号是否成对`,
} as const;

/** The text to format: `{sql}` as JSON, or the request's raw text (text/plain). */
function sqlOf(body: unknown): string {
  const value =
    typeof body === 'string'
      ? body
      : typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>).sql
        : undefined;
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(SQL_FORMAT_MESSAGES.required);
  if (value.length > SQL_FORMAT_MAX_CHARS) throw badRequest(SQL_FORMAT_MESSAGES.tooLong);
  return value;
}

type Format = typeof import('sql-formatter').format;
let format: Format | undefined;
/** sql-formatter, loaded on the first call: importing it took 0.1 s of every server start (issue 17, goal 5). */
const formatter = (): Format => (format ??= (createRequire(import.meta.url)('sql-formatter') as typeof import('sql-formatter')).format);

/** sql-formatter's parse errors name the place as "line L column C". */
export function formatSql(sql: string): string {
  try {
    return formatter()(sql, { language: 'postgresql', keywordCase: 'upper' });
  } catch (error) {
    const place = /line (\d+) column (\d+)/.exec(error instanceof Error ? error.message : '');
    throw badRequest(SQL_FORMAT_MESSAGES.parse(place ? `（第${place[1]}行第${place[2]}列附近）` : ''));
  }
}

/** `{sql}` as JSON, or the text itself; its length and emptiness are the handler's, with its messages. */
const sqlFormatSchema = {
  body: {
    content: {
      'application/json': {
        schema: {
          type: 'object',
          additionalProperties: false,
          properties: { sql: { type: 'string', description: `SQL 文本（最多${SQL_FORMAT_MAX_CHARS}个字符）` } },
        },
      },
      'text/plain': { schema: { type: 'string', description: `SQL 文本（最多${SQL_FORMAT_MAX_CHARS}个字符）` } },
    },
  },
  querystring: noQuery,
};

/**
 * POST /api/system/sql-format (seed 000 section 7, the /admin/sql-manage screen's call): answers
 * the SQL formatted for PostgreSQL with upper-case keywords. Super admins only. It formats text
 * and runs nothing.
 */
export function registerSqlFormat(app: FastifyInstance): void {
  app.post(
    '/api/system/sql-format',
    {
      schema: sqlFormatSchema,
      config: {
        doc: {
          tag: DocTag.shell,
          summary: 'SQL 格式化（PostgreSQL，关键字大写；仅超级管理员；不执行）',
          description: '请求体 {sql}，或以 text/plain 直接发送 SQL 文本；最多 100000 个字符。',
          body: { sql: 'select id, acct_name from platform.acct where state = $1' },
          text: 'select id, acct_name from platform.acct where state = $1',
          response: 'SELECT\n  id,\n  acct_name\nFROM\n  platform.acct\nWHERE\n  state = $1',
        },
      },
    },
    async (request) => {
      assertSuperAdmin(authOf(request));
      return ok(formatSql(sqlOf(request.body)));
    },
  );
}
