import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, type Paged } from '../support/entity-api.js';

/** Adverse events and registration certificates (seed 002 sections 2.3, 2.4, 3, 5, 7). */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
let manager = '';
const events = entityCalls(api, '/db/adverse-event', () => admin);
const certificates = entityCalls(api, '/db/registration-info', () => admin);
const managerEvents = entityCalls(api, '/db/adverse-event', () => manager);
const managerCertificates = entityCalls(api, '/db/registration-info', () => manager);

interface EventRow {
  id: string;
  eventName: string;
  dataSource: string;
  releaseDate: string;
  filePath: string;
  isGlobal: boolean;
  hospCode: string | null;
}

interface CertificateRow {
  id: string;
  rgstNo: string;
  manufacturer: string;
  eqpName: string;
  eqpModel: string;
  standard: string | null;
  approvalDate: string;
  effectiveDeadline: string;
}

const tag = `t${Date.now().toString(36)}`;
const event = (extra: Record<string, unknown> = {}) => ({
  eventName: `${tag} 输液泵流速偏差`,
  dataSource: '国家药品不良反应监测中心',
  releaseDate: '2026-03-12',
  filePath: `/files/other/202611/${'b'.repeat(32)}/${tag}.pdf`,
  isGlobal: true,
  ...extra,
});
const certificate = (extra: Record<string, unknown> = {}) => ({
  rgstNo: `国械注准${tag}`,
  manufacturer: `${tag} 示范医疗电子股份有限公司`,
  eqpName: '多参数患者监护仪',
  eqpModel: 'BeneView T5',
  approvalDate: '2021-04-16',
  effectiveDeadline: '2026-04-15',
  ...extra,
});

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
});

describe('/db/adverse-event', () => {
  it('refuses each missing required field with 「<field>为必输项」', async () => {
    const full = event();
    const messages = [];
    for (const key of ['eventName', 'dataSource', 'releaseDate', 'filePath', 'isGlobal']) {
      const body: Record<string, unknown> = { ...full };
      delete body[key];
      messages.push((await events.add(body)).body.msg);
    }
    expect(messages).toEqual(['事件名称为必输项', '数据源为必输项', '发布日期为必输项', '文件路径为必输项', '全局为必输项']);
    expect((await events.add(event({ releaseDate: '2026-02-31' }))).body).toMatchObject({ code: '001', msg: '发布日期不是有效的日期' });
  });

  it('adds, edits (the global switch empties the hospital), batch-edits, reads and deletes', async () => {
    const added = await events.add(event({ isGlobal: false, hospCode: '10001' }));
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    const id = added.body.data as string;
    expect((await events.detail<EventRow>({ id })).body.data).toMatchObject({
      isGlobal: false,
      hospCode: '10001',
      releaseDate: '2026-03-12',
    });
    expect((await events.update({ id, ...event({ eventName: `${tag} 改` }), hospCode: '10001' })).body.msg).toBe('修改成功!');
    expect((await events.detail<EventRow>({ id })).body.data).toMatchObject({ eventName: `${tag} 改`, isGlobal: true, hospCode: null });
    const second = (await events.add(event())).body.data as string;
    // A batch sends only what it changes; a required field sent empty is refused with its message.
    expect((await events.batchUpdate({ idList: [id, second], eventName: 'x', dataSource: '' })).body).toMatchObject({
      code: '001',
      msg: '数据源为必输项',
    });
    const batch = await events.batchUpdate({
      idList: [id, second],
      ...event({ dataSource: `${tag} 批量`, isGlobal: false, hospCode: '10002' }),
    });
    expect(batch.body).toMatchObject({ code: '0', msg: '修改成功!', data: { count: 2 } });
    const page = (await events.query<EventRow>({ dataSource: `${tag} 批量` })).body.data;
    expect(page.list.map((row) => row.hospCode)).toEqual(['10002', '10002']);
    expect((await events.remove({ idList: [id, second] })).body).toMatchObject({ msg: '删除成功!', data: { count: 2 } });
  });

  it('filters by id, eventName, dataSource, releaseDate, the global switch, hospital and creation time', async () => {
    const id = (await events.add(event({ eventName: `${tag} 过滤`, releaseDate: '2026-07-01', isGlobal: false, hospCode: '10001' }))).body
      .data as string;
    const found = async (body: Record<string, unknown>) =>
      (await events.query<EventRow>({ eventName: `${tag} 过`, ...body })).body.data.list.map((row) => row.id);
    expect(await found({ id })).toEqual([id]);
    expect(await found({ dataSource: '不良反应监测' })).toEqual([id]);
    expect(await found({ releaseDate: '2026-07-01' })).toEqual([id]);
    expect(await found({ releaseDate: '2026-07-02' })).toEqual([]);
    expect(await found({ isGlobal: false, hospCode: '10001' })).toEqual([id]);
    expect(await found({ isGlobal: true })).toEqual([]);
    expect(await found({ createDateTime: ['2000-01-01 00:00:00', '2000-12-31 23:59:59'] })).toEqual([]);
  });

  it('shows a hospital user global events and their hospital’s only; admin-query and writes are the super admin’s', async () => {
    const own = (await events.add(event({ eventName: `${tag} 市一院事件`, isGlobal: false, hospCode: '10001' }))).body.data as string;
    const other = (await events.add(event({ eventName: `${tag} 中心医院事件`, isGlobal: false, hospCode: '10002' }))).body.data as string;
    const seen = (await managerEvents.query<EventRow>({ eventName: tag }, 1, 200)).body.data.list.map((row) => row.id);
    expect(seen).toContain(own);
    expect(seen).not.toContain(other);
    expect((await managerEvents.detail({ id: other })).body).toMatchObject({ code: '404', msg: '记录不存在' });
    const all = await events.post<Paged<EventRow>>('admin-query', { pagedQueryInfo: { index: 1, pageSize: 200 }, eventName: tag });
    expect(all.body.data.list.map((row) => row.id)).toEqual(expect.arrayContaining([own, other]));
    expect((await managerEvents.post('admin-query', { pagedQueryInfo: { index: 1, pageSize: 10 } })).body).toMatchObject({
      code: '403',
      msg: '仅超级管理员可以执行该操作',
    });
    expect((await managerEvents.add(event({ isGlobal: false, hospCode: '10001' }))).body).toMatchObject({
      code: '403',
      msg: '仅超级管理员可以执行该操作',
    });
  });

  it('has demo events with downloadable PDFs', async () => {
    const page = (await events.query<EventRow>({ eventName: '注射器' })).body.data;
    expect(page.total).toBeGreaterThan(0);
    const file = await fetch(`${api.baseUrl}${page.list[0]!.filePath}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('/db/registration-info', () => {
  it('refuses each missing required field with the messages of section 5; the specification is optional', async () => {
    const full = certificate();
    const messages = [];
    for (const key of ['rgstNo', 'manufacturer', 'eqpName', 'eqpModel', 'approvalDate', 'effectiveDeadline']) {
      const body: Record<string, unknown> = { ...full };
      delete body[key];
      messages.push((await certificates.add(body)).body.msg);
    }
    expect(messages).toEqual([
      '注册证号为必输项',
      '生产厂家为必输项',
      '设备名称为必输项',
      '设备型号为必输项',
      '批准日期为必输项',
      '有效期截止日期为必输项',
    ]);
    expect((await certificates.add(full)).body).toMatchObject({ code: '0', msg: '添加成功!' });
  });

  it('edits, batch-edits, reads and deletes', async () => {
    const id = (await certificates.add(certificate({ standard: '含心电模块' }))).body.data as string;
    expect((await certificates.update({ id, ...certificate({ eqpModel: 'BeneView T8' }) })).body.msg).toBe('修改成功!');
    expect((await certificates.update({ id, ...certificate({ effectiveDeadline: '' }) })).body).toMatchObject({
      code: '001',
      msg: '有效期截止日期为必输项',
    });
    expect((await certificates.detail<CertificateRow>({ id })).body.data).toMatchObject({
      eqpModel: 'BeneView T8',
      approvalDate: '2021-04-16',
      effectiveDeadline: '2026-04-15',
    });
    expect((await certificates.batchUpdate({ idList: [id], ...certificate({ rgstNo: '' }) })).body).toMatchObject({
      code: '001',
      msg: '注册证号为必输项',
    });
    expect((await certificates.batchUpdate({ idList: [id], ...certificate({ manufacturer: `${tag} 批量厂家` }) })).body).toMatchObject({
      msg: '修改成功!',
      data: { count: 1 },
    });
    expect((await certificates.detail<CertificateRow>({ id })).body.data.manufacturer).toBe(`${tag} 批量厂家`);
    expect((await certificates.remove({ id })).body.msg).toBe('删除成功!');
  });

  it('filters (quick and advanced) and sorts by the five sortable columns', async () => {
    await certificates.add(
      certificate({
        rgstNo: `${tag}-A`,
        eqpName: `${tag} 呼吸机`,
        eqpModel: 'SV-300',
        standard: 'A 型',
        approvalDate: '2019-06-28',
        effectiveDeadline: '2029-06-27',
      }),
    );
    await certificates.add(
      certificate({
        rgstNo: `${tag}-B`,
        eqpName: `${tag} 输液泵`,
        eqpModel: 'SP-600',
        standard: 'B 型',
        approvalDate: '2022-11-03',
        effectiveDeadline: '2027-11-02',
      }),
    );
    const rgst = async (body: Record<string, unknown>) =>
      (await certificates.query<CertificateRow>({ manufacturer: tag, ...body }, 1, 50)).body.data.list.map((row) => row.rgstNo);
    expect(await rgst({ rgstNo: `${tag}-A` })).toEqual([`${tag}-A`]);
    expect(await rgst({ eqpName: `${tag} 输液` })).toEqual([`${tag}-B`]);
    expect(await rgst({ standard: 'B 型' })).toEqual([`${tag}-B`]);
    expect(await rgst({ approvalDate: ['2019-01-01', '2019-12-31'] })).toEqual([`${tag}-A`]);
    expect(await rgst({ effectiveDeadline: ['2027-01-01', '2027-12-31'] })).toEqual([`${tag}-B`]);
    for (const sortField of ['rgstNo', 'manufacturer', 'eqpName', 'eqpModel', 'standard']) {
      const page = await certificates.post<Paged<CertificateRow>>('query', {
        pagedQueryInfo: { index: 1, pageSize: 50, sortField, sortOrder: 'desc' },
        rgstNo: `${tag}-`,
      });
      expect(page.body.code).toBe('0');
      const values = page.body.data.list.map((row) => String(row[sortField as keyof CertificateRow]));
      expect(values).toEqual([...values].sort().reverse());
    }
  });

  it('a hospital user with the permission reads the certificates but may not write them', async () => {
    const page = (await managerCertificates.query<CertificateRow>({}, 1, 50)).body;
    expect(page.code).toBe('0');
    expect(page.data.total).toBeGreaterThanOrEqual(5);
    expect((await managerCertificates.add(certificate())).body).toMatchObject({ code: '403', msg: '仅超级管理员可以执行该操作' });
  });
});
