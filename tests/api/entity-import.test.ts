import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/envelope.js';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, type Paged } from '../support/entity-api.js';
import { repoRoot, startServer, type RunningServer } from '../support/start-server.js';

/**
 * Issue 29, import: the engine's upload, dry run and import of every entity a user may add to,
 * here the fixture gadgets (a hospital entity with a unique serial number and a pattern rule).
 */
let server: RunningServer;
/** A server of its own (the fixture folder) starts slowly on a loaded machine. */
const START_MS = 600_000;
let api: ApiClient;
let admin = '';
const ENDPOINT = '/db/fixture-gadget';
const gadget = () => entityCalls(api, ENDPOINT, () => admin);

interface Upload {
  id: string;
  headerRow: number;
  headers: string[];
  mapping: (string | null)[];
  total: number;
  sample: string[][];
  keys: { name: string; fields: string[] }[];
}
interface Refused {
  row: number;
  message: string;
  cells: string[];
}

async function upload(
  bytes: Buffer | string,
  fileName: string,
  options: { token?: string; hospCode?: string; language?: string } = {},
): Promise<{ status: number; body: Envelope<Upload> }> {
  const query = new URLSearchParams({ hospCode: options.hospCode ?? '10001', fileName });
  const headers: Record<string, string> = { 'content-type': 'application/octet-stream', token: options.token ?? admin };
  if (options.language) headers.lang = options.language;
  const response = await fetch(`${server.baseUrl}${ENDPOINT}/import/upload?${query}`, {
    method: 'POST',
    headers,
    body: new Uint8Array(typeof bytes === 'string' ? Buffer.from(bytes) : bytes),
  });
  return { status: response.status, body: (await response.json()) as Envelope<Upload> };
}

const check = (body: Record<string, unknown>, token = admin) =>
  api.post<{ total: number; adds: number; updates: number; refused: Refused[] }>(
    `${ENDPOINT}/import/check`,
    { hospCode: '10001', ...body },
    { token },
  );
const run = (body: Record<string, unknown>, token = admin) =>
  api.post<{ total: number; added: number; updated: number; refused: Refused[]; next: number }>(
    `${ENDPOINT}/import/run`,
    { hospCode: '10001', ...body },
    { token },
  );

/** A second super admin, who may import too: what is kept per account is told apart by it. */
let otherAdminToken = '';
async function otherAdmin(): Promise<string> {
  if (otherAdminToken) return otherAdminToken;
  const added = await api.post<string>(
    '/db/acct/add',
    { type: '01', cellPhone: '13911112900', acctName: '导入测试管理员', passWord: 'Import_2026' },
    { token: admin },
  );
  const promoted = await api.post(
    '/db/acct/update',
    { id: added.body.data, type: '03', cellPhone: '13911112900', acctName: '导入测试管理员', passWord: 'Import_2026', state: '1' },
    { token: admin },
  );
  if (promoted.body.code !== '0') throw new Error(`second admin refused: ${promoted.body.msg}`);
  const login = await api.post<{ token: string }>('/api/adminLogin', { loginName: '13911112900', passWord: 'Import_2026' });
  otherAdminToken = login.body.data.token;
  return otherAdminToken;
}

/** A workbook with a title row above the header, as people make them. */
async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('器件');
  sheet.addRow(['器件清单']);
  sheet.addRow(['器件名称', '序列号', '价格', '在用', '状态', '备注']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

beforeAll(async () => {
  server = await startServer({ env: { ENTITY_SCHEMA_DIRS: path.join(repoRoot, 'tests/fixtures/schemas') }, readyTimeoutMs: START_MS });
  api = new ApiClient(server.baseUrl);
  admin = await adminToken(api);
}, START_MS);
afterAll(async () => {
  await server?.stop();
});

describe('upload', () => {
  it('reads a workbook, finds the header under a title row and suggests each column’s field', async () => {
    const answer = await upload(await workbook([['探头', 'SN-7001', 12.5, '是', '启用', 'x']]), '器件.xlsx');
    expect(answer.body).toMatchObject({
      code: '0',
      data: { headerRow: 2, headers: ['器件名称', '序列号', '价格', '在用', '状态', '备注'], total: 1 },
    });
    expect(answer.body.data.mapping).toEqual(['gadgetName', 'serialNo', 'price', 'inUse', 'state', null]);
    expect(answer.body.data.sample).toEqual([['探头', 'SN-7001', '12.5', '是', '启用', 'x']]);
    expect(answer.body.data.keys).toEqual([{ name: 'serialNo', fields: ['serialNo'] }]);
  });

  it('reads CSV (with a BOM) and suggests from English titles', async () => {
    const answer = await upload('\uFEFFGadget name,Serial number\n探头,SN-7002\n', 'gadgets.csv');
    expect(answer.body).toMatchObject({ code: '0', data: { headerRow: 1, total: 1, mapping: ['gadgetName', 'serialNo'] } });
  });

  it('refuses a broken or foreign file, an empty one, no data, too many rows and too many bytes, each with its message', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0x49, 0x48, 0x44, 0x52]);
    expect((await upload(png, '器件.xlsx')).body).toMatchObject({ code: '001', msg: '文件已损坏或不是有效的 Excel 文件' });
    expect((await upload(png, 'photo.png')).body).toMatchObject({ code: '001', msg: '只能导入 .xlsx 或 .csv 文件' });
    expect((await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 9, 9]), 'cut.xlsx')).body).toMatchObject({
      code: '001',
      msg: '文件已损坏或不是有效的 Excel 文件',
    });
    expect((await upload('', 'empty.csv')).body).toMatchObject({ code: '001', msg: '文件为空' });
    expect((await upload('器件名称,序列号\n', 'head.csv')).body).toMatchObject({ code: '001', msg: '表头下没有数据行' });
    expect((await upload('1,2\n3,4\n', 'numbers.csv')).body).toMatchObject({ code: '001', msg: '未找到表头行，第一行应为各列的字段名称' });
    expect((await upload(`器件名称\n${'甲\n'.repeat(10_001)}`, 'many.csv')).body).toMatchObject({
      code: '001',
      msg: '行数过多，一次最多导入10000行',
    });
    const big = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), 'big.csv');
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe('请求体过大，不能超过5MB');
    expect((await upload(png, '器件.xlsx', { language: 'en' })).body.msg).toBe('The file is damaged or is not a valid Excel workbook');
  });

  it('is refused without the add permission, and in a hospital the caller is not bound to', async () => {
    const manager = await hospitalUserToken(api, 'manager', '10001');
    expect((await upload('器件名称\n甲\n', 'a.csv', { token: manager })).body.code).toBe('403');
    expect((await upload('器件名称\n甲\n', 'a.csv', { token: manager, hospCode: '10003' })).body.code).toBe('403');
    expect((await upload('器件名称\n甲\n', 'a.csv', { token: '' })).body.code).not.toBe('0');
  });
});

/** The refused rows of the five-row workbook below, each with its cells as the file had them. */
const REFUSED_FIVE: Refused[] = [
  { row: 4, message: '序列号格式为SN-四位数字', cells: ['探头二', '7102', '11', '否', '停用', ''] },
  { row: 5, message: '器件名称为必输项', cells: ['', 'SN-7103', '12', '是', '启用', ''] },
  { row: 6, message: '序列号已存在', cells: ['探头四', 'SN-7101', '13', '是', '启用', ''] },
  { row: 7, message: '价格必须为数字', cells: ['探头五', 'SN-7105', '十二', '是', '启用', ''] },
];

describe('check and run', () => {
  let id = '';
  let mapping: (string | null)[] = [];
  beforeAll(async () => {
    const rows: (string | number)[][] = [
      ['探头一', 'SN-7101', 10, '是', '启用', ''],
      ['探头二', '7102', 11, '否', '停用', ''],
      ['', 'SN-7103', 12, '是', '启用', ''],
      ['探头四', 'SN-7101', 13, '是', '启用', ''],
      ['探头五', 'SN-7105', '十二', '是', '启用', ''],
    ];
    const answer = (await upload(await workbook(rows), '器件.xlsx')).body.data;
    ({ id, mapping } = answer);
  });

  it('the dry run answers every refused row with its row number and the add dialog’s message, and writes nothing', async () => {
    const answer = await check({ id, mapping });
    expect(answer.body).toMatchObject({ code: '0', data: { total: 5, adds: 1, updates: 0 } });
    expect(answer.body.data.refused).toEqual(REFUSED_FIVE);
    expect((await gadget().query<{ serialNo: string }>({ hospCode: '10001', serialNo: 'SN-7101' })).body.data.total).toBe(0);
  });

  it('in one go writes nothing when any row is refused', async () => {
    const answer = await run({ id, mapping, mode: 'all' });
    expect(answer.body).toMatchObject({ code: '002', msg: '有4行未通过检查，未导入任何数据' });
    expect((await gadget().query({ hospCode: '10001', serialNo: 'SN-7101' })).body.data.total).toBe(0);
  });

  it('row by row adds the good rows, reports the refused ones, and audits each write', async () => {
    const answer = await run({ id, mapping, mode: 'rows', from: 0, count: 1000 });
    expect(answer.body.data).toEqual({
      total: 5,
      added: 1,
      updated: 0,
      next: 5,
      refused: REFUSED_FIVE,
    });
    const stored = (
      await gadget().query<{ id: string; gadgetName: string; inUse: boolean; state: string }>({ hospCode: '10001', serialNo: 'SN-7101' })
    ).body.data.list;
    expect(stored).toMatchObject([{ gadgetName: '探头一', inUse: true, state: '1' }]);
    const log = await api.post<Paged<{ operation: string; entity: string }>>(
      '/db/operate-log/query',
      { pagedQueryInfo: { index: 1, pageSize: 5 }, recordId: stored[0]!.id },
      { token: admin },
    );
    expect(log.body.data.list[0]).toMatchObject({ entity: 'fixture-gadget', operation: 'add' });
  });

  it('updates by the unique key instead of duplicating, with the update permission', async () => {
    const answer = await upload('器件名称,序列号,价格\n新名字,SN-7101,99\n新器件,SN-7106,1\n', 'again.csv');
    const again = { id: answer.body.data.id, mapping: answer.body.data.mapping, key: 'serialNo' };
    expect((await check(again)).body.data).toEqual({ total: 2, adds: 1, updates: 1, refused: [] });
    expect((await run({ ...again, mode: 'all' })).body.data).toEqual({ total: 2, added: 1, updated: 1, refused: [], next: 2 });
    const rows = (await gadget().query<{ gadgetName: string; price: number }>({ hospCode: '10001', serialNo: 'SN-7101' })).body.data;
    expect(rows.total).toBe(1);
    expect(rows.list[0]).toMatchObject({ gadgetName: '新名字', price: 99 });
  });

  it('written in batches, each row still sees the rows before it: a repeated key updates the row just added, a refusal leaves its neighbours', async () => {
    const answer = await upload('器件名称,序列号,价格\n甲,SN-7201,1\n乙,SN-7201,2\n丙,SN-7202,-5\n丁,SN-7203,3\n', 'batch.csv');
    const file = { id: answer.body.data.id, mapping: answer.body.data.mapping, key: 'serialNo' };
    const written = await run({ ...file, mode: 'rows', from: 0, count: 1000 });
    expect(written.body.data).toMatchObject({ total: 4, added: 2, updated: 1, next: 4 });
    expect(written.body.data.refused.map(({ row, message }) => ({ row, message }))).toEqual([{ row: 4, message: '价格不能小于0' }]);
    const rows = (await gadget().query<{ id: string; gadgetName: string; price: number }>({ hospCode: '10001', serialNo: 'SN-7201' })).body
      .data;
    expect(rows.list.map(({ gadgetName, price }) => ({ gadgetName, price }))).toEqual([{ gadgetName: '乙', price: 2 }]);
    const last = (await gadget().query<{ id: string }>({ hospCode: '10001', serialNo: 'SN-7203' })).body.data.list[0]!;
    const log = await api.post<Paged<{ operation: string }>>(
      '/db/operate-log/query',
      { pagedQueryInfo: { index: 1, pageSize: 5 }, recordId: last.id },
      { token: admin },
    );
    expect(log.body.data.list.map((entry) => entry.operation)).toEqual(['add']);
  });

  it('refuses a bad mapping, a bad key, an unknown or foreign id, a bad mode and chunk', async () => {
    expect((await check({ id, mapping: ['gadgetName'] })).body).toMatchObject({ code: '001', msg: '列的对应关系不正确' });
    expect((await check({ id, mapping: mapping.map(() => null) })).body).toMatchObject({ code: '001', msg: '请至少为一列选择对应的字段' });
    expect((await check({ id, mapping: mapping.map(() => 'gadgetName') })).body).toMatchObject({
      code: '001',
      msg: '字段器件名称对应了多列',
    });
    expect((await check({ id, mapping, key: 'price' })).body).toMatchObject({ code: '001', msg: '不支持的更新依据 price' });
    expect((await check({ id: 'nope', mapping })).body).toMatchObject({ code: '001', msg: '导入文件已过期，请重新上传' });
    expect((await check({ id, mapping, hospCode: '10002' })).body).toMatchObject({ code: '001', msg: '导入文件已过期，请重新上传' });
    expect((await check({ id, mapping, extra: 1 })).body).toMatchObject({ code: '001', msg: '不支持的参数 extra' });
    expect((await run({ id, mapping, mode: 'some' })).body).toMatchObject({ code: '001', msg: '导入方式只能为 all 或 rows' });
    expect((await run({ id, mapping, mode: 'rows', count: 1001 })).body).toMatchObject({ code: '001', msg: '每次最多导入1000行' });
  });

  it('an upload is the uploader’s own: another account naming its id is told the file expired', async () => {
    const other = await otherAdmin();
    expect((await check({ id, mapping }, other)).body).toMatchObject({ code: '001', msg: '导入文件已过期，请重新上传' });
    expect((await run({ id, mapping, mode: 'rows' }, other)).body).toMatchObject({ code: '001', msg: '导入文件已过期，请重新上传' });
  });

  it('remembers each account’s mapping by header, server-side: the next file of the same user is mapped the same way', async () => {
    const csv = '别名,序列号\n探头九,SN-7109\n';
    const first = (await upload(csv, 'alias.csv')).body.data;
    expect(first.mapping).toEqual([null, 'serialNo']);
    expect((await check({ id: first.id, mapping: ['gadgetName', 'serialNo'] })).body.data).toMatchObject({ total: 1, adds: 1 });
    expect((await upload(csv, 'alias-again.csv')).body.data.mapping).toEqual(['gadgetName', 'serialNo']);
    // Another account keeps its own memory: the suggestion only.
    expect((await upload(csv, 'alias.csv', { token: await otherAdmin() })).body.data.mapping).toEqual([null, 'serialNo']);
    // Leaving a suggested column out is remembered too.
    const second = (await upload(csv, 'alias.csv')).body.data;
    await check({ id: second.id, mapping: ['gadgetName', null] });
    expect((await upload(csv, 'alias.csv')).body.data.mapping).toEqual(['gadgetName', null]);
  });

  it('refuses check and run without the add permission', async () => {
    const manager = await hospitalUserToken(api, 'manager', '10001');
    expect((await check({ id, mapping }, manager)).body.code).toBe('403');
    expect((await run({ id, mapping, mode: 'rows' }, manager)).body.code).toBe('403');
  });
});
