import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken } from '../support/entity-api.js';

const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const param = entityCalls(api, '/db/param', () => admin);

interface ParamRow {
  id: string;
  type: string;
  subType: string | null;
  val: string;
  description: string | null;
  hospCode: string | null;
}

beforeAll(async () => {
  admin = await adminToken(api);
});

describe('/db/param', () => {
  it('answers the header-title query of seed 001 section 2.9 for any signed-in user', async () => {
    const engineer = await hospitalUserToken(api, 'engineer', '10001');
    const response = await api.post<{ list: ParamRow[] }>(
      '/db/param/query',
      { pagedQueryInfo: { index: 1, pageSize: 10 }, type: 'system_maintenance', subType: 'iMES_TYPE' },
      { token: engineer },
    );
    expect(response.body.code).toBe('0');
    expect(response.body.data.list[0]?.val).toBeTruthy();
  });

  it('lists the hosp_init_data parameter', async () => {
    const response = await param.query<ParamRow>({ type: 'hosp_init_data' });
    expect(response.body.data.total).toBeGreaterThan(0);
  });

  it('adds, edits, batch-edits and deletes, and only super admins or holders of sys:param may write', async () => {
    const type = `t_param_${Date.now()}`;
    expect((await param.add({ subType: 'x' })).body).toMatchObject({ code: '001', msg: '参数类型为必输项' });
    expect((await param.add({ type })).body).toMatchObject({ code: '001', msg: '参数值为必输项' });
    const id = (await param.add({ type, subType: 'a', val: '{"k":1}', hospCode: '10001' })).body.data as string;
    expect((await param.update({ id, type, subType: 'b', val: '2' })).body.msg).toBe('修改成功!');
    expect((await param.detail<ParamRow>({ id })).body.data).toMatchObject({ subType: 'b', val: '2', hospCode: '10001' });
    expect((await param.batchUpdate({ idList: [id], type, description: '批量' })).body.msg).toBe('修改成功!');
    const engineer = await hospitalUserToken(api, 'engineer', '10001');
    expect((await api.post('/db/param/delete', { id }, { token: engineer })).body.code).toBe('403');
    expect((await param.remove({ id })).body.msg).toBe('删除成功!');
  });
});
