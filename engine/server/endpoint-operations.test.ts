import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../schema/entity-types';
import type { EntityCall } from './entity-context';
import { appServing, fakeHost } from './test-support/fake-host';

/** An operation served by a declared endpoint of its name (engine/schema/operation-endpoints.ts), over Fastify. */
const entity: EntitySchema = {
  name: 'binding',
  title: '绑定',
  kind: 'list',
  scope: 'hospital',
  table: 'binding',
  endpoint: '/db/binding',
  operations: ['query', 'update'],
  permissions: { query: 'binding', update: 'binding:update' },
  hospitalRequiredMessage: '请选择医院',
  fields: { label: { type: 'string', title: '名称' } },
  list: { columns: ['label'] },
  dialogs: { edit: { title: '编辑', required: { hospCode: '医院编号为必输项' } } },
  endpoints: [
    { name: 'query', handler: 'binding/query', permission: 'binding' },
    { name: 'update', handler: 'binding/update', permission: 'binding:update' },
  ],
};

const host = (authorised: EntityCall[]) =>
  fakeHost(authorised, (extensions) => {
    extensions.operations.register('binding/query', async (call) => ({ data: { list: [{ id: 'x', hospCode: call.hospCode }], total: 1 } }));
    extensions.operations.register('binding/update', async () => ({ message: '修改成功!' }));
  });

describe('operations served by declared endpoints', () => {
  it('answer with the handler at the operation path, with the endpoint permission and no route of the engine', async () => {
    const authorised: EntityCall[] = [];
    const app = await appServing(entity, host(authorised));
    expect((await app.inject({ method: 'POST', url: '/db/binding/query', payload: { hospCode: '10001' } })).json()).toEqual({
      code: '0',
      msg: '',
      data: { list: [{ id: 'x', hospCode: '10001' }], total: 1 },
    });
    expect((await app.inject({ method: 'POST', url: '/db/binding/update', payload: { hospCode: '10001', id: 'y' } })).json()).toEqual({
      code: '0',
      msg: '修改成功!',
      data: null,
    });
    expect(authorised.map(({ operation, permission }) => [operation, permission])).toEqual([
      ['endpoint:query', 'binding'],
      ['endpoint:update', 'binding:update'],
    ]);
  });

  it("keep the operation's hospital message: a write follows its dialog's, a read the schema's", async () => {
    const app = await appServing(entity, host([]));
    expect((await app.inject({ method: 'POST', url: '/db/binding/query', payload: {} })).json()).toEqual({
      code: 'badRequest',
      msg: '请选择医院',
    });
    expect((await app.inject({ method: 'POST', url: '/db/binding/update', payload: {} })).json()).toEqual({
      code: 'badRequest',
      msg: '医院编号为必输项',
    });
  });
});
