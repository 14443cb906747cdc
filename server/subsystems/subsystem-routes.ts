import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { forbidden, ok, refused } from '../http/envelope.js';
import { noQuery } from '../http/route-schemas.js';
import { authOf } from '../auth/session-context.js';
import { NOT_BOUND_MESSAGE, assertHospitalAccess } from '../auth/hospital-access.js';
import type { Kysely } from 'kysely';
import { hospitalById, liveSessionAccount } from './subsystem-store.js';
import { catalogueLinks } from '../subscriptions/subsystem-catalogue.js';
import { subsystemEntitlements } from '../subscriptions/entitlements.js';
import { DocTag } from '../http/doc-tags.js';
import { EXAMPLE_OBJECT_ID } from '../../engine/server/openapi-examples.js';
import type { SubsystemAuth, SubsystemAuthCheck, SubsystemLinks } from '../../contracts/subsystem.js';

/**
 * The subsystem dialog's calls (seed 000 sections 2.4 and 7):
 * - GET /api/subsystem/links: the addresses of the subsystem catalogue (订阅项目,
 *   schemas/sub-items.json), test ones when the console is reached on a test host
 *   (SUBSYSTEM_TEST_HOSTS), production ones otherwise; a disabled entry is left out;
 * - POST /acct-center/api/web/subsystem-auth-check: whether the hospital (additional_info: its
 *   id) has the benefit and sharing centres, for the holder of tk (the caller's own token): a
 *   current subscription of the hospital or its company (公司订阅, schemas/comp-sub.json).
 */
export function registerSubsystemRoutes(app: FastifyInstance, db: Db, config: ServerConfig): void {
  const store = db as unknown as Kysely<any>;
  app.get(
    '/api/subsystem/links',
    {
      schema: { querystring: noQuery },
      config: {
        doc: {
          tag: DocTag.shell,
          summary: '四个子系统的地址（测试主机得到测试地址）',
          response: {
            environment: 'test',
            links: {
              manager: 'https://asset-center-test.example.com/',
              benefit: 'https://benefit-center-test.example.com/',
              sharingCenter: 'https://sharing-center-test.example.com/',
              maintenanceCycle: 'https://pm-cycle-center-test.example.com/',
            },
          },
        },
      },
    },
    async (request) => {
      const isTestHost = config.subsystemTestHosts.includes(request.hostname.toLowerCase());
      const links = await catalogueLinks(store);
      return ok<SubsystemLinks>({ environment: isTestHost ? 'test' : 'production', links: isTestHost ? links.test : links.production });
    },
  );

  app.post<{ Body: SubsystemAuthCheck }>(
    '/acct-center/api/web/subsystem-auth-check',
    {
      schema: {
        body: {
          type: 'object',
          required: ['tk', 'additional_info'],
          additionalProperties: false,
          properties: {
            tk: { type: 'string', minLength: 1, maxLength: 200 },
            additional_info: { type: 'string', pattern: '^[0-9a-f]{24}$' },
          },
        },
        querystring: noQuery,
      },
      config: {
        doc: {
          tag: DocTag.shell,
          summary: '子系统权限（效益分析、共享中心）',
          body: { tk: '0f6c4d2e9a1b4c7d8e3f5a6b7c8d9e0f', additional_info: EXAMPLE_OBJECT_ID },
          response: { benefit: true, sharingCenter: false },
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      // tk goes to the subsystem window: it must be a live session of the caller, not someone else's.
      if ((await liveSessionAccount(db, request.body.tk)) !== auth.acctId) throw refused('登录凭证无效，请重新登录后再打开子系统');
      const hospCode = await hospitalById(db, request.body.additional_info);
      // A hospital user learns nothing about hospitals they are not bound to (hospital-access.ts).
      if (!hospCode) throw auth.isAdmin ? refused('医院不存在') : forbidden(NOT_BOUND_MESSAGE);
      await assertHospitalAccess(db, auth, hospCode);
      return ok<SubsystemAuth>(await subsystemEntitlements(store, hospCode));
    },
  );
}
