import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import dayjs from 'dayjs';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';

/**
 * 订阅项目, 公司订阅 and 型号管理 (issue 16): the subsystem catalogue and subscriptions behind the
 * subsystem dialog's auth check, and the model catalogue the equipment ledger's edit dialog offers.
 * Everything a test adds it removes, so the demo answers (benefit in 10001, sharing in 10002, none
 * in 10003) hold for every other file on the shared server.
 */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
/** 设备科管理员 of 10001 only (every permission there). */
let manager = '';
/** 维修工程师 of 10001 and 10002. */
let engineer = '';
/** 院领导 of 10003 only. */
let director = '';
const items = entityCalls(api, '/db/sub-items', () => admin);
const subs = entityCalls(api, '/db/comp-sub', () => admin);
const models = entityCalls(api, '/db/eqp-model', () => admin);
const FORBIDDEN = { code: '403', msg: '仅超级管理员可以执行该操作', data: null };
const today = dayjs().format('YYYY-MM-DD');
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const tag = `t${Date.now().toString(36)}`;
const added: { subs: string[]; items: string[]; models: string[] } = { subs: [], items: [], models: [] };

interface Item {
  id: string;
  subCode: string;
  subName: string;
  testUrl: string;
  prodUrl: string;
  enabled: boolean;
  sort: number;
}
interface Sub {
  id: string;
  subscriberType: string;
  compId: string | null;
  compName: string | null;
  hospCode: string | null;
  subCode: string;
  startDate: string;
  endDate: string | null;
}
interface Hospital {
  id: string;
  hospCode: string;
}
interface Option {
  value: string;
  label: string;
}

let hospitals: Hospital[] = [];
const idOf = (hospCode: string) => hospitals.find((hospital) => hospital.hospCode === hospCode)!.id;
/** The subsystem dialog's question for one hospital, as the console asks it (tk: the caller's own token). */
const authCheck = async (token: string, hospCode: string) =>
  (
    await api.post<{ benefit: boolean; sharingCenter: boolean }>(
      '/acct-center/api/web/subsystem-auth-check',
      { tk: token, additional_info: idOf(hospCode) },
      { token },
    )
  ).body;

async function addSub(body: Record<string, unknown>): Promise<string> {
  const response = await subs.add({ remark: tag, ...body });
  expect(response.body).toMatchObject({ code: '0', msg: '添加成功!' });
  added.subs.push(response.body.data);
  return response.body.data;
}

const itemByCode = async (subCode: string) =>
  (await items.query<Item>({ subCode })).body.data.list.find((item) => item.subCode === subCode)!;

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
  engineer = await hospitalUserToken(api, 'engineer', '10001');
  director = await hospitalUserToken(api, 'director', '10003');
  hospitals = (await api.get<Hospital[]>('/api/hosp-list', { token: admin })).body.data;
});

afterAll(async () => {
  if (added.subs.length) await subs.remove({ idList: added.subs });
  if (added.items.length) await items.remove({ idList: added.items });
  if (added.models.length) await models.remove({ idList: added.models });
});

describe('/db/sub-items: the subsystem catalogue', () => {
  it('holds the four subsystems of the dialog in its order, with the configured addresses', async () => {
    const { list } = (await items.query<Item>({ pagedQueryInfo: { index: 1, pageSize: 50 } })).body.data;
    expect(list.slice(0, 4).map((item) => [item.subCode, item.subName, item.enabled])).toEqual([
      ['manager', '全生命周期设备资产管理中心', true],
      ['benefit', '效益分析中心', true],
      ['sharingCenter', '设备共享中心', true],
      ['maintenanceCycle', '预防性维护周期表中心', true],
    ]);
    expect(list[1]).toMatchObject({ testUrl: 'https://benefit-center-test.example.com/', prodUrl: 'https://benefit-center.example.com/' });
  });

  it('refuses an add without each required field, a bad code or address, and a taken code or name', async () => {
    const valid = {
      subCode: `${tag}Report`,
      subName: `${tag} 报表中心`,
      testUrl: 'https://report-test.example.com/',
      prodUrl: 'https://report.example.com/',
      enabled: true,
    };
    expect((await items.add({})).body).toEqual({ code: '001', msg: '项目编码为必输项', data: null });
    expect((await items.add({ ...valid, subName: undefined })).body.msg).toBe('项目名称为必输项');
    expect((await items.add({ ...valid, testUrl: undefined })).body.msg).toBe('测试地址为必输项');
    expect((await items.add({ ...valid, prodUrl: undefined })).body.msg).toBe('生产地址为必输项');
    expect((await items.add({ ...valid, subCode: '1abc' })).body).toEqual({
      code: '001',
      msg: '项目编码由字母开头的字母、数字、下划线或中划线组成',
      data: null,
    });
    expect((await items.add({ ...valid, prodUrl: 'report.example.com' })).body).toEqual({
      code: '001',
      msg: '生产地址必须以http://或https://开头',
      data: null,
    });
    expect((await items.add({ ...valid, subCode: 'benefit' })).body).toEqual({ code: '002', msg: '项目编码已存在', data: null });
    expect((await items.add({ ...valid, subName: '效益分析中心' })).body).toEqual({ code: '002', msg: '项目名称已存在', data: null });
    const response = await items.add(valid);
    expect(response.body).toMatchObject({ code: '0', msg: '添加成功!' });
    added.items.push(response.body.data);
    expect((await items.update({ id: response.body.data, ...valid, subName: `${tag} 报表中心二`, sort: 9 })).body).toMatchObject({
      code: '0',
      msg: '修改成功!',
    });
    expect((await items.detail<Item>({ id: response.body.data })).body.data).toMatchObject({
      subName: `${tag} 报表中心二`,
      sort: 9,
      enabled: true,
    });
  });

  it('keeps an entry that has subscriptions: no delete, no new code', async () => {
    const benefit = await itemByCode('benefit');
    expect((await items.remove({ id: benefit.id })).body).toEqual({ code: '002', msg: '该订阅项目已有公司订阅，不能删除', data: null });
    expect((await items.update({ ...benefit, subCode: 'benefit2' })).body).toEqual({
      code: '002',
      msg: '该订阅项目已有公司订阅，不能修改项目编码',
      data: null,
    });
    // An entry nobody subscribes to goes.
    const spare = (
      await items.add({
        subCode: `${tag}Spare`,
        subName: `${tag} 备用`,
        testUrl: 'http://t.example.com/',
        prodUrl: 'http://p.example.com/',
        enabled: false,
      })
    ).body.data as string;
    expect((await items.remove({ id: spare })).body).toEqual({ code: '0', msg: '删除成功!', data: { count: 1 } });
  });

  it('is the source of the dialog’s addresses; a disabled entry has none and answers false', async () => {
    const benefit = await itemByCode('benefit');
    const manager0 = await itemByCode('manager');
    try {
      expect((await items.update({ ...manager0, testUrl: 'https://asset-new-test.example.com/' })).body.code).toBe('0');
      expect((await items.update({ ...benefit, enabled: false })).body.code).toBe('0');
      const links = (await api.get<{ environment: string; links: Record<string, string> }>('/api/subsystem/links', { token: engineer }))
        .body.data;
      expect(links).toEqual({
        environment: 'test',
        links: {
          manager: 'https://asset-new-test.example.com/',
          sharingCenter: 'https://sharing-center-test.example.com/',
          maintenanceCycle: 'https://pm-cycle-center-test.example.com/',
        },
      });
      expect((await authCheck(engineer, '10001')).data).toEqual({ benefit: false, sharingCenter: false });
    } finally {
      // The rows as read before the edits above, sent back without their versions: restored whatever happened since.
      await items.update({ ...benefit, rowVersion: undefined, enabled: true });
      await items.update({ ...manager0, rowVersion: undefined });
    }
    expect((await authCheck(engineer, '10001')).data).toEqual({ benefit: true, sharingCenter: false });
  });

  it('is the super admin’s: hospital users are refused every call', async () => {
    const asManager = entityCalls(api, '/db/sub-items', () => manager);
    expect((await asManager.query({})).body).toEqual(FORBIDDEN);
    expect((await asManager.add({ subCode: 'x', subName: 'x', testUrl: 'http://x/', prodUrl: 'http://x/', enabled: true })).body).toEqual(
      FORBIDDEN,
    );
    expect((await asManager.remove({ id: MISSING_ID })).body).toEqual(FORBIDDEN);
  });
});

describe('/db/comp-sub: who is subscribed until when', () => {
  it('lists the demo subscriptions with the company’s name', async () => {
    const { list } = (await subs.query<Sub>({ pagedQueryInfo: { index: 1, pageSize: 50 } })).body.data;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subscriberType: 'hospital', hospCode: '10001', subCode: 'benefit' }),
        expect.objectContaining({ subscriberType: 'hospital', hospCode: '10002', subCode: 'sharingCenter', endDate: null }),
        expect.objectContaining({ subscriberType: 'company', compName: '甬江医学装备集团', subCode: 'benefit', endDate: day(-30) }),
      ]),
    );
    expect((await subs.query<Sub>({ hospCode: '10002' })).body.data.list.map((row) => row.subCode)).toEqual(['sharingCenter']);
  });

  it('refuses an add without its fields, unknown items, companies and hospitals, and an end before the start', async () => {
    const valid = { subscriberType: 'hospital', hospCode: '10003', subCode: 'sharingCenter', startDate: today };
    expect((await subs.add({})).body).toEqual({ code: '001', msg: '订阅方类型为必输项', data: null });
    expect((await subs.add({ ...valid, subCode: undefined })).body.msg).toBe('订阅项目为必输项');
    expect((await subs.add({ ...valid, startDate: undefined })).body.msg).toBe('开始日期为必输项');
    expect((await subs.add({ ...valid, hospCode: undefined })).body).toEqual({ code: '001', msg: '请选择医院', data: null });
    expect((await subs.add({ ...valid, subscriberType: 'company', hospCode: undefined })).body).toEqual({
      code: '001',
      msg: '请选择公司',
      data: null,
    });
    expect((await subs.add({ ...valid, subCode: 'nothing' })).body).toEqual({ code: '002', msg: '订阅项目不存在', data: null });
    expect((await subs.add({ ...valid, hospCode: 'X404' })).body).toEqual({ code: '002', msg: '医院不存在', data: null });
    expect((await subs.add({ subscriberType: 'company', compId: MISSING_ID, subCode: 'benefit', startDate: today })).body).toEqual({
      code: '002',
      msg: '公司不存在',
      data: null,
    });
    expect((await subs.add({ ...valid, endDate: day(-1) })).body).toEqual({ code: '002', msg: '结束日期不能早于开始日期', data: null });
    expect((await subs.add({ ...valid, startDate: '2026-02-31' })).body).toEqual({
      code: '001',
      msg: '开始日期不是有效的日期',
      data: null,
    });
  });

  it('opens the sharing centre to a hospital’s users while its subscription runs, and closes it when it has ended', async () => {
    expect((await authCheck(director, '10003')).data).toEqual({ benefit: false, sharingCenter: false });
    // A hospital subscriber: the company sent along is cleared (the form's lock).
    const id = await addSub({
      subscriberType: 'hospital',
      hospCode: '10003',
      compId: MISSING_ID,
      subCode: 'sharingCenter',
      startDate: today,
    });
    expect((await subs.detail<Sub>({ id })).body.data).toMatchObject({ hospCode: '10003', compId: null, endDate: null });
    expect((await authCheck(director, '10003')).data).toEqual({ benefit: false, sharingCenter: true });
    // Other hospitals are not affected.
    expect((await authCheck(engineer, '10001')).data).toEqual({ benefit: true, sharingCenter: false });

    expect(
      (
        await subs.update({
          id,
          subscriberType: 'hospital',
          hospCode: '10003',
          subCode: 'sharingCenter',
          startDate: day(-10),
          endDate: day(-1),
        })
      ).body,
    ).toMatchObject({ code: '0', msg: '修改成功!' });
    expect((await authCheck(director, '10003')).data).toEqual({ benefit: false, sharingCenter: false });
    // Not yet started counts as not subscribed either.
    expect(
      (await subs.update({ id, subscriberType: 'hospital', hospCode: '10003', subCode: 'sharingCenter', startDate: day(1), endDate: null }))
        .body.code,
    ).toBe('0');
    expect((await authCheck(director, '10003')).data).toEqual({ benefit: false, sharingCenter: false });
    expect(
      (await subs.update({ id, subscriberType: 'hospital', hospCode: '10003', subCode: 'sharingCenter', startDate: today, endDate: today }))
        .body.code,
    ).toBe('0');
    expect((await authCheck(director, '10003')).data).toEqual({ benefit: false, sharingCenter: true });
    expect((await subs.remove({ id })).body).toEqual({ code: '0', msg: '删除成功!', data: { count: 1 } });
    expect((await authCheck(director, '10003')).data).toEqual({ benefit: false, sharingCenter: false });
  });

  it('opens a subsystem to every hospital of a subscribed company; a batch edit moves the end dates', async () => {
    const expired = (await subs.query<Sub>({ subscriberType: 'company' })).body.data.list.find(
      (row) => row.compName === '甬江医学装备集团',
    )!;
    const id = await addSub({
      subscriberType: 'company',
      compId: expired.compId,
      hospCode: '10001',
      subCode: 'benefit',
      startDate: day(-5),
      endDate: day(5),
    });
    expect((await subs.detail<Sub>({ id })).body.data).toMatchObject({ compName: '甬江医学装备集团', hospCode: null });
    expect((await authCheck(director, '10003')).data).toEqual({ benefit: true, sharingCenter: false });
    expect((await subs.batchUpdate({ idList: [id], endDate: day(-6) })).body).toEqual({
      code: '002',
      msg: '结束日期不能早于开始日期',
      data: null,
    });
    expect((await subs.batchUpdate({ idList: [id], endDate: day(-1), remark: `${tag} 已到期` })).body).toEqual({
      code: '0',
      msg: '修改成功!',
      data: { count: 1 },
    });
    expect((await authCheck(director, '10003')).data).toEqual({ benefit: false, sharingCenter: false });
  });

  it('is the super admin’s: hospital users are refused every call', async () => {
    const asManager = entityCalls(api, '/db/comp-sub', () => manager);
    expect((await asManager.query({})).body).toEqual(FORBIDDEN);
    expect(
      (await asManager.add({ subscriberType: 'hospital', hospCode: '10001', subCode: 'sharingCenter', startDate: today })).body,
    ).toEqual(FORBIDDEN);
    expect((await asManager.batchUpdate({ idList: [MISSING_ID], endDate: today })).body).toEqual(FORBIDDEN);
  });
});

describe('/db/eqp-model and the ledger’s choices', () => {
  const brand = `${tag}品牌`;

  it('refuses an add without brand or model, a taken pair and an unknown certificate; names the certificate', async () => {
    expect((await models.add({})).body).toEqual({ code: '001', msg: '品牌为必输项', data: null });
    expect((await models.add({ eqpBrand: brand })).body).toEqual({ code: '001', msg: '规格型号为必输项', data: null });
    expect((await models.add({ eqpBrand: '迈瑞', eqpModel: 'SV800' })).body).toEqual({
      code: '002',
      msg: '该品牌的此型号已存在',
      data: null,
    });
    expect((await models.add({ eqpBrand: brand, eqpModel: 'M-1', rgstId: MISSING_ID })).body).toEqual({
      code: '002',
      msg: '注册证不存在',
      data: null,
    });
    expect((await models.add({ eqpBrand: brand, eqpModel: 'M-1', tagCode: '99' })).body).toEqual({
      code: '001',
      msg: '设备分类不在可选范围内',
      data: null,
    });
    const certificates = await api.get<Option[]>('/api/selector/1/registration-info', { token: admin });
    const certificate = certificates.body.data.find((option) => option.label.startsWith('国械注准20193080217'))!;
    const response = await models.add({
      eqpBrand: brand,
      eqpModel: 'M-1',
      eqpName: '测试监护仪',
      tagCode: '05',
      rgstId: certificate.value,
    });
    expect(response.body).toMatchObject({ code: '0', msg: '添加成功!' });
    added.models.push(response.body.data);
    const row = (await models.detail<Record<string, unknown>>({ id: response.body.data })).body.data;
    expect(row).toMatchObject({ eqpBrand: brand, eqpModel: 'M-1', tagCode: '05', rgstNo: '国械注准20193080217' });
    expect((await models.query<Record<string, unknown>>({ eqpBrand: brand })).body.data.total).toBe(1);
    const second = await models.add({ eqpBrand: brand, eqpModel: 'M-2', eqpName: '测试呼吸机', tagCode: '01' });
    added.models.push(second.body.data);
    expect((await models.update({ id: second.body.data, eqpBrand: brand, eqpModel: 'M-1' })).body).toEqual({
      code: '002',
      msg: '该品牌的此型号已存在',
      data: null,
    });
  });

  it('offers the catalogue to the ledger: brands with their models, models with brand and name', async () => {
    const brands = (await api.get<Option[]>('/api/selector/1/eqp-brand', { token: engineer })).body.data;
    expect(brands).toContainEqual({ value: brand, label: 'M-1、M-2' });
    const options = (await api.get<Option[]>('/api/selector/1/eqp-model', { token: engineer })).body.data;
    expect(options).toContainEqual({ value: 'M-1', label: `${brand} 测试监护仪` });
    expect(options).toContainEqual({ value: 'SV800', label: '迈瑞 呼吸机' });
    // The certificates are for the catalogue's maintainers.
    expect((await api.get('/api/selector/1/registration-info', { token: engineer })).body).toEqual(FORBIDDEN);
  });

  it('lets the ledger’s editors set a catalogue model (or any text) and refuses others', async () => {
    const ledger = entityCalls(api, '/db/hosp-eqp-ledger', () => manager);
    const row = (await ledger.query<Record<string, unknown> & { id: string }>({ hospCode: '10001' }, 1, 1)).body.data.list[0]!;
    const edit = {
      id: row.id,
      hospCode: '10001',
      eqpName: row.eqpName,
      deptId: row.deptId,
      tagCode: row.tagCode,
      factSerialNo: row.factSerialNo,
    };
    try {
      expect((await ledger.update({ ...edit, eqpBrand: brand, eqpModel: 'M-1' })).body).toMatchObject({ code: '0', msg: '修改成功!' });
      expect((await ledger.detail<Record<string, unknown>>({ id: row.id, hospCode: '10001' })).body.data).toMatchObject({
        eqpBrand: brand,
        eqpModel: 'M-1',
      });
      expect((await ledger.update({ ...edit, eqpBrand: '自填品牌', eqpModel: '自填型号' })).body.code).toBe('0');
      expect((await ledger.update({ ...edit, eqpName: '' })).body).toEqual({ code: '001', msg: '设备名称为必输项', data: null });
      // director is bound to 10003 only.
      expect((await api.post('/db/hosp-eqp-ledger/update', { ...edit, eqpModel: 'x' }, { token: director })).body.code).toBe('403');
    } finally {
      await ledger.update({ ...edit, eqpBrand: row.eqpBrand, eqpModel: row.eqpModel });
    }
    expect((await ledger.detail<Record<string, unknown>>({ id: row.id, hospCode: '10001' })).body.data).toMatchObject({
      eqpBrand: row.eqpBrand,
      eqpModel: row.eqpModel,
    });
  });

  it('is the super admin’s: hospital users are refused every call', async () => {
    const asManager = entityCalls(api, '/db/eqp-model', () => manager);
    expect((await asManager.query({})).body).toEqual(FORBIDDEN);
    expect((await asManager.add({ eqpBrand: 'x', eqpModel: 'y' })).body).toEqual(FORBIDDEN);
    expect((await asManager.update({ id: MISSING_ID, eqpBrand: 'x', eqpModel: 'y' })).body).toEqual(FORBIDDEN);
  });
});
