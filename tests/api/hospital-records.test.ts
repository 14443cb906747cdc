import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';

/**
 * /db/hosp and /db/company records (seed 001 sections 2.3, 3, 5, 7): the engine's calls with the
 * seed's messages, the hospital's company shown by name, the region codes with their names, and
 * the refusals a hospital user gets.
 */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const hosp = entityCalls(api, '/db/hosp', () => admin);
const company = entityCalls(api, '/db/company', () => admin);
const run = Date.now().toString(36).slice(-6);

interface HospRow {
  id: string;
  hospCode: string;
  hospName: string;
  compId: string | null;
  compIdDesc: string | null;
  compName: string | null;
  province: string | null;
  provinceDesc: string | null;
  city: string | null;
  cityDesc: string | null;
  district: string | null;
  districtDesc: string | null;
  hospImg: string[];
  tablesCreated: boolean;
  initialised: boolean;
}

const rowOf = async (hospCode: string) =>
  (await hosp.query<HospRow>({ hospCode })).body.data.list.find((row) => row.hospCode === hospCode)!;

beforeAll(async () => {
  admin = await adminToken(api);
});

describe('/db/company', () => {
  let compId = '';
  const compName = `测试公司${run}`;

  it('adds, finds, edits and batch-edits a company', async () => {
    const added = await company.add({ compName, contact: '王经理', phone: '0571-1234567', selfOperated: false, remark: '测试' });
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    compId = added.body.data;
    const found = (await company.query<{ id: string; compName: string; selfOperated: boolean }>({ compName })).body.data;
    expect(found.list).toEqual([expect.objectContaining({ id: compId, compName, selfOperated: false })]);
    expect((await company.update({ id: compId, compName, contact: '赵经理' })).body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect((await company.batchUpdate({ idList: [compId], remark: '批量' })).body).toMatchObject({
      code: '0',
      msg: '修改成功!',
      data: { count: 1 },
    });
    expect((await company.detail<{ contact: string; remark: string }>({ id: compId })).body.data).toMatchObject({
      contact: '赵经理',
      remark: '批量',
    });
  });

  it('states its rules', async () => {
    expect((await company.add({ contact: 'x' })).body).toMatchObject({ code: '001', msg: '公司名称为必输项' });
    expect((await company.add({ compName })).body).toMatchObject({ code: '002', msg: '公司名称已存在' });
    expect((await company.add({ compName: 'x', phone: 'abc' })).body).toMatchObject({
      code: '001',
      msg: '联系电话只能包含数字、+、-、括号和空格',
    });
  });

  it('is an option of the company selector the hospital list filters by', async () => {
    const options = (await api.get<{ value: string; label: string }[]>('/api/selector/1/company', { token: admin })).body.data;
    expect(options).toContainEqual({ value: compId, label: compName });
  });

  it('is not deleted while a hospital belongs to it', async () => {
    const code = `C${run}`;
    const hospId = (await hosp.add({ hospCode: code, hospName: '公司测试医院', compId })).body.data;
    expect((await company.remove({ id: compId })).body).toMatchObject({ code: '002', msg: '该公司下还有医院（公司测试医院），不能删除' });
    expect((await hosp.remove({ id: hospId })).body).toMatchObject({ code: '0', msg: '删除成功!' });
    expect((await company.remove({ id: compId })).body).toMatchObject({ code: '0', msg: '删除成功!' });
  });
});

describe('/db/hosp records', () => {
  const code = `H${run}`;
  let compId = '';
  let id = '';

  beforeAll(async () => {
    compId = (await company.add({ compName: `医院测试公司${run}`, selfOperated: true })).body.data;
  });

  it('adds a hospital with its company, region codes and names, images and classification', async () => {
    const added = await hosp.add({
      hospCode: code,
      hospName: `测试医院${run}`,
      hospSimpleName: '测试院',
      compId,
      province: '33',
      provinceDesc: '浙江省',
      city: '3301',
      cityDesc: '杭州市',
      district: '330106',
      districtDesc: '西湖区',
      addr: '测试路 1 号',
      longitude: '120.13',
      latitude: '30.25',
      hospLevel: '01',
      comprehensiveClass: '01',
      hospType: '01',
      enterPlatformWay: '01',
      mtcNature: '02',
      mtcCooperateStatus: '02',
      hospOfficialSite: 'https://example.com',
      hospImg: ['/files/a.png', '/files/b.png'],
      remarks: '备注',
      // Server-maintained: a client cannot set them.
      tablesCreated: true,
      initialised: true,
    });
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    id = added.body.data;
    expect(await rowOf(code)).toMatchObject({
      id,
      compId,
      compIdDesc: `医院测试公司${run}`,
      // Seed 001 section 3: the hospital row carries compName beside compId.
      compName: `医院测试公司${run}`,
      provinceDesc: '浙江省',
      cityDesc: '杭州市',
      districtDesc: '西湖区',
      hospImg: ['/files/a.png', '/files/b.png'],
      tablesCreated: false,
      initialised: false,
    });
  });

  it('filters by company, code, name and short name, and the advanced filters', async () => {
    const query = async (filters: Record<string, unknown>) =>
      (await hosp.query<HospRow>(filters)).body.data.list.map((row) => row.hospCode);
    expect(await query({ compId })).toEqual([code]);
    expect(await query({ hospName: `测试医院${run}` })).toEqual([code]);
    expect(await query({ hospSimpleName: '测试院', hospLevel: '01', mtcNature: '02', mtcCooperateStatus: '02' })).toContain(code);
    expect(await query({ hospCode: code, hospType: '02' })).toEqual([]);
    expect(await query({ hospOfficialSite: 'example.com', hospCode: code })).toEqual([code]);
  });

  it('states the seed rules and messages', async () => {
    const add = async (body: Record<string, unknown>) => (await hosp.add(body)).body;
    expect(await add({ hospName: 'x' })).toMatchObject({ code: '001', msg: '医院编号为必输项' });
    expect(await add({ hospCode: `N${run}` })).toMatchObject({ code: '001', msg: '医院名称为必输项' });
    expect(await add({ hospCode: `N${run}`, hospName: 'x', remarks: 'a'.repeat(101) })).toMatchObject({
      code: '001',
      msg: '备注长度不能超过100个字符',
    });
    expect(await add({ hospCode: `N${run}`, hospName: 'x', hospImg: ['1', '2', '3', '4'] })).toMatchObject({
      code: '001',
      msg: '超过上传文件个数限制',
    });
    expect(await add({ hospCode: 'bad-code', hospName: 'x' })).toMatchObject({
      code: '001',
      msg: '医院编号只能由字母、数字或下划线组成，最多32位',
    });
    expect(await add({ hospCode: 'x'.repeat(33), hospName: 'x' })).toMatchObject({
      code: '001',
      msg: '医院编号只能由字母、数字或下划线组成，最多32位',
    });
    expect(await add({ hospCode: code, hospName: 'x' })).toMatchObject({ code: '002', msg: '医院编号已存在' });
    expect(await add({ hospCode: code.toLowerCase(), hospName: 'x' })).toMatchObject({
      code: '002',
      msg: `医院编号 ${code.toLowerCase()} 与已有的 ${code} 仅大小写不同`,
    });
    expect(await add({ hospCode: `N${run}`, hospName: 'x', compId: MISSING_ID })).toMatchObject({ code: '001', msg: '所属公司不存在' });
    expect(await add({ hospCode: `N${run}`, hospName: 'x', paramId: MISSING_ID })).toMatchObject({ code: '001', msg: '初始化参数不存在' });
    expect(await add({ hospCode: `N${run}`, hospName: 'x', hospLevel: '99' })).toMatchObject({
      code: '001',
      msg: '医院等级不在可选范围内',
    });
    expect(await add({ hospCode: `N${run}`, hospName: 'x', longitude: '200' })).toMatchObject({
      code: '001',
      msg: '经度应为-180至180之间的数字',
    });
    expect(await add({ hospCode: `N${run}`, hospName: 'x', latitude: '91' })).toMatchObject({
      code: '001',
      msg: '纬度应为-90至90之间的数字',
    });
    expect(await add({ hospCode: `N${run}`, hospName: 'x', hospOfficialSite: 'example.com' })).toMatchObject({
      code: '001',
      msg: '医院官网须为以 http:// 或 https:// 开头、不超过300个字符的网址',
    });
    expect(await add({ hospCode: `N${run}`, hospName: 'x', color: 'red' })).toMatchObject({ code: '001', msg: '不支持的参数 color' });
  });

  it('edits a hospital; a province change clears city and district, a city change the district', async () => {
    const edit = (body: Record<string, unknown>) => hosp.update({ id, hospCode: code, hospName: `测试医院${run}`, ...body });
    expect(
      (await edit({ hospSimpleName: '改名', province: '33', provinceDesc: '浙江省', city: '3301', cityDesc: '杭州市' })).body,
    ).toMatchObject({
      code: '0',
      msg: '修改成功!',
    });
    expect(await rowOf(code)).toMatchObject({ district: '330106', districtDesc: '西湖区' });
    await edit({ province: '33', provinceDesc: '浙江省', city: '3302', cityDesc: '宁波市' });
    expect(await rowOf(code)).toMatchObject({ city: '3302', cityDesc: '宁波市', district: null, districtDesc: null });
    await edit({ province: '11', provinceDesc: '北京市' });
    expect(await rowOf(code)).toMatchObject({ province: '11', provinceDesc: '北京市', city: null, cityDesc: null, district: null });
    expect((await edit({ hospImg: [] })).body.code).toBe('0');
    expect((await rowOf(code)).hospImg).toEqual([]);
    expect((await edit({ hospImg: null })).body).toMatchObject({ code: '001', msg: '清空医院图片请传空列表 []' });
    expect((await edit({ hospName: '' })).body).toMatchObject({ code: '001', msg: '医院名称为必输项' });
  });

  it('batch-edits the name (required when sent) of the selected hospitals', async () => {
    expect((await hosp.batchUpdate({ idList: [id], hospName: `批量名称${run}` })).body).toMatchObject({
      code: '0',
      msg: '修改成功!',
      data: { count: 1 },
    });
    expect((await rowOf(code)).hospName).toBe(`批量名称${run}`);
    expect((await hosp.batchUpdate({ idList: [id], hospName: '' })).body).toMatchObject({ code: '001', msg: '医院名称为必输项' });
    expect((await hosp.batchUpdate({ idList: [id] })).body).toMatchObject({ code: '002', msg: '没有需要修改的内容' });
    expect((await hosp.batchUpdate({ idList: [], hospName: 'x' })).body).toMatchObject({ code: '001', msg: '请选中至少一条待修改数据' });
  });

  it('keeps the code and the record of a hospital whose tables exist', async () => {
    const demo = (await hosp.query<HospRow>({ hospCode: '10003' })).body.data.list[0]!;
    expect((await hosp.update({ id: demo.id, hospCode: '10003x', hospName: demo.hospName })).body).toMatchObject({
      code: '002',
      msg: '医院 10003 已创建数据表，医院编号不能修改',
    });
    expect((await hosp.remove({ id: demo.id })).body).toMatchObject({ code: '002', msg: '医院 10003 已创建数据表，不能删除' });
  });

  it('deletes a hospital without tables', async () => {
    expect((await hosp.remove({ id })).body).toMatchObject({ code: '0', msg: '删除成功!' });
    expect((await hosp.detail({ id })).body.code).toBe('404');
  });
});

describe('hospital users are refused', () => {
  it.each(['engineer', 'manager'])('%s may not read or write hospitals or companies', async (login) => {
    const token = await hospitalUserToken(api, login, '10001');
    for (const [path, body] of [
      ['/db/hosp/query', {}],
      ['/db/hosp/detail', { id: MISSING_ID }],
      ['/db/hosp/add', { hospCode: 'Z1', hospName: 'x' }],
      ['/db/hosp/update', { id: MISSING_ID, hospCode: 'Z1', hospName: 'x' }],
      ['/db/hosp/batchUpdate', { idList: [MISSING_ID], hospName: 'x' }],
      ['/db/hosp/delete', { id: MISSING_ID }],
      ['/db/company/query', {}],
      ['/db/company/add', { compName: 'x' }],
      ['/db/company/delete', { id: MISSING_ID }],
    ] as const) {
      const response = await api.post(path, body, { token });
      expect({ path, code: response.body.code }).toEqual({ path, code: '403' });
    }
  });
});

describe('bad input is a clear refusal, never a 500', () => {
  it.each([
    ['/db/hosp/add', []],
    ['/db/hosp/add', { hospCode: 1, hospName: 'x' }],
    ['/db/hosp/add', { hospCode: 'B1', hospName: 'x', hospImg: 'x' }],
    ['/db/hosp/add', { hospCode: 'B1', hospName: 'x', hospImg: [{}] }],
    ['/db/hosp/add', { hospCode: 'B1', hospName: 'x', compId: 'zz' }],
    ['/db/hosp/add', { hospCode: 'B1', hospName: 'x', province: { a: 1 } }],
    ['/db/hosp/query', { pagedQueryInfo: 'x' }],
    ['/db/hosp/query', { hospCode: ['x'] }],
    ['/db/hosp/query', { tablesCreated: 'x' }],
    ['/db/hosp/update', { id: 'x', hospCode: 'B1', hospName: 'x' }],
    ['/db/hosp/delete', { id: 5 }],
    ['/db/company/add', { compName: 'x'.repeat(101) }],
  ] as const)('%s %j', async (path, body) => {
    const response = await api.post(path, body, { token: admin });
    expect(response.status).toBeLessThan(500);
    expect(response.body.code).not.toBe('500');
  });
});
