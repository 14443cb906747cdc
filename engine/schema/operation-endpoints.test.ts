import { describe, expect, it } from 'vitest';
import type { EntitySchema } from './entity-types';
import { endpointServing, engineOperations, engineOwnsTable, operationMethod, operationPath } from './operation-endpoints';

const base: EntitySchema = {
  name: 'gizmo',
  title: '装置',
  kind: 'list',
  scope: 'hospital',
  table: 'gizmo',
  endpoint: '/db/gizmo',
  operations: ['query', 'update', 'delete'],
  permissions: {},
  fields: { label: { type: 'string', title: '名称' } },
  list: { columns: ['label'] },
  dialogs: { edit: { title: '编辑' } },
};

describe('operations served by declared endpoints', () => {
  it('the engine serves every operation no endpoint is named after', () => {
    expect(engineOperations(base)).toEqual(['query', 'update', 'delete']);
    expect(engineOwnsTable(base)).toBe(true);
    expect(operationPath(base, 'query')).toBe('/db/gizmo/query');
  });

  it('an endpoint named after an operation serves it, at its own path when it has one', () => {
    const entity: EntitySchema = {
      ...base,
      endpoints: [
        { name: 'query', handler: 'gizmo/query', path: '/db/other/gizmo-query' },
        { name: 'update', handler: 'gizmo/update' },
        { name: 'add', handler: 'gizmo/add' },
      ],
    };
    expect(endpointServing(entity, 'query')?.handler).toBe('gizmo/query');
    // `add` is not one of its operations: that endpoint is an ordinary call.
    expect(endpointServing(entity, 'add')).toBeUndefined();
    expect(engineOperations(entity)).toEqual(['delete']);
    expect(operationPath(entity, 'query')).toBe('/db/other/gizmo-query');
    expect(operationPath(entity, 'update')).toBe('/db/gizmo/update');
  });

  it('owns no table when handlers serve every operation and no form action writes it', () => {
    const endpoints = ['query', 'update', 'delete'].map((name) => ({ name, handler: `gizmo/${name}` }));
    expect(engineOwnsTable({ ...base, endpoints })).toBe(false);
    expect(engineOwnsTable({ ...base, endpoints, actions: [{ name: 'rename', label: '改名', dialog: 'edit' }] })).toBe(true);
  });

  it('operationRoutes move an engine operation to another method and path; the engine still serves it', () => {
    const entity: EntitySchema = {
      ...base,
      operationRoutes: { update: { method: 'PUT', path: '/api/gizmo/items' }, delete: { method: 'DELETE', path: '/api/gizmo/items/:id' } },
    };
    expect(engineOperations(entity)).toEqual(['query', 'update', 'delete']);
    expect(operationPath(entity, 'update')).toBe('/api/gizmo/items');
    expect(operationMethod(entity, 'update')).toBe('PUT');
    expect(operationPath(entity, 'delete')).toBe('/api/gizmo/items/:id');
    expect(operationMethod(entity, 'delete')).toBe('DELETE');
    expect(operationPath(entity, 'query')).toBe('/db/gizmo/query');
    expect(operationMethod(entity, 'query')).toBe('POST');
  });
});
