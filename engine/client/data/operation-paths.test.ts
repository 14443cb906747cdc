import { describe, expect, it } from 'vitest';
import { loadEntity } from '../../schema/load-entity';
import companyUserSchema from '../../../schemas/company-user.json';
import hospUserSchema from '../../../schemas/hosp-user-info.json';
import { createHttpDataProvider, type EngineHttp } from './http-data-provider';

/** Operations served by declared endpoints are called where those endpoints are (operation-endpoints). */
describe('operation paths of the http data provider', () => {
  const calls: string[] = [];
  const http: EngineHttp = {
    post: async <T,>(url: string) => {
      calls.push(url);
      return { list: [], total: 0 } as T;
    },
    get: async <T,>(url: string) => {
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
});
