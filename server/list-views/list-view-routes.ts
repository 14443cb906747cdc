import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { EntitySchema } from '../../engine/schema/entity-types.js';
import { newObjectId } from '../../engine/server/object-id.js';
import type { Db } from '../db/database.js';
import { nowDateTime } from '../db/clock.js';
import { hospSchema } from '../db/migrate.js';
import { badRequest, forbidden, ok, refused } from '../http/envelope.js';
import { noQuery } from '../http/route-schemas.js';
import { requestLanguage } from '../http/request-language.js';
import { holdsPermission } from '../auth/hospital-access.js';
import { authOf } from '../auth/session-context.js';
import {
  checkViewName,
  MAX_VIEWS_PER_SCREEN,
  stateProblem,
  VIEW_SCOPES,
  viewMessage,
  viewStateSchema,
  viewVisible,
  type ViewScope,
  type ViewState,
} from './list-view-rules.js';
import { screenOf, type ViewScreen } from './list-view-access.js';
import { DocTag } from '../http/doc-tags.js';
import { EXAMPLE_OBJECT_ID } from '../../engine/server/openapi-examples.js';

interface ViewRow {
  id: string;
  entity: string;
  hosp_code: string;
  owner_id: string;
  name: string;
  scope: string;
  role_id: string | null;
  state: unknown;
  lstupd_date_time: string;
}

/** A view as the console reads it. */
export interface ListView {
  id: string;
  name: string;
  scope: ViewScope;
  roleId: string | null;
  mine: boolean;
  state: ViewState;
  updated: string;
}

const screenKeys = {
  entity: { type: 'string', minLength: 1, maxLength: 100, description: '实体名（列表页面）' },
  hospCode: { type: 'string', maxLength: 32, description: '医院编号（医院页面必填）' },
} as const;
const idSchema = { type: 'string', pattern: '^[0-9a-f]{24}$', description: '视图 id' } as const;

const bodyOf = (required: string[], properties: Record<string, unknown>) =>
  ({ type: 'object', required, additionalProperties: false, properties }) as const;

const asText = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 19).replace('T', ' ') : String(value));

function shown(row: ViewRow, acctId: string): ListView {
  const state = (typeof row.state === 'string' ? JSON.parse(row.state) : row.state) as ViewState;
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ViewScope,
    roleId: row.role_id,
    mine: row.owner_id === acctId,
    state,
    updated: asText(row.lstupd_date_time),
  };
}

async function viewsOf(db: Kysely<any>, screen: ViewScreen): Promise<ViewRow[]> {
  const rows = (await db
    .selectFrom('platform.list_view')
    .selectAll()
    .where('entity', '=', screen.entity.name)
    .where('hosp_code', '=', screen.hospCode)
    .orderBy('name')
    .orderBy('id')
    .execute()) as ViewRow[];
  return rows.filter((row) => viewVisible(row, { acctId: screen.auth.acctId, roleId: screen.roleId, isAdmin: screen.auth.isAdmin }));
}

async function findView(db: Kysely<any>, id: string): Promise<ViewRow | undefined> {
  return (await db.selectFrom('platform.list_view').selectAll().where('id', '=', id).executeTakeFirst()) as ViewRow | undefined;
}

/** Sharing with a role of the hospital takes the permission to manage its roles. */
const mayShareWithRoles = (db: Db, entities: EntitySchema[], screen: ViewScreen) => {
  const manageRoles = entities.find((entity) => entity.name === 'hosp-role')?.permissions.update ?? 'sys:hosp-role:update';
  return holdsPermission(db, screen.auth, screen.hospCode!, [manageRoles]);
};

/** The scopes this caller may save a view with on this screen: the save dialog offers only these. */
async function sharingScopes(db: Db, entities: EntitySchema[], screen: ViewScreen): Promise<ViewScope[]> {
  const role = screen.hospCode ? await mayShareWithRoles(db, entities, screen) : false;
  return ['me', ...(role ? (['role'] as const) : []), ...(screen.auth.isAdmin ? (['all'] as const) : [])];
}

/** Who may share how: everyone only a super admin; a role a role of the hospital, by one who may manage roles there. */
async function checkSharing(
  db: Db,
  entities: EntitySchema[],
  screen: ViewScreen,
  scope: ViewScope,
  roleId: string | undefined,
  language: 'zh' | 'en',
): Promise<string | null> {
  if (scope === 'me') return null;
  if (scope === 'all') {
    if (!screen.auth.isAdmin) throw forbidden(viewMessage('allRefused', language));
    return null;
  }
  if (!screen.hospCode) throw badRequest(viewMessage('roleOnPlatform', language));
  if (!roleId) throw badRequest(viewMessage('roleRequired', language));
  if (!(await mayShareWithRoles(db, entities, screen))) throw forbidden(viewMessage('roleShareRefused', language));
  const role = await (db as unknown as Kysely<any>)
    .withSchema(hospSchema(screen.hospCode))
    .selectFrom('role')
    .select('id')
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw badRequest(viewMessage('roleUnknown', language));
  return roleId;
}

interface ScreenBody {
  entity: string;
  hospCode?: string;
}
interface SaveBody extends ScreenBody {
  id?: string;
  name: string;
  scope: ViewScope;
  roleId?: string;
  state: ViewState;
}
interface DeleteBody {
  id: string;
}
interface DefaultBody extends ScreenBody {
  id: string | null;
}

/**
 * Saved views of the schema list screens (issue 29): POST /api/list-views/{query,save,delete,default}.
 * Every call is allowed exactly when the caller may query that list (screenOf); a view is changed
 * or deleted by its owner (a super admin any); the default is each account's own, per screen.
 */
export function registerListViewRoutes(app: FastifyInstance, db: Db, entities: EntitySchema[]): void {
  const kysely = db as unknown as Kysely<any>;

  app.post<{ Body: ScreenBody }>(
    '/api/list-views/query',
    {
      schema: { body: bodyOf(['entity'], screenKeys), querystring: noQuery },
      config: {
        doc: {
          tag: DocTag.views,
          summary:
            '列表页面的已存视图（自己的、共享给我的角色的、共享给所有人的）、我的默认视图与我可用的共享范围 scopes（需该列表的查询权限）',
          body: { entity: 'hosp-eqp', hospCode: '10001' },
          response: {
            views: [
              {
                id: EXAMPLE_OBJECT_ID,
                name: '待修设备',
                scope: 'me',
                roleId: null,
                mine: true,
                state: {
                  filters: { eqpName: '监护仪' },
                  sort: { field: 'eqpName', order: 'asc' },
                  columns: ['eqpName', 'eqpCode'],
                  pageSize: 20,
                },
                updated: '2026-11-28 09:00:00',
              },
            ],
            defaultId: EXAMPLE_OBJECT_ID,
            scopes: ['me', 'role', 'all'],
          },
        },
      },
    },
    async (request) => {
      const screen = await screenOf(db, entities, request, request.body.entity, request.body.hospCode);
      const views = (await viewsOf(kysely, screen)).map((row) => shown(row, screen.auth.acctId));
      const chosen = await kysely
        .selectFrom('platform.list_view_default')
        .select('view_id')
        .where('acct_id', '=', screen.auth.acctId)
        .where('entity', '=', screen.entity.name)
        .where('hosp_code', '=', screen.hospCode)
        .executeTakeFirst();
      const defaultId = views.some((view) => view.id === chosen?.view_id) ? chosen!.view_id : null;
      return ok({ views, defaultId, scopes: await sharingScopes(db, entities, screen) });
    },
  );

  app.post<{ Body: SaveBody }>(
    '/api/list-views/save',
    {
      schema: {
        body: bodyOf(['entity', 'name', 'scope', 'state'], {
          ...screenKeys,
          id: idSchema,
          name: { type: 'string', maxLength: 200, description: '视图名称' },
          scope: { type: 'string', enum: [...VIEW_SCOPES], description: 'me 仅自己、role 共享给角色、all 所有人（超级管理员）' },
          roleId: { type: 'string', maxLength: 24, description: '共享给的角色 id（scope 为 role 时）' },
          state: viewStateSchema,
        }),
        querystring: noQuery,
      },
      config: {
        doc: {
          tag: DocTag.views,
          summary: '保存视图：新增（无 id）或覆盖自己的视图（有 id）；共享给角色需管理角色的权限，共享给所有人仅超级管理员',
          body: {
            entity: 'hosp-eqp',
            hospCode: '10001',
            name: '待修设备',
            scope: 'me',
            state: { filters: { eqpName: '监护仪' }, pageSize: 20 },
          },
          response: EXAMPLE_OBJECT_ID,
        },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const body = request.body;
      const screen = await screenOf(db, entities, request, body.entity, body.hospCode);
      const named = checkViewName(body.name);
      if ('problem' in named) throw badRequest(viewMessage(named.problem, language));
      const viewState: ViewState = { ...body.state, filters: body.state.filters ?? {} };
      const tooLarge = stateProblem(viewState);
      if (tooLarge) throw badRequest(viewMessage(tooLarge, language));
      const roleId = await checkSharing(db, entities, screen, body.scope, body.roleId, language);
      const now = nowDateTime();
      const values = { name: named.name, scope: body.scope, role_id: roleId, state: JSON.stringify(viewState), lstupd_date_time: now };
      const id = body.id ?? newObjectId();
      await kysely.transaction().execute(async (trx) => {
        const sameScreen = (query: any) => query.where('entity', '=', screen.entity.name).where('hosp_code', '=', screen.hospCode);
        const taken = await sameScreen(trx.selectFrom('platform.list_view').select('id'))
          .where('owner_id', '=', screen.auth.acctId)
          .where('name', '=', named.name)
          .where('id', '!=', id)
          .executeTakeFirst();
        if (taken) throw badRequest(viewMessage('nameTaken', language));
        if (body.id) {
          const existing = await findView(trx, body.id);
          if (
            !existing ||
            existing.entity !== screen.entity.name ||
            existing.hosp_code !== screen.hospCode ||
            !viewVisible(existing, { acctId: screen.auth.acctId, roleId: screen.roleId, isAdmin: screen.auth.isAdmin })
          ) {
            throw refused(viewMessage('notFound', language));
          }
          if (existing.owner_id !== screen.auth.acctId && !screen.auth.isAdmin) throw forbidden(viewMessage('notOwner', language));
          await trx.updateTable('platform.list_view').set(values).where('id', '=', body.id).execute();
          return;
        }
        const count = await sameScreen(trx.selectFrom('platform.list_view').select(sql<number>`count(*)::int`.as('count')))
          .where('owner_id', '=', screen.auth.acctId)
          .executeTakeFirstOrThrow();
        if (count.count >= MAX_VIEWS_PER_SCREEN) throw refused(viewMessage('tooMany', language));
        await trx
          .insertInto('platform.list_view')
          .values({
            id,
            entity: screen.entity.name,
            hosp_code: screen.hospCode,
            owner_id: screen.auth.acctId,
            create_date_time: now,
            ...values,
          })
          .execute();
      });
      return ok(id, language === 'en' ? 'Saved' : '保存成功');
    },
  );

  app.post<{ Body: DeleteBody }>(
    '/api/list-views/delete',
    {
      schema: { body: bodyOf(['id'], { id: idSchema }), querystring: noQuery },
      config: {
        doc: {
          tag: DocTag.views,
          summary: '删除自己的视图（超级管理员可删除任何视图）',
          body: { id: EXAMPLE_OBJECT_ID },
          response: null,
        },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const auth = authOf(request);
      const view = await findView(kysely, request.body.id);
      if (!view) throw refused(viewMessage('notFound', language));
      // The caller must still read that list: a view of a screen they lost is not theirs to touch.
      const screen = await screenOf(db, entities, request, view.entity, view.hosp_code || undefined);
      if (!viewVisible(view, { acctId: auth.acctId, roleId: screen.roleId, isAdmin: auth.isAdmin }))
        throw refused(viewMessage('notFound', language));
      if (view.owner_id !== auth.acctId && !auth.isAdmin) throw forbidden(viewMessage('notOwner', language));
      await kysely.transaction().execute(async (trx) => {
        await trx.deleteFrom('platform.list_view_default').where('view_id', '=', view.id).execute();
        await trx.deleteFrom('platform.list_view').where('id', '=', view.id).execute();
      });
      return ok(null, language === 'en' ? 'Deleted' : '删除成功');
    },
  );

  app.post<{ Body: DefaultBody }>(
    '/api/list-views/default',
    {
      schema: {
        body: bodyOf(['entity', 'id'], {
          ...screenKeys,
          id: { anyOf: [idSchema, { type: 'null' }], description: '默认视图 id；null 取消默认' },
        }),
        querystring: noQuery,
      },
      config: {
        doc: {
          tag: DocTag.views,
          summary: '设置（id）或取消（null）我在该列表的默认视图',
          body: { entity: 'hosp-eqp', hospCode: '10001', id: EXAMPLE_OBJECT_ID },
          response: null,
        },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const screen = await screenOf(db, entities, request, request.body.entity, request.body.hospCode);
      const keys = { acct_id: screen.auth.acctId, entity: screen.entity.name, hosp_code: screen.hospCode };
      const id = request.body.id;
      if (id === null) {
        await kysely
          .deleteFrom('platform.list_view_default')
          .where('acct_id', '=', keys.acct_id)
          .where('entity', '=', keys.entity)
          .where('hosp_code', '=', keys.hosp_code)
          .execute();
        return ok(null);
      }
      const view = await findView(kysely, id);
      if (
        !view ||
        view.entity !== keys.entity ||
        view.hosp_code !== keys.hosp_code ||
        !viewVisible(view, { acctId: screen.auth.acctId, roleId: screen.roleId, isAdmin: screen.auth.isAdmin })
      ) {
        throw refused(viewMessage('notFound', language));
      }
      await kysely
        .insertInto('platform.list_view_default')
        .values({ ...keys, view_id: id })
        .onConflict((conflict) => conflict.columns(['acct_id', 'entity', 'hosp_code']).doUpdateSet({ view_id: id }))
        .execute();
      return ok(null);
    },
  );
}
