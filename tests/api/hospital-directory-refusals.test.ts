import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken } from '../support/entity-api.js';

/**
 * The refusals of the hospital directory calls (server/hospitals/directory-routes.ts), word for
 * word as they were when these calls were endpoints of schemas/hosp.json: the console shows msg.
 */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';

const CALLS: [method: 'GET' | 'POST', path: string][] = [
  ['POST', '/db/hosp/queryHosp'],
  ['POST', '/db/hosp/queryCompanyHospList'],
  ['POST', '/db/hosp/queryProvinceCompanyHospList'],
  ['POST', '/db/hosp/queryKunYaCompanyHospList'],
  ['GET', '/db/hosp/querySubGroupHospList'],
  ['GET', '/db/hosp/queryMapSubGroupHospList'],
  ['GET', '/acct-center/api/web/manager-auth-check'],
  ['POST', '/acct-center/api/web/query-sub-group-name'],
  ['POST', '/acct-center/api/web/query-sub-group-list'],
];
const POSTS = CALLS.filter(([method]) => method === 'POST').map(([, path]) => path);

beforeAll(async () => {
  admin = await adminToken(api);
});

describe('hospital directory refusals', () => {
  it('a call without a session is refused 098', async () => {
    for (const [method, path] of CALLS) {
      const response = await api.call(method, path, method === 'GET' ? undefined : {}, {});
      expect(response.body, `${method} ${path}`).toEqual({ code: '098', msg: '未登录或登录已失效，请重新登录', data: null });
    }
  });

  it('an unknown key is named, in the body or the query string alike', async () => {
    for (const [method, path] of CALLS) {
      const inQuery = await api.call(method, `${path}?x=1`, method === 'GET' ? undefined : {}, { token: admin });
      expect(inQuery.body, `${method} ${path}?x=1`).toEqual({ code: '001', msg: '不支持的参数 x', data: null });
    }
    for (const path of POSTS) {
      expect((await api.post(path, { x: 1 }, { token: admin })).body, path).toEqual({ code: '001', msg: '不支持的参数 x', data: null });
      // The console's echo of its current hospital is taken and ignored.
      expect((await api.post(path, { hsopCode: '10001' }, { token: admin })).body.msg, path).not.toContain('hsopCode');
    }
  });

  it('a body that is not a JSON object, and values of the wrong type, in the console’s words', async () => {
    for (const path of POSTS) {
      expect((await api.post(path, [], { token: admin })).body.msg, path).toBe('请求体必须为JSON对象');
    }
    const queryHosp = (body: Record<string, unknown>) => api.post('/db/hosp/queryHosp', body, { token: admin });
    expect((await queryHosp({ hospName: 5 })).body.msg).toBe('医院名称必须为文本');
    expect((await queryHosp({ hospCode: 10001 })).body.msg).toBe('医院编号格式不正确');
    expect((await queryHosp({ compId: 5 })).body.msg).toBe('公司ID必须为24位十六进制字符');
    expect((await queryHosp({ hospName: 'a\u0000b' })).body.msg).toBe('医院名称不能包含空字符');
    const province = await api.post('/db/hosp/queryProvinceCompanyHospList', { province: 5 }, { token: admin });
    expect(province.body.msg).toBe('省份必须为文本');
  });
});
