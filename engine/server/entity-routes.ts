import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DIALOG_OF_OPERATION, OPERATION_PATHS, type EntitySchema, type OperationName } from '../schema/entity-types';
import { EntityError, type EntityCall, type EntityHost } from './entity-context';
import { findRow, queryPage } from './read-ops';
import { hospCodeOf, requireId, requireObject, type Body } from './request-checks';
import { loadTree } from './tree-ops';
import { addRecord, batchUpdateRecords, deleteRecords, updateRecord } from './write-ops';

export const SUCCESS = { added: '添加成功!', modified: '修改成功!', deleted: '删除成功!' } as const;

/** The dialog whose rules a write follows: add, edit, batch, or the action's own. */
function dialogOfCall(entity: EntitySchema, operation: EntityCall['operation']): string | undefined {
  if (operation.startsWith('action:')) return entity.actions?.find((action) => `action:${action.name}` === operation)?.dialog;
  return (DIALOG_OF_OPERATION as Record<string, string>)[operation];
}

type Handler = (request: FastifyRequest, schema: string, hospCode: string | undefined, input: Body) => Promise<unknown>;

/**
 * Registers the endpoints of one entity under its prefix: the operations its schema switches on,
 * plus its named actions. Every call is authorised by the host first (session, hospital binding,
 * permission id), which also names the SQL schema to use.
 */
export function registerEntityRoutes(app: FastifyInstance, host: EntityHost, entity: EntitySchema): void {
  const run =
    (operation: EntityCall['operation'], permission: string | undefined, handler: Handler, from: 'body' | 'query') =>
    async (request: FastifyRequest) => {
      try {
        const input = from === 'body' ? requireObject(request.body) : ({ ...(request.query as Body), ...(request.params as Body) } as Body);
        const hospCode = hospCodeOf(entity, input, dialogOfCall(entity, operation));
        const schema = await host.authorize(request, { entity, operation, permission, hospCode });
        return await handler(request, schema, hospCode, input);
      } catch (error) {
        if (error instanceof EntityError) throw host.toHostError(error);
        throw error;
      }
    };
  const has = (operation: OperationName) => entity.operations.includes(operation);
  const path = (operation: OperationName) => `${entity.endpoint}/${OPERATION_PATHS[operation]}`;
  const permission = (operation: OperationName) => entity.permissions[operation];
  const ok = host.ok.bind(host);

  if (has('query')) {
    app.post(path('query'), run('query', permission('query'), async (_r, schema, hosp, body) => ok(await queryPage(host.db, entity, schema, body, hosp)), 'body'));
  }
  if (has('detail')) {
    const detail: Handler = async (_r, schema, hosp, input) => ok(await findRow(host.db, entity, schema, requireId(input.id), hosp));
    app.post(path('detail'), run('detail', permission('detail'), detail, 'body'));
    app.get(path('detail'), run('detail', permission('detail'), detail, 'query'));
    app.get(`${entity.endpoint}/id/:id`, run('detail', permission('detail'), detail, 'query'));
  }
  if (has('add')) {
    app.post(path('add'), run('add', permission('add'), async (_r, schema, _h, body) => ok(await addRecord(host, entity, schema, body), SUCCESS.added), 'body'));
  }
  if (has('update')) {
    app.post(
      path('update'),
      run('update', permission('update'), async (_r, schema, _h, body) => ok(await updateRecord(host, entity, schema, 'edit', body), SUCCESS.modified), 'body'),
    );
  }
  if (has('batchUpdate')) {
    app.post(
      path('batchUpdate'),
      run(
        'batchUpdate',
        permission('batchUpdate'),
        async (_r, schema, _h, body) => ok({ count: await batchUpdateRecords(host, entity, schema, body) }, SUCCESS.modified),
        'body',
      ),
    );
  }
  if (has('delete')) {
    app.post(
      path('delete'),
      run('delete', permission('delete'), async (_r, schema, _h, body) => ok({ count: await deleteRecords(host, entity, schema, body) }, SUCCESS.deleted), 'body'),
    );
  }
  for (const operation of ['treeQuery', 'undeleteTreeQuery'] as const) {
    if (!has(operation)) continue;
    const onlyUndeleted = operation === 'undeleteTreeQuery';
    const handler: Handler = async (_r, schema, hosp) => ok(await loadTree(host.db, entity, schema, hosp, onlyUndeleted));
    app.get(path(operation), run(operation, permission(operation), handler, 'query'));
    app.post(path(operation), run(operation, permission(operation), handler, 'body'));
  }
  for (const action of entity.actions ?? []) {
    app.post(
      `${entity.endpoint}/${action.name}`,
      run(
        `action:${action.name}`,
        action.permission ?? permission('update'),
        async (_r, schema, _h, body) => ok(await updateRecord(host, entity, schema, action.dialog, body), SUCCESS.modified),
        'body',
      ),
    );
  }
}
