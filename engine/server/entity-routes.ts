import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actionKindOf, DIALOG_OF_OPERATION, OPERATION_PATHS, type EndpointDef, type EntitySchema, type FormActionDef, type OperationName } from '../schema/entity-types';
import { EntityError, type EntityCall, type EntityHost } from './entity-context';
import { endpointServing } from '../schema/operation-endpoints';
import { runWriteGuards } from './entity-extensions';
import { withHospitalName } from './hospital-name';
import { checkHospitalTag, type VisibleHospitals } from './hospital-tag';
import { findRow, queryPage, type ReadOptions } from './read-ops';
import { hospCodeOf, refuseNulBytes, requireId, requireObject, type Body } from './request-checks';
import { loadTree } from './tree-ops';
import { addRecord, batchUpdateRecords, deleteRecords, updateRecord, type WriteCheck } from './write-ops';

export const SUCCESS = { added: '添加成功!', modified: '修改成功!', deleted: '删除成功!' } as const;

/** The dialog whose rules a write follows: add, edit, batch, or the action's own. */
function dialogOfCall(entity: EntitySchema, operation: EntityCall['operation']): string | undefined {
  if (operation.startsWith('action:')) return formActions(entity).find((action) => `action:${action.name}` === operation)?.dialog;
  // An endpoint serving an operation (or named like one) follows that operation's dialog.
  return (DIALOG_OF_OPERATION as Record<string, string>)[operation.replace(/^endpoint:/, '')];
}

/** Actions whose server side is the generic record update (the others post to declared endpoints). */
const formActions = (entity: EntitySchema): FormActionDef[] =>
  (entity.actions ?? []).filter((action): action is FormActionDef => actionKindOf(action) === 'form');

/** The host's write guards for one call, run inside the write's transaction. */
const guardsFor =
  (host: EntityHost, entity: EntitySchema, operation: string, request: FastifyRequest, schema: string): WriteCheck =>
  async (trx, ids, values) => {
    await checkHospitalTag(trx, entity, schema, visibleOf(request), ids, values);
    await runWriteGuards(host.extensions, { entity, operation, request, trx, schema, ids, values });
  };

/** The hospitals a `hospitalTag` entity's call may see, worked out once per call after authorisation. */
const VISIBLE = new WeakMap<FastifyRequest, VisibleHospitals>();
const visibleOf = (request: FastifyRequest): VisibleHospitals | undefined => VISIBLE.get(request);

/** `<endpoint>/<name>`, or the endpoint's own absolute path; `:param` segments stay Fastify's. */
export const endpointPath = (entity: EntitySchema, endpoint: EndpointDef): string => endpoint.path ?? `${entity.endpoint}/${endpoint.name}`;

type Handler = (request: FastifyRequest, schema: string, hospCode: string | undefined, input: Body) => Promise<unknown>;

/**
 * Registers the endpoints of one entity under its prefix: the operations its schema switches on,
 * plus its named actions. Every call is authorised by the host first (session, hospital binding,
 * permission id), which also names the SQL schema to use.
 */
export function registerEntityRoutes(server: FastifyInstance, host: EntityHost, entity: EntitySchema): void {
  // Every route says that the engine checks its input itself (with the fields' titles in the messages).
  const app = {
    post: (url: string, handler: (request: FastifyRequest) => Promise<unknown>) => server.post(url, { config: { entityInputChecks: true } }, handler),
    get: (url: string, handler: (request: FastifyRequest) => Promise<unknown>) => server.get(url, { config: { entityInputChecks: true } }, handler),
  };
  const run =
    (operation: EntityCall['operation'], permission: string | undefined, handler: Handler, from: 'body' | 'query' | 'bodyOrQuery') =>
    async (request: FastifyRequest) => {
      try {
        const input = inputOf(request, from);
        refuseNulBytes(entity, input);
        const hospCode = hospCodeOf(entity, input, dialogOfCall(entity, operation));
        const schema = await host.authorize(request, { entity, operation, permission, hospCode });
        if (entity.hospitalTag && host.visibleHospitals) VISIBLE.set(request, await host.visibleHospitals(request));
        return await handler(request, schema, hospCode, input);
      } catch (error) {
        if (error instanceof EntityError) throw host.toHostError(error);
        throw error;
      }
    };
  // An operation served by a declared endpoint of its name is that handler's (see operation-endpoints).
  const has = (operation: OperationName) => entity.operations.includes(operation) && !endpointServing(entity, operation);
  const path = (operation: OperationName) => `${entity.endpoint}/${OPERATION_PATHS[operation]}`;
  const permission = (operation: OperationName) => entity.permissions[operation];
  const ok = host.ok.bind(host);

  if (has('query')) {
    const query: Handler = async (request, schema, hosp, body) => {
      const page = await queryPage(host.db, entity, schema, body, hosp, readOptions(host, request));
      return ok({ ...page, list: await withHospitalName(host, entity, hosp, page.list) });
    };
    app.post(path('query'), run('query', permission('query'), query, 'body'));
  }
  if (has('detail')) {
    const detail: Handler = async (request, schema, hosp, input) => {
      const row = await findRow(host.db, entity, schema, requireId(input.id), hosp, readOptions(host, request));
      return ok((await withHospitalName(host, entity, hosp, [row]))[0]);
    };
    app.post(path('detail'), run('detail', permission('detail'), detail, 'body'));
    app.get(path('detail'), run('detail', permission('detail'), detail, 'query'));
    app.get(`${entity.endpoint}/id/:id`, run('detail', permission('detail'), detail, 'query'));
  }
  if (has('add')) {
    app.post(
      path('add'),
      run('add', permission('add'), async (request, schema, _h, body) => ok(await addRecord(host, entity, schema, body, guardsFor(host, entity, 'add', request, schema)), SUCCESS.added), 'body'),
    );
  }
  if (has('update')) {
    app.post(
      path('update'),
      run(
        'update',
        permission('update'),
        async (request, schema, _h, body) => ok(await updateRecord(host, entity, schema, 'edit', body, guardsFor(host, entity, 'update', request, schema)), SUCCESS.modified),
        'body',
      ),
    );
  }
  if (has('batchUpdate')) {
    app.post(
      path('batchUpdate'),
      run(
        'batchUpdate',
        permission('batchUpdate'),
        async (request, schema, _h, body) =>
          ok({ count: await batchUpdateRecords(host, entity, schema, body, guardsFor(host, entity, 'batchUpdate', request, schema)) }, SUCCESS.modified),
        'body',
      ),
    );
  }
  if (has('delete')) {
    app.post(
      path('delete'),
      run(
        'delete',
        permission('delete'),
        async (request, schema, _h, body) =>
          ok({ count: await deleteRecords(host, entity, schema, body, guardsFor(host, entity, 'delete', request, schema)) }, SUCCESS.deleted),
        'body',
      ),
    );
  }
  for (const operation of ['treeQuery', 'undeleteTreeQuery'] as const) {
    if (!has(operation)) continue;
    const onlyUndeleted = operation === 'undeleteTreeQuery';
    const handler: Handler = async (request, schema, hosp) => ok(await loadTree(host.db, entity, schema, hosp, onlyUndeleted, readOptions(host, request)));
    app.get(path(operation), run(operation, permission(operation), handler, 'query'));
    app.post(path(operation), run(operation, permission(operation), handler, 'body'));
  }
  for (const action of formActions(entity)) {
    const operation = `action:${action.name}` as const;
    app.post(
      `${entity.endpoint}/${action.name}`,
      run(
        operation,
        action.permission ?? permission('update'),
        async (request, schema, _h, body) =>
          ok(await updateRecord(host, entity, schema, action.dialog, body, guardsFor(host, entity, operation, request, schema)), SUCCESS.modified),
        'body',
      ),
    );
  }
  for (const endpoint of entity.endpoints ?? []) {
    const handler = host.extensions?.operations.get(endpoint.handler);
    if (!handler) throw new Error(`${entity.name}: endpoint ${endpoint.name} names handler ${endpoint.handler}, which is not registered`);
    const method = endpoint.method ?? 'POST';
    const route = run(
      `endpoint:${endpoint.name}`,
      endpoint.permission ?? SUPER_ADMIN_RULE,
      async (request, schema, hospCode, input) => {
        const result = await handler({ entity, endpoint, request, host, schema, hospCode, input });
        return ok(result.data ?? null, result.message);
      },
      // Declared POST endpoints also take query parameters (seed 001: query-sub-group-name (params)).
      method === 'GET' ? 'query' : 'bodyOrQuery',
    );
    if (method === 'GET') app.get(endpointPath(entity, endpoint), route);
    else app.post(endpointPath(entity, endpoint), route);
  }
}

function readOptions(host: EntityHost, request: FastifyRequest): ReadOptions {
  const language = host.language?.(request);
  const visible = visibleOf(request);
  return { ...(language ? { language } : {}), ...(visible ? { visibleHospitals: visible } : {}) };
}

/** The call's input: the JSON body, the query string with path parameters, or (declared POSTs) both, the body winning. */
function inputOf(request: FastifyRequest, from: 'body' | 'query' | 'bodyOrQuery'): Body {
  const fromUrl = { ...(request.query as Body), ...(request.params as Body) } as Body;
  if (from === 'query') return fromUrl;
  if (from === 'body') return requireObject(request.body);
  return request.body === undefined || request.body === null ? fromUrl : { ...fromUrl, ...requireObject(request.body) };
}

/** An endpoint without a permission is for super admins only (the safe default). */
const SUPER_ADMIN_RULE = 'superAdmin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An engine route: its handler refuses NUL characters itself, naming the field (see refuseNulBytes). */
    entityInputChecks?: boolean;
  }
}
