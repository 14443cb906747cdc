import { describe, expect, it } from 'vitest';
import { loadEntity } from '../../schema/load-entity';
import companyUserSchema from '../../../schemas/company-user.json';
import hospUserSchema from '../../../schemas/hosp-user-info.json';
import { createHttpDataProvider } from './http-data-provider';
import type { EngineHttp } from './engine-http';

/** Operations served by declared endpoints are called where those endpoints are (operation-endpoints). */
describe('operation paths of the http data provider', () => {
  const calls: string[] = [];
  const http: EngineHttp = {
    post: async <T>(url: string) => {
      calls.push(url);
      return { list: [], total: 0 } as T;
    },
    get: async <T>(url: string) => {
      calls.push(url);
      return [] as T;
    },
  };
  const provider = createHttpDataProvider(http);

  it('queries company users at the path the seed gives, and hospital users at their usual one', async () => {
    await provider.query(loadEntity(companyUserSchema, 'company-user'), { pagedQueryInfo: { index: 1, pageSize: 10 }, cellPhone: '138' });
    await provider.query(loadEntity(hospUserSchema, 'hosp-user-info'), { pagedQueryInfo: { index: 1, pageSize: 10 }, hospCode: '10001' });
    expect(calls).toEqual(['/db/hosp-user-info/company-acct-query', '/db/hosp-user-info/query']);
  });

  it('sends the operations a schema moves with operationRoutes by their method, the id in the path', async () => {
    const sent: string[] = [];
    const verbs: EngineHttp = {
      post: async <T>(url: string) => {
        sent.push(`POST ${url}`);
        return undefined as T;
      },
      get: async <T>(url: string) => {
        sent.push(`GET ${url}`);
        return undefined as T;
      },
      put: async <T>(url: string, body?: unknown) => {
        sent.push(`PUT ${url} ${JSON.stringify(body)}`);
        return undefined as T;
      },
      delete: async <T>(url: string) => {
        sent.push(`DELETE ${url}`);
        return undefined as T;
      },
    };
    const entity = {
      ...loadEntity(companyUserSchema, 'company-user'),
      operationRoutes: {
        add: { path: '/api/gizmo/items' },
        update: { method: 'PUT', path: '/api/gizmo/items' },
        delete: { method: 'DELETE', path: '/api/gizmo/items/:id' },
      },
    } as const;
    const moved = createHttpDataProvider(verbs);
    await moved.add(entity, { label: 'a' });
    await moved.update(entity, { id: 'x1', label: 'b' });
    await moved.remove(entity, { id: 'x1' });
    expect(sent).toEqual(['POST /api/gizmo/items', 'PUT /api/gizmo/items {"id":"x1","label":"b"}', 'DELETE /api/gizmo/items/x1']);
  });
});
