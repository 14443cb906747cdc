import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';

/**
 * The mini-program interface configuration of seed 002 sections 2.5, 3, 5 and 7
 * (schemas/hosp-wx-interface.json): platform rows tagged with a hospital, maintained by super
 * admins, each with an ordered device display list {type, lable, icon} checked item by item.
 */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
let manager = '';
let engineer = '';
const calls = entityCalls(api, '/db/hosp-wx-interface', () => admin);

interface DeviceItem {
  type: string;
  lable: string;
  icon: string;
}
interface WxInterfaceRow {
  id: string;
  type: string;
  typeDesc: string;
  interfaceName: string;
  hospCode: string;
  deviceShow: DeviceItem[];
  createDateTime: string;
  lstupdDateTime: string;
}

const NAME = `接口测试${Date.now().toString(36)}`;
const ICON = '/files/icon/202611/0123456789abcdef0123456789abcdef';
const items: DeviceItem[] = [
  { type: '01', lable: '设备报修', icon: ICON },
  { type: '03', lable: '保养任务', icon: ICON },
];
const valid = { type: '02', interfaceName: NAME, deviceShow: items, hospCode: '10001' };
const bad = (msg: string) => ({ code: '001', msg, data: null });
const ONLY_SUPER_ADMIN = { code: '403', msg: '仅超级管理员可以执行该操作', data: null };

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
  engineer = await hospitalUserToken(api, 'engineer', '10001');
});

describe('/db/hosp-wx-interface demo rows and query', () => {
  it('lists the demo configurations of hospitals 10001 and 10002 with typeDesc and their device items', async () => {
    const response = await calls.query<WxInterfaceRow>({ interfaceName: '首页设备快捷入口' });
    expect(response.body.code).toBe('0');
    const rows = response.body.data.list;
    expect(rows.map((row) => row.hospCode).sort()).toEqual(['10001', '10002']);
    for (const row of rows) {
      expect(row).toMatchObject({ type: '01', typeDesc: '首页' });
      expect(row.deviceShow.length).toBeGreaterThanOrEqual(2);
      expect(row.deviceShow.length).toBeLessThanOrEqual(4);
      expect(row.deviceShow[0]).toEqual({
        type: '01',
        lable: '设备报修',
        icon: expect.stringMatching(/^\/files\/icon\/\d{6}\/[0-9a-f]{32}$/),
      });
    }
  });

  it('serves the demo icons as PNG files from the upload storage', async () => {
    const row = (await calls.query<WxInterfaceRow>({ hospCode: '10001', type: '02' })).body.data.list[0]!;
    const icon = await fetch(`${api.baseUrl}${row.deviceShow[0]!.icon}`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await icon.arrayBuffer())
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');
  });

  it('filters by type, name, hospital and creation time', async () => {
    const count = async (body: Record<string, unknown>) => (await calls.query<WxInterfaceRow>(body)).body.data.total;
    expect(await count({ hospCode: '10002' })).toBe(2);
    expect(await count({ hospCode: '10002', type: '03' })).toBe(1);
    expect(await count({ interfaceName: '工作台' })).toBe(1);
    expect(await count({ createDateTime: ['2000-01-01 00:00:00', '2000-12-31 23:59:59'] })).toBe(0);
    expect(await count({ createDateTime: ['2000-01-01 00:00:00', '2999-12-31 23:59:59'], hospCode: '10001' })).toBeGreaterThanOrEqual(2);
  });
});

describe('/db/hosp-wx-interface messages', () => {
  it('names each missing field with the seed message, in the form order', async () => {
    expect((await calls.add({})).body).toEqual(bad('小程序界面类型为必输项'));
    expect((await calls.add({ type: '01' })).body).toEqual(bad('小程序界面名称为必输项'));
    expect((await calls.add({ type: '01', interfaceName: NAME })).body).toEqual(bad('设备展示配置为必输项'));
    expect((await calls.add({ type: '01', interfaceName: NAME, deviceShow: [] })).body).toEqual(bad('设备展示配置为必输项'));
    expect((await calls.add({ type: '01', interfaceName: NAME, deviceShow: items })).body).toEqual(bad('医院编号为必输项'));
    expect((await calls.add({ ...valid, interfaceName: '' })).body).toEqual(bad('小程序界面名称为必输项'));
  });

  it('checks every device item: 请选择类型, 请输入标签, 请选择图标', async () => {
    const withItem = (item: Record<string, unknown>) => calls.add({ ...valid, deviceShow: [items[0], item] });
    expect((await withItem({})).body).toEqual(bad('请选择类型'));
    expect((await withItem({ type: '02' })).body).toEqual(bad('请输入标签'));
    expect((await withItem({ type: '02', lable: '巡检任务' })).body).toEqual(bad('请选择图标'));
    expect((await withItem({ type: '02', lable: '', icon: ICON })).body).toEqual(bad('请输入标签'));
    expect((await withItem({ type: '', lable: '巡检任务', icon: ICON })).body).toEqual(bad('请选择类型'));
    expect((await withItem({ type: '02', lable: '巡检任务', icon: '' })).body).toEqual(bad('请选择图标'));
  });

  it('refuses what the items do not declare, too many items, and values outside the rules', async () => {
    expect((await calls.add({ ...valid, deviceShow: [{ ...items[0], colour: 'red' }] })).body).toEqual(bad('设备展示配置含有不支持的属性'));
    expect((await calls.add({ ...valid, deviceShow: ['设备报修'] })).body).toEqual(bad('设备展示配置格式不正确'));
    expect((await calls.add({ ...valid, deviceShow: Array.from({ length: 21 }, () => items[0]) })).body).toEqual(
      bad('设备展示配置最多20项'),
    );
    expect((await calls.add({ ...valid, deviceShow: [{ ...items[0], lable: '标'.repeat(33) }] })).body).toEqual(
      bad('标签长度不能超过32个字符'),
    );
    expect((await calls.add({ ...valid, type: '99' })).body).toEqual(bad('小程序界面类型不在可选范围内'));
    expect((await calls.add({ ...valid, deviceShow: [items[0], { ...items[1], type: '99' }] })).body).toEqual(bad('类型不在可选范围内'));
    expect((await calls.add({ ...valid, colour: 'red' })).body).toEqual(bad('不支持的参数 colour'));
    expect((await calls.query({ interfaceName: NAME })).body.data).toEqual({ list: [], total: 0 });
  });
});

describe('/db/hosp-wx-interface calls', () => {
  let id = '';

  it('adds, reads the detail with the items in order, updates, batch-updates and deletes (id, hospCode)', async () => {
    const added = await calls.add(valid);
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    id = added.body.data;
    const detail = (await calls.detail<WxInterfaceRow>({ id })).body.data;
    expect(detail).toMatchObject({ id, type: '02', typeDesc: '工作台', interfaceName: NAME, hospCode: '10001', deviceShow: items });

    const reordered = [items[1]!, { type: '06', lable: '资产盘点', icon: ICON }, items[0]!];
    expect((await calls.update({ id, ...valid, deviceShow: reordered, hospCode: '10002' })).body).toMatchObject({
      code: '0',
      msg: '修改成功!',
    });
    expect((await calls.update({ id, ...valid, deviceShow: [{ type: '01' }] })).body).toEqual(bad('请输入标签'));
    expect((await calls.detail<WxInterfaceRow>({ id })).body.data).toMatchObject({ hospCode: '10002', deviceShow: reordered });

    // The batch dialog sets only what it is given (plain inputs: codes typed as text).
    expect((await calls.batchUpdate({ idList: [id], interfaceName: `${NAME}批量` })).body).toMatchObject({
      code: '0',
      msg: '修改成功!',
      data: { count: 1 },
    });
    expect((await calls.batchUpdate({ idList: [id], type: '首页' })).body).toEqual(bad('小程序界面类型不在可选范围内'));
    expect((await calls.batchUpdate({ idList: [] })).body).toEqual(bad('请选中至少一条待修改数据'));
    const after = (await calls.detail<WxInterfaceRow>({ id })).body.data;
    expect(after).toMatchObject({ type: '02', interfaceName: `${NAME}批量`, hospCode: '10002', deviceShow: reordered });

    expect((await calls.remove({ id, hospCode: '10002' })).body).toMatchObject({ code: '0', msg: '删除成功!', data: { count: 1 } });
    expect((await calls.detail({ id })).body).toEqual({ code: '404', msg: '记录不存在', data: null });
    expect((await calls.remove({ id: MISSING_ID, hospCode: '10002' })).body).toEqual({ code: '404', msg: '记录不存在', data: null });
  });
});

describe('/db/hosp-wx-interface access', () => {
  it('lets a hospital user with sys:wx-interface read only the configurations of their hospitals', async () => {
    const rows = (
      await api.post<{ list: WxInterfaceRow[] }>(
        '/db/hosp-wx-interface/query',
        { pagedQueryInfo: { index: 1, pageSize: 50 } },
        { token: manager },
      )
    ).body.data.list;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((row) => row.hospCode))).toEqual(new Set(['10001']));
    const other = (await calls.query<WxInterfaceRow>({ hospCode: '10002' })).body.data.list[0]!;
    expect((await api.post('/db/hosp-wx-interface/detail', { id: other.id }, { token: manager })).body).toEqual({
      code: '404',
      msg: '记录不存在',
      data: null,
    });
    const leak = await api.post<{ total: number }>('/db/hosp-wx-interface/query', { hospCode: '10002' }, { token: manager });
    expect(leak.body.data.total).toBe(0);
  });

  it('refuses a user without sys:wx-interface', async () => {
    expect((await api.post('/db/hosp-wx-interface/query', {}, { token: engineer })).body.code).toBe('403');
  });

  it('leaves every write to super admins, even for the own hospital; nothing changes', async () => {
    const own = (await calls.query<WxInterfaceRow>({ hospCode: '10001' })).body.data.list[0]!;
    const as = (operation: string, body: unknown) => api.post(`/db/hosp-wx-interface/${operation}`, body, { token: manager });
    expect((await as('add', valid)).body).toEqual(ONLY_SUPER_ADMIN);
    expect((await as('update', { id: own.id, ...valid })).body).toEqual(ONLY_SUPER_ADMIN);
    expect((await as('batchUpdate', { idList: [own.id], interfaceName: 'x' })).body).toEqual(ONLY_SUPER_ADMIN);
    expect((await as('delete', { id: own.id, hospCode: '10001' })).body).toEqual(ONLY_SUPER_ADMIN);
    expect((await calls.detail<WxInterfaceRow>({ id: own.id })).body.data).toEqual(own);
    expect((await calls.query({ interfaceName: NAME })).body.data).toEqual({ list: [], total: 0 });
  });

  it('needs a session', async () => {
    expect((await api.post('/db/hosp-wx-interface/query', {})).body.code).toBe('098');
  });
});
