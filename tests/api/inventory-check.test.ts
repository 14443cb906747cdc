import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID, type Paged } from '../support/entity-api.js';

/** Inventory checks (seed 002 sections 2.9, 3, 4, 7) over the demo plans of hospitals 10001 and 10002. */
const api = new ApiClient(inject('apiBaseUrl'));
const PLAN = '/db/hosp-inventory-check-plan';
const RECORDS = `${PLAN}/inventory-check-record-paged-query`;
let admin = '';
let manager = '';
const plans = entityCalls(api, PLAN, () => admin);
const records = entityCalls(api, '/db/hosp-inventory-check-record', () => admin);

interface PlanRow {
  id: string;
  planName: string;
  deptIds: string[];
  deptIdsDesc: string;
  state: string;
  finishDateTime: string | null;
  hospCode: string;
}
interface Summary {
  inventoryPlaned: number;
  inventoryCounted: number;
  inventoryEquals: number;
  inventorySurplus: number;
  inventoryLoss: number;
}
interface RecordRow {
  id: string;
  planId: string;
  planName: string;
  eqpName: string;
  eqpBrand: string | null;
  eqpModel: string | null;
  hospEqpId: string;
  factSerialNo: string | null;
  resultState: string;
  resultStateDesc: string;
  eqpDeptName: string | null;
  deptId: string;
  deptName: string | null;
  creator: string;
  createDateTime: string;
  productionDate: string | null;
  inventoryCheckImgList: string[];
}

const recordPage = (body: Record<string, unknown>, index = 1, pageSize = 10, token = admin) =>
  api.post<Paged<RecordRow> & { summary: Summary; paramLabels?: Record<string, Record<string, string>> }>(
    RECORDS,
    { pagedQueryInfo: { index, pageSize }, ...body },
    { token },
  );

/** Every record of a plan, page by page (200 is the largest page). */
async function allRecords(hospCode: string, planId: string): Promise<RecordRow[]> {
  const rows: RecordRow[] = [];
  for (let index = 1; ; index++) {
    const page = (await recordPage({ hospCode, planId }, index, 200)).body.data;
    rows.push(...page.list);
    if (rows.length >= page.total || page.list.length === 0) return rows;
  }
}

const ledgerTotal = async (hospCode: string, deptId: string) =>
  (
    await api.post<Paged<unknown>>(
      '/db/hosp-eqp-ledger/query',
      { pagedQueryInfo: { index: 1, pageSize: 1 }, hospCode, deptId },
      { token: admin },
    )
  ).body.data.total;

let finishedPlan: PlanRow;
let openPlan: PlanRow;

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
  const list = (await plans.query<PlanRow>({ hospCode: '10001' }, 1, 50)).body.data.list;
  finishedPlan = list.find((plan) => plan.state === '02')!;
  openPlan = list.find((plan) => plan.state === '01' && plan.planName.includes('年中'))!;
});

describe('demo plans (10001 and 10002)', () => {
  it('each demo hospital has a finished plan, one under way and one just started, named after their departments', async () => {
    for (const hospCode of ['10001', '10002']) {
      const page = (await plans.query<PlanRow>({ hospCode }, 1, 50)).body;
      expect(page.code).toBe('0');
      expect(page.data.list.map((plan) => plan.state).sort()).toEqual(['01', '01', '02']);
      for (const plan of page.data.list) {
        expect(plan.deptIdsDesc.split('、')).toHaveLength(plan.deptIds.length);
        expect(plan.hospCode).toBe(hospCode);
      }
    }
    expect(finishedPlan.finishDateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('records mix the three results, with images on some', async () => {
    const rows = [...(await allRecords('10001', finishedPlan.id)), ...(await allRecords('10001', openPlan.id))];
    expect(new Set(rows.map((row) => row.resultState))).toEqual(new Set(['01', '02', '03']));
    expect(rows.some((row) => row.inventoryCheckImgList.length > 0)).toBe(true);
    const image = rows.find((row) => row.inventoryCheckImgList.length > 0)!.inventoryCheckImgList[0]!;
    const file = await fetch(`${api.baseUrl}${image}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
  });
});

describe('POST inventory-check-record-paged-query', () => {
  it('answers list, total and the plan summary; the counts agree with the records and the ledger exactly', async () => {
    const page = (await recordPage({ hospCode: '10001', planId: openPlan.id })).body;
    expect(page.code).toBe('0');
    const { summary, total, list } = page.data;
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({ planId: openPlan.id, planName: openPlan.planName, hospCode: '10001' });
    const byState = async (resultState: string) =>
      (await recordPage({ hospCode: '10001', planId: openPlan.id, resultState }, 1, 1)).body.data.total;
    let planned = 0;
    for (const deptId of openPlan.deptIds) planned += await ledgerTotal('10001', deptId);
    expect(summary).toEqual({
      inventoryPlaned: planned,
      inventoryCounted: total,
      inventoryEquals: await byState('01'),
      inventorySurplus: await byState('02'),
      inventoryLoss: await byState('03'),
    });
    expect(summary.inventoryEquals + summary.inventorySurplus + summary.inventoryLoss).toBe(summary.inventoryCounted);
    expect(summary.inventoryLoss).toBeGreaterThan(0);
  });

  it('narrows the summary to the department the page names (deptId)', async () => {
    const deptId = openPlan.deptIds[0]!;
    const page = (await recordPage({ hospCode: '10001', planId: openPlan.id, deptId }, 1, 200)).body.data;
    expect(page.list.every((row) => row.deptId === deptId)).toBe(true);
    expect(page.summary.inventoryCounted).toBe(page.total);
    expect(page.summary.inventoryPlaned).toBe(await ledgerTotal('10001', deptId));
  });

  it('filters by status, name, brand, internal number, serial number, inventorier and time; detail pre-filters the status', async () => {
    const all = await allRecords('10001', finishedPlan.id);
    const sample = all.find((row) => row.resultState === '03' && row.eqpBrand && row.factSerialNo)!;
    const loss = (await recordPage({ hospCode: '10001', planId: finishedPlan.id, resultState: '03' }, 1, 200)).body.data;
    expect(loss.total).toBe(all.filter((row) => row.resultState === '03').length);
    expect(loss.list.every((row) => row.resultState === '03' && row.resultStateDesc === '盘亏')).toBe(true);
    const viaDetail = (await recordPage({ hospCode: '10001', planId: finishedPlan.id, detail: '03' }, 1, 200)).body.data;
    expect(viaDetail.total).toBe(loss.total);
    // The condition bar names the code: 盘点状态: 盘亏.
    expect(viaDetail.paramLabels?.detail).toEqual({ '01': '盘平', '02': '盘盈', '03': '盘亏' });
    const narrowed = await recordPage({
      hospCode: '10001',
      planId: finishedPlan.id,
      eqpName: sample.eqpName,
      eqpBrand: sample.eqpBrand,
      hospEqpId: sample.hospEqpId,
      factSerialNo: sample.factSerialNo,
      creator: sample.creator,
      createDateTime: [sample.createDateTime, sample.createDateTime],
    });
    expect(narrowed.body.data.list.map((row) => row.id)).toContain(sample.id);
    expect(narrowed.body.data.list.every((row) => row.hospEqpId.includes(sample.hospEqpId))).toBe(true);
  });

  it('answers the English dictionary text to an English caller', async () => {
    const page = await api.post<Paged<RecordRow>>(
      RECORDS,
      { pagedQueryInfo: { index: 1, pageSize: 5 }, hospCode: '10001', planId: finishedPlan.id, resultState: '01' },
      {
        token: admin,
        headers: { lang: 'en' },
      },
    );
    expect(page.body.data.list[0]?.resultStateDesc).toBe('Balanced');
  });
});

describe('plan calls', () => {
  const name = `API盘点计划${Date.now()}`;
  let planId = '';
  let deptIds: string[] = [];

  it('detail carries the plan and its summary; selected-dept-query its departments', async () => {
    const detail = (await plans.detail<PlanRow & Summary>({ id: openPlan.id, hospCode: '10001' })).body;
    expect(detail).toMatchObject({ code: '0', data: { id: openPlan.id, planName: openPlan.planName, state: '01' } });
    const page = (await recordPage({ hospCode: '10001', planId: openPlan.id }, 1, 1)).body.data;
    expect({ ...detail.data }).toMatchObject(page.summary);
    const depts = (await plans.post<{ deptId: string; deptName: string }[]>('selected-dept-query', { id: openPlan.id, hospCode: '10001' }))
      .body;
    expect(depts.code).toBe('0');
    expect(depts.data.map((dept) => dept.deptId)).toEqual(openPlan.deptIds);
    expect(depts.data.map((dept) => dept.deptName).join('、')).toBe(openPlan.deptIdsDesc);
  });

  it('adds, updates and batch-updates a plan (state stays the server’s)', async () => {
    deptIds = openPlan.deptIds.slice(0, 1);
    expect((await plans.add({ hospCode: '10001', planName: name, deptIds: [] })).body).toMatchObject({
      code: '001',
      msg: '请选择1至200个盘点科室',
    });
    const added = await plans.add({
      hospCode: '10001',
      planName: name,
      deptIds,
      planStartDate: '2026-06-01',
      planEndDate: '2026-06-30',
      creator: '测试',
    });
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    planId = added.body.data as string;
    expect((await plans.detail<PlanRow & Summary>({ id: planId, hospCode: '10001' })).body.data).toMatchObject({
      state: '01',
      inventoryCounted: 0,
      inventoryPlaned: await ledgerTotal('10001', deptIds[0]!),
    });
    const updated = await plans.update({
      id: planId,
      hospCode: '10001',
      planName: `${name}改`,
      deptIds,
      planStartDate: '2026-06-02',
      planEndDate: '2026-06-30',
    });
    expect(updated.body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect((await plans.batchUpdate({ idList: [planId], hospCode: '10001', remark: '批量备注' })).body).toMatchObject({
      code: '0',
      data: { count: 1 },
    });
    // state is the server's: an update that sends it changes nothing of it (read-only echoes are ignored).
    await plans.update({
      id: planId,
      hospCode: '10001',
      planName: `${name}改`,
      deptIds,
      planStartDate: '2026-06-02',
      planEndDate: '2026-06-30',
      state: '02',
    });
    expect((await plans.detail<PlanRow>({ id: planId, hospCode: '10001' })).body.data).toMatchObject({
      planName: `${name}改`,
      state: '01',
      finishDateTime: null,
    });
  });

  it('finish (query parameters) closes the plan once; finishing again is refused; a finished plan is not edited', async () => {
    const finish = await api.post(`${PLAN}/finish?hospCode=10001&id=${planId}`, undefined, { token: admin });
    expect(finish.body).toMatchObject({ code: '0', msg: '盘点计划已结束', data: { id: planId, state: '02' } });
    expect((await plans.detail<PlanRow>({ id: planId, hospCode: '10001' })).body.data.finishDateTime).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    const again = await api.post(`${PLAN}/finish?hospCode=10001&id=${planId}`, undefined, { token: admin });
    expect(again.body).toMatchObject({ code: '002', msg: '该盘点计划已结束，不能重复结束' });
    expect(
      (
        await plans.update({
          id: planId,
          hospCode: '10001',
          planName: 'x',
          deptIds,
          planStartDate: '2026-06-02',
          planEndDate: '2026-06-30',
        })
      ).body,
    ).toMatchObject({
      code: '002',
      msg: '已结束的盘点计划不能修改',
    });
    expect((await api.post(`${PLAN}/finish?hospCode=10001&id=${MISSING_ID}`, undefined, { token: admin })).body.code).toBe('404');
  });

  it('deletes a plan without records; refuses one with records', async () => {
    expect((await plans.remove({ id: finishedPlan.id, hospCode: '10001' })).body).toMatchObject({
      code: '002',
      msg: '该盘点计划已有盘点记录，不能删除',
    });
    expect((await plans.remove({ id: planId, hospCode: '10001' })).body).toMatchObject({ code: '0', msg: '删除成功!', data: { count: 1 } });
    expect((await plans.detail({ id: planId, hospCode: '10001' })).body.code).toBe('404');
  });
});

describe('records of a finished plan are read-only', () => {
  it('an open plan’s record can be corrected; a finished plan’s cannot', async () => {
    const open = (await recordPage({ hospCode: '10001', planId: openPlan.id, resultState: '01' }, 1, 1)).body.data.list[0]!;
    const corrected = await records.update({ id: open.id, hospCode: '10001', resultState: '03' });
    expect(corrected.body).toMatchObject({ code: '0', msg: '修改成功!' });
    expect((await records.detail<RecordRow>({ id: open.id, hospCode: '10001' })).body.data.resultState).toBe('03');
    await records.update({ id: open.id, hospCode: '10001', resultState: '01' });
    expect((await records.update({ id: open.id, hospCode: '10001', resultState: '09' })).body).toMatchObject({
      code: '001',
      msg: '盘点状态只能为01盘平、02盘盈或03盘亏',
    });

    const closed = (await recordPage({ hospCode: '10001', planId: finishedPlan.id }, 1, 1)).body.data.list[0]!;
    expect((await records.update({ id: closed.id, hospCode: '10001', resultState: '03' })).body).toMatchObject({
      code: '002',
      msg: '盘点计划已结束，盘点记录不能修改',
    });
    expect((await records.remove({ id: closed.id, hospCode: '10001' })).body).toMatchObject({
      code: '002',
      msg: '盘点计划已结束，盘点记录不能修改',
    });
  });
});

describe('POST excel-download (query parameters)', () => {
  it('answers a real .xlsx of the plan’s records: Chinese headings, rows that match the records', async () => {
    const response = await fetch(`${api.baseUrl}${PLAN}/excel-download?hospCode=10001&id=${finishedPlan.id}`, {
      method: 'POST',
      headers: { token: admin },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disposition = response.headers.get('content-disposition') ?? '';
    const rows = await allRecords('10001', finishedPlan.id);
    expect(disposition).toMatch(/^attachment; filename="[^"]+\.xlsx"; filename\*=UTF-8''/);
    const fileName = decodeURIComponent(disposition.split("UTF-8''")[1]!);
    expect(fileName).toMatch(new RegExp(`^盘点记录-${finishedPlan.planName}-\\d{4}-\\d{2}-\\d{2}-\\d{4}_${rows.length}条\\.xlsx$`));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('盘点记录')!;
    const values = (rowNumber: number) =>
      (sheet.getRow(rowNumber).values as unknown[]).slice(1).map((value) => (value === undefined || value === null ? '' : String(value)));
    expect(values(1)).toEqual([
      '设备名称',
      '品牌',
      '规格型号',
      '院内编号',
      '出厂编号',
      '设备所属科室',
      '盘点科室',
      '盘点状态',
      '盘点人',
      '创建时间',
      '生产日期',
      '盘点计划',
    ]);
    expect(sheet.rowCount).toBe(rows.length + 1);
    const fromFile = Array.from({ length: rows.length }, (_, index) => values(index + 2).join('|')).sort();
    const fromApi = rows
      .map((row) =>
        [
          row.eqpName,
          row.eqpBrand,
          row.eqpModel,
          row.hospEqpId,
          row.factSerialNo,
          row.eqpDeptName,
          row.deptName,
          row.resultStateDesc,
          row.creator,
          row.createDateTime,
          row.productionDate,
          row.planName,
        ]
          .map((value) => value ?? '')
          .join('|')
          .replace(/\|+$/, ''),
      )
      .sort();
    expect(fromFile.map((line) => line.replace(/\|+$/, ''))).toEqual(fromApi);

    const summary = (await recordPage({ hospCode: '10001', planId: finishedPlan.id }, 1, 1)).body.data.summary;
    const totals = workbook.getWorksheet('盘点汇总')!;
    const lines = Object.fromEntries(
      Array.from({ length: totals.rowCount - 1 }, (_, index) => [
        String(totals.getRow(index + 2).getCell(1).value),
        totals.getRow(index + 2).getCell(2).value,
      ]),
    );
    expect(lines).toMatchObject({
      盘点计划名称: finishedPlan.planName,
      盘点状态: '已结束',
      应盘: summary.inventoryPlaned,
      已盘: summary.inventoryCounted,
      盘平: summary.inventoryEquals,
      盘盈: summary.inventorySurplus,
      盘亏: summary.inventoryLoss,
    });
  });

  it('is authorised like every call: session, hospital binding, a plan that exists', async () => {
    const anonymous = await api.post(`${PLAN}/excel-download?hospCode=10001&id=${finishedPlan.id}`);
    expect(anonymous.body.code).toBe('098');
    const elsewhere = await api.post(`${PLAN}/excel-download?hospCode=10002&id=${finishedPlan.id}`, undefined, { token: manager });
    expect(elsewhere.body.code).toBe('403');
    const missing = await api.post(`${PLAN}/excel-download?hospCode=10001&id=${MISSING_ID}`, undefined, { token: manager });
    expect(missing.body).toMatchObject({ code: '404', msg: '记录不存在' });
  });
});

describe('hospital binding and permission', () => {
  it('a user of 10001 reads 10001 and is refused every call about 10002', async () => {
    expect((await recordPage({ hospCode: '10001', planId: openPlan.id }, 1, 1, manager)).body.code).toBe('0');
    const other = (await plans.query<PlanRow>({ hospCode: '10002' }, 1, 50)).body.data.list[0]!;
    const asManager = entityCalls(api, PLAN, () => manager);
    const refusals = [
      await recordPage({ hospCode: '10002', planId: other.id }, 1, 10, manager),
      await asManager.query({ hospCode: '10002' }),
      await asManager.detail({ id: other.id, hospCode: '10002' }),
      await asManager.post('selected-dept-query', { id: other.id, hospCode: '10002' }),
      await api.post(`${PLAN}/finish?hospCode=10002&id=${other.id}`, undefined, { token: manager }),
      await asManager.update({
        id: other.id,
        hospCode: '10002',
        planName: 'x',
        deptIds: other.deptIds,
        planStartDate: '2026-01-01',
        planEndDate: '2026-01-02',
      }),
      await asManager.remove({ id: other.id, hospCode: '10002' }),
      await asManager.batchUpdate({ idList: [other.id], hospCode: '10002', remark: 'x' }),
    ];
    expect(refusals.map((response) => response.body.code)).toEqual(Array(refusals.length).fill('403'));
  });

  it('a plan of one hospital is not found through another', async () => {
    const other = (await plans.query<PlanRow>({ hospCode: '10002' }, 1, 1)).body.data.list[0]!;
    expect((await plans.detail({ id: other.id, hospCode: '10001' })).body.code).toBe('404');
  });

  it('the plan select lists the hospital’s plans for a bound user only', async () => {
    const options = await api.get<{ value: string; label: string }[]>('/api/selector/1/inventory-check-plan?hospCode=10001', {
      token: manager,
    });
    expect(options.body.data.map((option) => option.value)).toEqual(expect.arrayContaining([finishedPlan.id, openPlan.id]));
    expect((await api.get('/api/selector/1/inventory-check-plan?hospCode=10002', { token: manager })).body.code).toBe('403');
  });
});
