import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../schema/entity-types';
import { refusedBy, type EntityCall } from './entity-context';
import { createEntityExtensions, missingHandlers, type EntityExtensions, type OperationCall } from './entity-extensions';
import { registerEntityRoutes } from './entity-routes';
import { appServing, fakeHost } from './test-support/fake-host';

const entity: EntitySchema = {
  name: 'gizmo',
  title: '装置',
  kind: 'list',
  scope: 'hospital',
  table: 'gizmo',
  endpoint: '/db/gizmo',
  operations: ['query'],
  permissions: { query: 'gizmo' },
  fields: { label: { type: 'string', title: '名称' } },
  list: { columns: ['label'] },
  dialogs: {},
  endpoints: [
    { name: 'start', handler: 'gizmo/start', permission: 'gizmo:start' },
    { name: 'owner/:id', method: 'GET', handler: 'gizmo/owner' },
    { name: 'external', path: '/acct-center/api/web/gizmo', handler: 'gizmo/start', permission: 'signedIn' },
  ],
};

const handlers = (extensions: EntityExtensions) => {
  extensions.operations.register('gizmo/start', async (call: OperationCall) => {
    if (call.input.fail) throw refusedBy('装置已启动');
    return { data: { schema: call.schema, hospCode: call.hospCode, input: call.input }, message: '启动成功' };
  });
  extensions.operations.register('gizmo/owner', async (call) => ({ data: { id: call.input.id } }));
};

const appWith = (authorised: EntityCall[]) => appServing(entity, fakeHost(authorised, handlers));

describe('declared endpoints', () => {
  it('authorise with the endpoint permission and hospital, then answer with the handler data and message', async () => {
    const authorised: EntityCall[] = [];
    const app = await appWith(authorised);
    const response = await app.inject({ method: 'POST', url: '/db/gizmo/start', payload: { hospCode: '10001', speed: 3 } });
    expect(response.json()).toEqual({
      code: '0',
      msg: '启动成功',
      data: { schema: 'hosp_10001', hospCode: '10001', input: { hospCode: '10001', speed: 3 } },
    });
    expect(authorised.map(({ operation, permission, hospCode }) => ({ operation, permission, hospCode }))).toEqual([
      { operation: 'endpoint:start', permission: 'gizmo:start', hospCode: '10001' },
    ]);
  });

  it('serve GET with path parameters, absolute paths, and default to super admin without a permission', async () => {
    const authorised: EntityCall[] = [];
    const app = await appWith(authorised);
    const owner = await app.inject({ method: 'GET', url: '/db/gizmo/owner/abc?hospCode=10002' });
    expect(owner.json()).toEqual({ code: '0', msg: '', data: { id: 'abc' } });
    const external = await app.inject({ method: 'POST', url: '/acct-center/api/web/gizmo', payload: { hospCode: '10003' } });
    expect(external.json().code).toBe('0');
    expect(authorised.map((call) => call.permission)).toEqual(['superAdmin', 'signedIn']);
  });

  it('turn a handler refusal into the host error, and a hospital-scoped call without hospCode into the scope message', async () => {
    const app = await appWith([]);
    expect((await app.inject({ method: 'POST', url: '/db/gizmo/start', payload: { hospCode: '10001', fail: true } })).json()).toEqual({
      code: 'refused',
      msg: '装置已启动',
    });
    expect((await app.inject({ method: 'POST', url: '/db/gizmo/start', payload: {} })).json()).toEqual({
      code: 'badRequest',
      msg: '医院编号为必输项',
    });
  });

  it('stop start-up when a schema names a handler nobody registered', () => {
    expect(missingHandlers(createEntityExtensions(), [entity])).toEqual([
      'gizmo: endpoint start names handler gizmo/start, which no module registers',
      'gizmo: endpoint owner/:id names handler gizmo/owner, which no module registers',
      'gizmo: endpoint external names handler gizmo/start, which no module registers',
    ]);
    expect(() =>
      registerEntityRoutes(
        Fastify(),
        fakeHost([], () => {}),
        entity,
      ),
    ).toThrow('gizmo: endpoint start names handler gizmo/start, which is not registered');
  });
});

describe('declared POST endpoints', () => {
  it('take query parameters when there is no body, the body winning over the query', async () => {
    const app = await appWith([]);
    const noBody = await app.inject({ method: 'POST', url: '/db/gizmo/start?hospCode=10001&speed=2' });
    expect(noBody.json().data.input).toEqual({ hospCode: '10001', speed: '2' });
    const both = await app.inject({ method: 'POST', url: '/db/gizmo/start?speed=2', payload: { hospCode: '10001', speed: 5 } });
    expect(both.json().data.input).toEqual({ hospCode: '10001', speed: 5 });
  });
});
