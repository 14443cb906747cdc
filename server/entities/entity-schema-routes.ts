import type { FastifyInstance } from 'fastify';
import { SUPER_ADMIN, type EntitySchema } from '../../engine/schema/entity-types.js';
import { englishByEntity } from '../../engine/schema/entity-english.js';
import { entityIndexItem } from '../../engine/schema/entity-index.js';
import { clientSchema } from '../../engine/server/client-schema.js';
import { authOf } from '../auth/session-context.js';
import { ok, ApiError, ErrorCode } from '../http/envelope.js';
import { noQuery, pathParams } from '../http/route-schemas.js';
import { DocTag } from '../http/doc-tags.js';

/** Can anyone but a super admin read it? Its read permission (tree, list or detail) is not theirs alone. */
const readableByHospitalUsers = (entity: EntitySchema): boolean =>
  [entity.permissions.treeQuery, entity.permissions.query, entity.permissions.detail].some(
    (rule) => rule !== undefined && rule !== SUPER_ADMIN,
  );

const textsQuery = {
  type: 'object',
  required: ['lang'],
  properties: { lang: { type: 'string', enum: ['en'], description: '语言：en' } },
  additionalProperties: false,
} as const;

/**
 * The schemas themselves, for the console: a screen renders whatever schema the server serves, so
 * a new entity needs no client rebuild. The index gives the console its routes and titles, each
 * schema the screen's part (clientSchema: no table, column or handler names), and the texts route
 * the English beside the schemas. (Their OpenAPI description is part of the server's own,
 * server/http/api-docs.ts.)
 */
export function registerEntitySchemaRoutes(app: FastifyInstance, entities: EntitySchema[]): void {
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  const index = entities.map(entityIndexItem);
  const hospitalIndex = entities.filter(readableByHospitalUsers).map(entityIndexItem);
  const english = englishByEntity(entities);

  // A hospital user is shown the entities a hospital role can read; a super admin every one.
  app.get(
    '/api/entities',
    {
      schema: { querystring: noQuery },
      config: {
        doc: {
          tag: DocTag.shell,
          summary: '调用者可见的实体列表（控制台按它挂载页面路由、显示标题）',
          response: [
            {
              name: 'dic',
              title: '系统字典',
              titleEn: 'Dictionary',
              kind: 'list',
              scope: 'platform',
              route: '/admin/system-param/dic',
              endpoint: '/db/dic',
            },
          ],
        },
      },
    },
    async (request) => ok(authOf(request).isAdmin ? index : hospitalIndex),
  );
  app.get<{ Params: { name: string } }>(
    '/api/entities/:name',
    {
      schema: { params: pathParams('name'), querystring: noQuery },
      config: { doc: { tag: DocTag.shell, summary: '一个实体的 schema（schemas/<name>.json）', params: { name: 'dic' } } },
    },
    async (request) => {
      const entity = byName.get(request.params.name);
      if (!entity) throw new ApiError(ErrorCode.notFound, `没有名为 ${request.params.name} 的实体`);
      return ok(clientSchema(entity));
    },
  );
  // Open before login like the console's own texts (the login page may show a server message in English).
  app.get(
    '/api/entity-texts',
    {
      schema: { querystring: textsQuery },
      config: {
        public: true,
        doc: {
          tag: DocTag.shell,
          summary: '各实体 schema 文本的英文（schemas/<name>.en.json 或 schema 内的 english），按实体名',
          query: { lang: 'en' },
          response: { dic: { 系统字典: 'Dictionary', 类型: 'Type' } },
        },
      },
    },
    async () => ok(english),
  );
}
