import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';

/**
 * The directory calls of /db/hosp and the three hospital calls under /acct-center (seed 001
 * section 7; what each answers is chosen in docs/hospital-api.md). A company is the "sub group" of
 * hospitals. Everyone signed in may call them and sees only the hospitals they may work in.
 */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
let engineer = '';
let manager = '';
const hosp = entityCalls(api, '/db/hosp', () => admin);

const OPERATOR = '示范医疗设备服务有限公司';
const PARTNER = '甬江医学装备集团';

interface Hospital {
  id: string;
  hospCode: string;
  hospName: string;
  compId: string | null;
  compName: string | null;
  provinceDesc: string | null;
}
interface Group {
  compId: string | null;
  compName: string | null;
  hospList: Hospital[];
}

const codes = (list: { hospCode: string }[]) => list.map((hospital) => hospital.hospCode);

beforeAll(async () => {
  admin = await adminToken(api);
  engineer = await hospitalUserToken(api, 'engineer', '10001');
  manager = await hospitalUserToken(api, 'manager', '10001');
});

describe('/db/hosp directory calls', () => {
  it('queryHosp: the hospitals the caller may work in, with their company', async () => {
    const all = (await api.post<Hospital[]>('/db/hosp/queryHosp', {}, { token: admin })).body.data;
    expect(codes(all)).toEqual(expect.arrayContaining(['10001', '10002', '10003']));
    expect(all.find((hospital) => hospital.hospCode === '10001')).toMatchObject({
      hospName: '示范市第一人民医院',
      compName: OPERATOR,
      provinceDesc: '浙江省',
    });
    const mine = (await api.post<Hospital[]>('/db/hosp/queryHosp', {}, { token: engineer })).body.data;
    expect(codes(mine)).toEqual(['10001', '10002']);
    const named = (await api.post<Hospital[]>('/db/hosp/queryHosp', { hospName: '妇幼' }, { token: admin })).body.data;
    expect(codes(named)).toEqual(['10003']);
  });

  it('queryCompanyHospList: hospitals grouped by company', async () => {
    const groups = (await api.post<Group[]>('/db/hosp/queryCompanyHospList', {}, { token: engineer })).body.data;
    expect(groups).toEqual([
      expect.objectContaining({
        compName: OPERATOR,
        hospList: [expect.objectContaining({ hospCode: '10001' }), expect.objectContaining({ hospCode: '10002' })],
      }),
    ]);
    const partner = (await api.post<Group[]>('/db/hosp/queryCompanyHospList', {}, { token: admin })).body.data.find(
      (group) => group.compName === PARTNER,
    )!;
    const only = (await api.post<Group[]>('/db/hosp/queryCompanyHospList', { compId: partner.compId }, { token: admin })).body.data;
    expect(only.map((group) => group.compName)).toEqual([PARTNER]);
    expect(codes(only[0]!.hospList)).toContain('10003');
  });

  it('queryProvinceCompanyHospList: by province, then company', async () => {
    const provinces = (
      await api.post<{ province: string; provinceDesc: string; companyList: Group[] }[]>(
        '/db/hosp/queryProvinceCompanyHospList',
        { province: '33' },
        { token: admin },
      )
    ).body.data;
    expect(provinces).toHaveLength(1);
    expect(provinces[0]).toMatchObject({ province: '33', provinceDesc: '浙江省' });
    expect(provinces[0]!.companyList.map((group) => group.compName)).toEqual(expect.arrayContaining([OPERATOR, PARTNER]));
  });

  it('queryKunYaCompanyHospList: the hospitals of the platform’s own (self-operated) companies', async () => {
    const list = (await api.post<Hospital[]>('/db/hosp/queryKunYaCompanyHospList', {}, { token: admin })).body.data;
    expect(codes(list)).toEqual(expect.arrayContaining(['10001', '10002']));
    expect(codes(list)).not.toContain('10003');
  });

  it('update-sort-num: the order of the hospital choosers', async () => {
    const run = Date.now().toString(36).slice(-5).toUpperCase();
    const first = (await hosp.add({ hospCode: `S${run}1`, hospName: '排序医院1' })).body.data;
    const second = (await hosp.add({ hospCode: `S${run}2`, hospName: '排序医院2' })).body.data;
    expect(
      (
        await api.post(
          '/db/hosp/update-sort-num',
          {
            list: [
              { id: first, sortNum: 900 },
              { id: second, sortNum: 800 },
            ],
          },
          { token: admin },
        )
      ).body,
    ).toMatchObject({
      code: '0',
      msg: '修改成功!',
      data: { count: 2 },
    });
    const order = codes((await api.post<Hospital[]>('/db/hosp/queryHosp', { hospName: '排序医院' }, { token: admin })).body.data);
    expect(order).toEqual([`S${run}2`, `S${run}1`]);
    expect((await api.post('/db/hosp/update-sort-num', { id: first, sortNum: 700 }, { token: admin })).body.code).toBe('0');
    expect((await api.post('/db/hosp/update-sort-num', { id: MISSING_ID, sortNum: 1 }, { token: admin })).body).toMatchObject({
      code: '404',
      msg: '记录不存在',
    });
    expect((await api.post('/db/hosp/update-sort-num', { id: first, sortNum: -1 }, { token: admin })).body).toMatchObject({
      code: '001',
      msg: '排序号必须为0至99999的整数',
    });
    expect((await api.post('/db/hosp/update-sort-num', { list: 'x' }, { token: admin })).body.code).toBe('001');
  });

  it('GET querySubGroupHospList: sub groups (companies) with their hospitals', async () => {
    const groups = (
      await api.get<{ subGroupId: string; subGroupName: string; hospList: Hospital[] }[]>('/db/hosp/querySubGroupHospList', {
        token: engineer,
      })
    ).body.data;
    expect(groups).toEqual([expect.objectContaining({ subGroupName: OPERATOR })]);
    const one = (
      await api.get<{ subGroupName: string }[]>(`/db/hosp/querySubGroupHospList?subGroupId=${groups[0]!.subGroupId}`, { token: admin })
    ).body.data;
    expect(one.map((group) => group.subGroupName)).toEqual([OPERATOR]);
    expect((await api.get('/db/hosp/querySubGroupHospList?subGroupId=x', { token: admin })).body).toMatchObject({
      code: '001',
      msg: '子集团ID必须为24位十六进制字符',
    });
  });

  it('GET queryMapSubGroupHospList: map points with numeric coordinates and the address', async () => {
    const points = (
      await api.get<{ hospCode: string; longitude: number | null; latitude: number | null; address: string }[]>(
        '/db/hosp/queryMapSubGroupHospList',
        { token: engineer },
      )
    ).body.data;
    expect(points.find((point) => point.hospCode === '10001')).toMatchObject({
      longitude: 120.130203,
      latitude: 30.259324,
      address: '浙江省杭州市西湖区示范路 1 号',
      subGroupName: OPERATOR,
    });
    expect(codes(points)).toEqual(['10001', '10002']);
  });
});

describe('/acct-center/api/web hospital calls', () => {
  it('GET manager-auth-check: super admins and hospital-wide managers may open the sub-group views', async () => {
    const check = async (token: string) =>
      (await api.get<{ managerAuth: boolean }>('/acct-center/api/web/manager-auth-check', { token })).body.data.managerAuth;
    expect(await check(admin)).toBe(true);
    expect(await check(manager)).toBe(true);
    expect(await check(engineer)).toBe(false);
  });

  it('POST query-sub-group-name: the sub group of a hospital (params or the session’s hospital)', async () => {
    const byParam = await api.post('/acct-center/api/web/query-sub-group-name?hospCode=10003', {}, { token: admin });
    expect(byParam.body).toMatchObject({ code: '0', data: { hospCode: '10003', subGroupName: PARTNER } });
    const bySession = await api.post('/acct-center/api/web/query-sub-group-name', {}, { token: engineer });
    expect(bySession.body).toMatchObject({ code: '0', data: { hospCode: '10001', subGroupName: OPERATOR } });
    expect((await api.post('/acct-center/api/web/query-sub-group-name', { hospCode: '10003' }, { token: engineer })).body.code).toBe('403');
    expect((await api.post('/acct-center/api/web/query-sub-group-name', { hospCode: 'a b' }, { token: admin })).body).toMatchObject({
      code: '001',
      msg: '医院编号格式不正确',
    });
  });

  it('POST query-sub-group-list: the sub groups of the caller’s hospitals', async () => {
    const mine = (
      await api.post<{ subGroupName: string; hospCount: number }[]>('/acct-center/api/web/query-sub-group-list', {}, { token: engineer })
    ).body.data;
    expect(mine).toEqual([expect.objectContaining({ subGroupName: OPERATOR, hospCount: 2 })]);
    const all = (await api.post<{ subGroupName: string }[]>('/acct-center/api/web/query-sub-group-list', {}, { token: admin })).body.data;
    expect(all.map((group) => group.subGroupName)).toEqual(expect.arrayContaining([OPERATOR, PARTNER]));
  });

  it('needs a session and refuses unknown parameters', async () => {
    expect((await api.get('/acct-center/api/web/manager-auth-check')).body.code).toBe('098');
    expect((await api.post('/acct-center/api/web/query-sub-group-list', { x: 1 }, { token: admin })).body).toMatchObject({
      code: '001',
      msg: '不支持的参数 x',
    });
    expect((await api.post('/db/hosp/queryHosp', { compId: 'x' }, { token: admin })).body).toMatchObject({
      code: '001',
      msg: '公司ID必须为24位十六进制字符',
    });
    expect((await api.post('/db/hosp/queryHosp', [], { token: admin })).body.code).toBe('001');
  });
});
