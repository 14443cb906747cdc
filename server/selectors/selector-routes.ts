import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { authOf } from '../auth/session-context.js';
import { requestLanguage } from '../http/request-language.js';
import { loadOptions, type Option, type SelectorRequest } from './selector-sources.js';
import { DocTag } from '../http/doc-tags.js';
import { EXAMPLE_OBJECT_ID } from '../../engine/server/openapi-examples.js';

const selectorItem = {
  type: 'object',
  required: ['type', 'resource'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', minLength: 1, maxLength: 8 },
    resource: { type: 'string', minLength: 1, maxLength: 64 },
    hospCode: { type: 'string', maxLength: 32 },
  },
} as const;

/**
 * GET /api/selector/{type}/{resource}[?hospCode=] returns [{value, label}];
 * POST /api/selector/batch {list: [{type, resource, hospCode?}]} returns {resource: [{value, label}]}.
 */
export function registerSelectorRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { type: string; resource: string }; Querystring: { hospCode?: string } }>(
    '/api/selector/:type/:resource',
    {
      schema: {
        params: { type: 'object', properties: { type: { type: 'string', maxLength: 8 }, resource: { type: 'string', maxLength: 64 } } },
        querystring: { type: 'object', properties: { hospCode: { type: 'string', maxLength: 32 } } },
      },
      config: {
        doc: {
          tag: DocTag.shell,
          summary: '下拉选项：type 0 为字典（resource 为字典键），1 为业务资源（hosp、dept、role ...）',
          params: { type: '0', resource: 'ACCT_TYPE' },
          response: [
            { value: '01', label: '医院级标准用户' },
            { value: '03', label: '超级管理员' },
          ],
        },
      },
    },
    async (request) => {
      const { type, resource } = request.params;
      return ok(await loadOptions(db, authOf(request), { type, resource, hospCode: request.query.hospCode }, requestLanguage(request)));
    },
  );

  app.post<{ Body: { list: SelectorRequest[] } }>(
    '/api/selector/batch',
    {
      schema: {
        body: {
          type: 'object',
          required: ['list'],
          additionalProperties: false,
          properties: { list: { type: 'array', minItems: 1, maxItems: 50, items: selectorItem } },
        },
      },
      config: {
        doc: {
          tag: DocTag.shell,
          summary: '一次取多个下拉选项',
          body: {
            list: [
              { type: '0', resource: 'ACCT_TYPE' },
              { type: '1', resource: 'dept', hospCode: '10001' },
            ],
          },
          response: { ACCT_TYPE: [{ value: '01', label: '医院级标准用户' }], dept: [{ value: EXAMPLE_OBJECT_ID, label: '医学装备部' }] },
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const result: Record<string, Option[]> = {};
      for (const item of request.body.list) result[item.resource] = await loadOptions(db, auth, item, requestLanguage(request));
      return ok(result);
    },
  );
}
