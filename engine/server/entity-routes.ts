import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RawBuilder } from 'kysely';
import {
  actionKindOf,
  DIALOG_OF_OPERATION,
  OPERATION_PATHS,
  type EndpointDef,
  type EntitySchema,
  type FormActionDef,
  type OperationName,
} from '../schema/entity-types';
import { EntityError, type ConflictData, type EntityCall, type EntityHost } from './entity-context';
import { endpointServing } from '../schema/operation-endpoints';
import { sendFileAnswer } from './file-answer';
import { hasReadFilters, hasWriteObservers, runReadFilters, runWriteGuards, runWriteObservers } from './entity-extensions';
import { withHospitalName } from './hospital-name';
import { checkHospitalTag, hospitalTagCondition, type VisibleHospitals } from './hospital-tag';
import { findRow, queryPage, type ReadOptions } from './read-ops';
import { forgetListTotals } from './list-total';
import { hospCodeOf, refuseNulBytes, requireId, requireObject, type Body } from './request-checks';
import { loadTree } from './tree-ops';
import { addRecordsInBulk, canWriteInBulk } from './bulk-add';
import { updateRecordsInBulk } from './bulk-update';
import {
  addRecord,
  batchUpdateRecords,
  deleteRecords,
  updateRecord,
  type WriteCheck,
  type WriteHooks,
  type WriteObserve,
} from './write-ops';
import { prepareLookupCheck } from './lookup-checks';
import { lookupOptions } from './lookup-options';
import { setRecordFields } from './set-action-write';
import { LOOKUP_OPTIONS_PATH, pickableLookupFields } from '../schema/lookup-picker';
import { isSetAction } from '../schema/set-action';
import type { CurrentRows } from './row-versions';
import { hasRowHistory, REVERT_MESSAGES, REVERT_OPERATION, ROW_HISTORY_PATH, ROW_REVERT_PATH } from '../schema/row-history';
import { revertChange, rowHistory } from './row-history';
import { registerImportRoutes } from './import-routes';

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

/**
 * The host's write guards (before the SQL) and write observers (after it) for one call, both inside
 * the write's transaction, and the reader of an edit conflict's rows. No observer: no observe hook,
 * so the engine reads no rows for one.
 */
function hooksFor(
  host: EntityHost,
  entity: EntitySchema,
  operation: string,
  request: FastifyRequest,
  schema: string,
  hospCode: string | undefined,
): WriteHooks {
  const check: WriteCheck = async (trx, ids, values) => {
    await checkHospitalTag(trx, entity, schema, visibleOf(request), ids, values);
    await runWriteGuards(host.extensions, { entity, operation, request, trx, schema, ids, values });
  };
  const observe: WriteObserve = (trx, change) =>
    runWriteObservers(host.extensions, { entity, operation, request, trx, schema, hospCode, ...change });
  // A conflict answers the rows as this caller's detail would (language, visible hospitals); presentable adds the hospital's name.
  const current: CurrentRows = (trx, ids) =>
    Promise.all(ids.map((id) => findRow(trx, entity, schema, id, hospCode, readOptions(host, request))));
  return { check, current, ...(hasWriteObservers(host.extensions) ? { observe } : {}) };
}

/**
 * hooksFor, plus the existence check of the lookup values the body names (after the guards, so
 * their own messages come first), prepared before the transaction (lookup-checks.ts).
 */
async function writeHooksFor(
  host: EntityHost,
  entity: EntitySchema,
  operation: string,
  request: FastifyRequest,
  schema: string,
  hospCode: string | undefined,
  body: Body,
): Promise<WriteHooks> {
  const hooks = hooksFor(host, entity, operation, request, schema, hospCode);
  const lookups = await prepareLookupCheck(host, entity, request, schema, body);
  if (!lookups) return hooks;
  const guards = hooks.check!;
  return {
    ...hooks,
    check: async (trx, ids, values) => {
      await guards(trx, ids, values);
      await lookups(trx, values);
    },
  };
}

/**
 * An engine refusal as the host answers it: in English when the caller reads English and the
 * message has a translation, a conflict's rows with their hospital's name as the detail has it
 * (read outside the write's transaction: on PGlite only `trx` may be used inside one).
 */
async function presentable(
  host: EntityHost,
  entity: EntitySchema,
  request: FastifyRequest,
  hospCode: string | undefined,
  error: EntityError,
): Promise<EntityError> {
  const message = error.english && host.language?.(request) === 'en' ? error.english : error.message;
  let data = error.data;
  if (error.kind === 'conflict') {
    const { conflicts } = data as ConflictData;
    const rows = await withHospitalName(
      host,
      entity,
      hospCode,
      conflicts.map((conflict) => conflict.current),
    );
    data = { conflicts: rows.map((row) => ({ id: row.id, current: row })) } satisfies ConflictData;
  }
  return message === error.message && data === error.data ? error : new EntityError(error.kind, message, data, error.english);
}

/** The hospitals a `hospitalTag` entity's call may see, worked out once per call after authorisation. */
const VISIBLE = new WeakMap<FastifyRequest, VisibleHospitals>();
const visibleOf = (request: FastifyRequest): VisibleHospitals | undefined => VISIBLE.get(request);
/** The rows condition the entity's read filters chose for a read call (null: every row). */
const FILTERED = new WeakMap<FastifyRequest, RawBuilder<boolean> | null>();
const READS = new Set<EntityCall['operation']>(['query', 'detail', 'treeQuery', 'undeleteTreeQuery']);

/** `<endpoint>/<name>`, or the endpoint's own absolute path; `:param` segments stay Fastify's. */
export const endpointPath = (entity: EntitySchema, endpoint: EndpointDef): string => endpoint.path ?? `${entity.endpoint}/${endpoint.name}`;

type Handler = (
  request: FastifyRequest,
  schema: string,
  hospCode: string | undefined,
  input: Body,
  reply: FastifyReply,
) => Promise<unknown>;
type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Registers the endpoints of one entity under its prefix: the operations its schema switches on,
 * plus its named actions. Every call is authorised by the host first (session, hospital binding,
 * permission id), which also names the SQL schema to use.
 */
export function registerEntityRoutes(server: FastifyInstance, host: EntityHost, entity: EntitySchema): void {
  // Every route says that the engine checks its input itself (with the fields' titles in the messages).
  const app = {
    post: (url: string, handler: RouteHandler) => server.post(url, { config: { entityInputChecks: true } }, handler),
    get: (url: string, handler: RouteHandler) => server.get(url, { config: { entityInputChecks: true } }, handler),
  };
  const run =
    (operation: EntityCall['operation'], permission: string | undefined, handler: Handler, from: 'body' | 'query' | 'bodyOrQuery') =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      let hospCode: string | undefined;
      try {
        const input = inputOf(request, from);
        refuseNulBytes(entity, input);
        hospCode = hospCodeOf(entity, input, dialogOfCall(entity, operation));
        const schema = await host.authorize(request, { entity, operation, permission, hospCode });
        if (entity.hospitalTag && host.visibleHospitals) VISIBLE.set(request, await host.visibleHospitals(request));
        if (READS.has(operation) && hasReadFilters(host.extensions, entity.name)) {
          const condition = hospitalTagCondition(entity, visibleOf(request));
          FILTERED.set(request, (await runReadFilters(host.extensions, { entity, request, schema, condition })) ?? null);
        }
        const answer = await handler(request, schema, hospCode, input, reply);
        // Large lists' remembered counts (list-total.ts) may no longer hold after a write.
        if (!READS.has(operation)) forgetListTotals();
        return answer;
      } catch (error) {
        if (error instanceof EntityError) throw host.toHostError(await presentable(host, entity, request, hospCode, error));
        throw error;
      }
    };
  // An operation served by a declared endpoint of its name is that handler's (see operation-endpoints).
  const has = (operation: OperationName) => entity.operations.includes(operation) && !endpointServing(entity, operation);
  const path = (operation: OperationName) => `${entity.endpoint}/${OPERATION_PATHS[operation]}`;
  const permission = (operation: OperationName) => entity.permissions[operation];
  const ok = host.ok.bind(host);
  // An operation may live at another method and path (operationRoutes: PUT .../jobs, DELETE .../jobs/:id);
  // its input then also reads the URL's `:params` and query string, the body winning.
  const serve = (operation: OperationName, handler: Handler) => {
    const route = entity.operationRoutes?.[operation];
    const handle = run(operation, permission(operation), handler, route ? 'bodyOrQuery' : 'body');
    server.route({
      method: route?.method ?? 'POST',
      url: route?.path ?? path(operation),
      config: { entityInputChecks: true },
      handler: handle,
    });
  };

  if (has('query')) {
    const query: Handler = async (request, schema, hosp, body) => {
      const page = await queryPage(host.db, entity, schema, body, hosp, readOptions(host, request));
      return ok({ ...page, list: await withHospitalName(host, entity, hosp, page.list) });
    };
    serve('query', query);
  }
  if (has('detail')) {
    const detail: Handler = async (request, schema, hosp, input) => {
      const row = await findRow(host.db, entity, schema, requireId(input.id), hosp, readOptions(host, request));
      return ok((await withHospitalName(host, entity, hosp, [row]))[0]);
    };
    serve('detail', detail);
    app.get(path('detail'), run('detail', permission('detail'), detail, 'query'));
    app.get(`${entity.endpoint}/id/:id`, run('detail', permission('detail'), detail, 'query'));
  }
  if (has('add')) {
    serve('add', async (request, schema, hosp, body) =>
      ok(await addRecord(host, entity, schema, body, await writeHooksFor(host, entity, 'add', request, schema, hosp, body)), SUCCESS.added),
    );
  }
  // Import (issue 29): every entity a user may add to takes a spreadsheet of records (import-routes.ts).
  if (has('add') && entity.dialogs.add) {
    registerImportRoutes(server, entity, {
      host,
      run: (handler, from) => run('add', permission('add'), handler, from),
      authorizeUpdate: async (request, hospCode) => {
        if (!has('update') || !entity.dialogs.edit)
          throw new EntityError('forbidden', '该数据不支持修改', undefined, 'These records cannot be updated');
        await host.authorize(request, { entity, operation: 'update', permission: permission('update'), hospCode });
      },
      add: async (writer, request, schema, hosp, body) =>
        addRecord(writer, entity, schema, body, await writeHooksFor(writer, entity, 'add', request, schema, hosp, body)),
      addMany: canWriteInBulk(host, entity)
        ? async (writer, request, schema, hosp, bodies) =>
            addRecordsInBulk(
              writer,
              entity,
              schema,
              bodies,
              await writeHooksFor(writer, entity, 'add', request, schema, hosp, Object.assign({}, ...bodies)),
            )
        : undefined,
      updateMany:
        canWriteInBulk(host, entity) && has('update') && entity.dialogs.edit
          ? async (writer, request, schema, hosp, updates) =>
              updateRecordsInBulk(
                writer,
                entity,
                schema,
                updates,
                await writeHooksFor(writer, entity, 'update', request, schema, hosp, Object.assign({}, ...updates.map(({ body }) => body))),
              )
          : undefined,
      update: async (writer, request, schema, hosp, body) =>
        updateRecord(writer, entity, schema, 'edit', body, await writeHooksFor(writer, entity, 'update', request, schema, hosp, body)),
    });
  }
  if (has('update')) {
    serve('update', async (request, schema, hosp, body) =>
      ok(
        await updateRecord(host, entity, schema, 'edit', body, await writeHooksFor(host, entity, 'update', request, schema, hosp, body)),
        SUCCESS.modified,
      ),
    );
  }
  if (has('batchUpdate')) {
    serve('batchUpdate', async (request, schema, hosp, body) =>
      ok(
        {
          count: await batchUpdateRecords(
            host,
            entity,
            schema,
            body,
            await writeHooksFor(host, entity, 'batchUpdate', request, schema, hosp, body),
          ),
        },
        SUCCESS.modified,
      ),
    );
  }
  if (has('delete')) {
    serve('delete', async (request, schema, hosp, body) =>
      ok(
        { count: await deleteRecords(host, entity, schema, body, hooksFor(host, entity, 'delete', request, schema, hosp)) },
        SUCCESS.deleted,
      ),
    );
  }
  for (const operation of ['treeQuery', 'undeleteTreeQuery'] as const) {
    if (!has(operation)) continue;
    const onlyUndeleted = operation === 'undeleteTreeQuery';
    const handler: Handler = async (request, schema, hosp) =>
      ok(await loadTree(host.db, entity, schema, hosp, onlyUndeleted, readOptions(host, request)));
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
        async (request, schema, hosp, body) =>
          ok(
            await updateRecord(
              host,
              entity,
              schema,
              action.dialog,
              body,
              await writeHooksFor(host, entity, operation, request, schema, hosp, body),
            ),
            SUCCESS.modified,
          ),
        'body',
      ),
    );
  }
  // Set actions: one click writes the action's fixed values, refused where visibleWhen does not match.
  for (const action of (entity.actions ?? []).filter(isSetAction)) {
    const operation = `action:${action.name}` as const;
    app.post(
      `${entity.endpoint}/${action.name}`,
      run(
        operation,
        action.permission ?? permission('update'),
        async (request, schema, hosp, body) =>
          ok(
            await setRecordFields(
              host,
              entity,
              schema,
              action,
              body,
              await writeHooksFor(host, entity, operation, request, schema, hosp, action.values),
            ),
            SUCCESS.modified,
          ),
        'body',
      ),
    );
  }
  // A row's history (read like its detail, with the list's permission) and the revert of one change (an update).
  if (hasRowHistory(entity)) {
    app.post(
      `${entity.endpoint}/${ROW_HISTORY_PATH}`,
      run(
        'detail',
        permission('query'),
        async (request, schema, hosp, body) => ok(await rowHistory(host, entity, schema, hosp, body, readOptions(host, request))),
        'body',
      ),
    );
    app.post(
      `${entity.endpoint}/${ROW_REVERT_PATH}`,
      run(
        'update',
        permission('update'),
        async (request, schema, hosp, body) => {
          // The log entry says what it reverts; guards see the update it is.
          const hooksForValues = async (values: Body): Promise<WriteHooks> => {
            const hooks = await writeHooksFor(host, entity, 'update', request, schema, hosp, values);
            if (!hooks.observe) return hooks;
            const observe: WriteObserve = (trx, change) =>
              runWriteObservers(host.extensions, {
                entity,
                operation: REVERT_OPERATION,
                request,
                trx,
                schema,
                hospCode: hosp,
                ...change,
                revertOf: String(body.logId),
              });
            return { ...hooks, observe };
          };
          await revertChange(host, entity, schema, hosp, body, hooksForValues);
          return ok(null, host.language?.(request) === 'en' ? REVERT_MESSAGES.done.en : REVERT_MESSAGES.done.zh);
        },
        'body',
      ),
    );
  }
  // A lookup picker reads the other entity as its own query would, with its permission (lookup-options.ts).
  if (host.entityNamed && pickableLookupFields(entity).length > 0) {
    app.post(`${entity.endpoint}/${LOOKUP_OPTIONS_PATH}`, async (request) => {
      try {
        return ok(await lookupOptions(host, entity, request));
      } catch (error) {
        if (error instanceof EntityError) throw host.toHostError(await presentable(host, entity, request, undefined, error));
        throw error;
      }
    });
  }
  for (const endpoint of entity.endpoints ?? []) {
    const handler = host.extensions?.operations.get(endpoint.handler);
    if (!handler) throw new Error(`${entity.name}: endpoint ${endpoint.name} names handler ${endpoint.handler}, which is not registered`);
    const method = endpoint.method ?? 'POST';
    const route = run(
      `endpoint:${endpoint.name}`,
      endpoint.permission ?? SUPER_ADMIN_RULE,
      async (request, schema, hospCode, input, reply) => {
        const result = await handler({ entity, endpoint, request, host, schema, hospCode, input });
        // A handler may answer a file (a spreadsheet) instead of the envelope; refusals stay envelopes.
        if (result.file) return sendFileAnswer(reply, result.file);
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
  const filtered = FILTERED.get(request);
  return {
    ...(language ? { language } : {}),
    ...(visible ? { visibleHospitals: visible } : {}),
    ...(filtered !== undefined ? { rowFilter: filtered } : {}),
  };
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
