import { describe, expect, it } from 'vitest';
import { loadEntity } from '../../schema/load-entity';
import dicSchema from '../../../schemas/dic.json';
import deptSchema from '../../../schemas/hosp-dept.json';
import jobSchema from '../../../schemas/quartz-job.json';
import { createHttpDataProvider } from './http-data-provider';
import type { EngineHttp } from './engine-http';

const dic = loadEntity(dicSchema, 'dic');
const dept = loadEntity(deptSchema, 'hosp-dept');
const jobs = loadEntity(jobSchema, 'quartz-job');

function recordingHttp(answer: unknown = null) {
  const calls: { method: string; url: string; payload: unknown }[] = [];
  const http: EngineHttp = {
    post: async <T>(url: string, body?: unknown) => {
      calls.push({ method: 'POST', url, payload: body });
      return answer as T;
    },
    get: async <T>(url: string, config?: { params?: Record<string, string> }) => {
      calls.push({ method: 'GET', url, payload: config?.params });
      return answer as T;
    },
  };
  return { http, calls };
}

describe('createHttpDataProvider', () => {
  it('posts the CRUD calls to the entity endpoint with the seeds wire bodies', async () => {
    const { http, calls } = recordingHttp();
    const provider = createHttpDataProvider(http);
    await provider.query(dic, { pagedQueryInfo: { index: 1, pageSize: 10 }, type: 'ACCT_TYPE' });
    await provider.add(dic, { type: 'T' });
    await provider.update(dic, { id: 'a'.repeat(24), type: 'T' });
    await provider.batchUpdate(dic, { idList: ['a'.repeat(24)], val: '1' });
    await provider.remove(dept, { id: 'b'.repeat(24), hospCode: '10001' });
    await provider.detail(dic, { id: 'c'.repeat(24) });
    await provider.action(dic, 'resetPass', { id: 'c'.repeat(24), passWord: 'abc123' });
    expect(calls).toEqual([
      { method: 'POST', url: '/db/dic/query', payload: { pagedQueryInfo: { index: 1, pageSize: 10 }, type: 'ACCT_TYPE' } },
      { method: 'POST', url: '/db/dic/add', payload: { type: 'T' } },
      { method: 'POST', url: '/db/dic/update', payload: { id: 'a'.repeat(24), type: 'T' } },
      { method: 'POST', url: '/db/dic/batchUpdate', payload: { idList: ['a'.repeat(24)], val: '1' } },
      { method: 'POST', url: '/db/hosp-dept/delete', payload: { id: 'b'.repeat(24), hospCode: '10001' } },
      { method: 'POST', url: '/db/dic/detail', payload: { id: 'c'.repeat(24) } },
      { method: 'POST', url: '/db/dic/resetPass', payload: { id: 'c'.repeat(24), passWord: 'abc123' } },
    ]);
  });

  it('reads the tree with GET treeQuery?hospCode=', async () => {
    const { http, calls } = recordingHttp([]);
    await createHttpDataProvider(http).treeQuery(dept, { hospCode: '10001' });
    expect(calls).toEqual([{ method: 'GET', url: '/db/hosp-dept/treeQuery', payload: { hospCode: '10001' } }]);
  });

  it('loads options from the selector routes, or the static list', async () => {
    const { http, calls } = recordingHttp([{ value: '01', label: '医院级标准用户' }]);
    const provider = createHttpDataProvider(http);
    expect(await provider.options({ dictionary: 'ACCT_TYPE' }, {})).toEqual([{ value: '01', label: '医院级标准用户' }]);
    await provider.options({ resource: 'dept' }, { hospCode: '10001' });
    await provider.options({ resource: 'hosp' }, {});
    expect(await provider.options({ values: [{ value: true, label: '是' }] }, {})).toEqual([{ value: true, label: '是' }]);
    expect(calls).toEqual([
      { method: 'GET', url: '/api/selector/0/ACCT_TYPE', payload: undefined },
      { method: 'GET', url: '/api/selector/1/dept', payload: { hospCode: '10001' } },
      { method: 'GET', url: '/api/selector/1/hosp', payload: undefined },
    ]);
  });
});

describe('write options', () => {
  it('passes quiet codes to the HTTP client, for update (POST or PUT), batch update and actions', async () => {
    const configs: unknown[] = [];
    const http: EngineHttp = {
      post: async <T>(_url: string, _body?: unknown, config?: unknown) => {
        configs.push(config);
        return null as T;
      },
      get: async <T>() => null as T,
      put: async <T>(_url: string, _body?: unknown, config?: unknown) => {
        configs.push(config);
        return null as T;
      },
    };
    const provider = createHttpDataProvider(http);
    const quiet = { quietCodes: ['409'] };
    await provider.update(dic, { id: 'a'.repeat(24) }, quiet);
    await provider.batchUpdate(dic, { idList: ['a'.repeat(24)] }, quiet);
    await provider.action(dic, 'resetPass', { id: 'a'.repeat(24) }, quiet);
    await provider.update(jobs, { id: 'a'.repeat(24) }, quiet);
    await provider.update(dic, { id: 'a'.repeat(24) });
    expect(configs).toEqual([quiet, quiet, quiet, quiet, undefined]);
  });
});
