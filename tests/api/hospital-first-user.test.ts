import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken } from '../support/entity-api.js';
import { hospUserCalls, uniquePhone, NEW_PASSWORD } from './hosp-user-support.js';

/**
 * A hospital's first user (issue 25): initialisation gives a hospital without departments its
 * first one, so the add-user wizard can bind a user at once; an account the wizard created and
 * left unbound is listed for its hospital until it is bound.
 */
const api = new ApiClient(inject('apiBaseUrl'));
const ROOT = '0'.repeat(24);
const run = Date.now().toString(36).slice(-6).toUpperCase();
let admin = '';
const hosp = entityCalls(api, '/db/hosp', () => admin);
const users = hospUserCalls(api, () => admin);
const lifecycle = (path: string, body: unknown) => api.post(`/db/hosp/${path}`, body, { token: admin });

interface DeptNode {
  id: string;
  deptName: string;
  parentId: string;
  children?: DeptNode[];
}
const departments = async (hospCode: string) =>
  (await api.get<DeptNode[]>(`/db/hosp-dept/treeQuery?hospCode=${hospCode}`, { token: admin })).body.data;

async function newHospital(hospCode: string, hospName: string): Promise<void> {
  expect((await hosp.add({ hospCode, hospName })).body.code).toBe('0');
  expect((await lifecycle('copy-hosp-table', { hospCode })).body.code).toBe('0');
}

let paramId = '';
beforeAll(async () => {
  admin = await adminToken(api);
  paramId = (await api.get<{ value: string }[]>('/api/selector/1/hosp_init_data', { token: admin })).body.data[0]!.value;
});

describe('initialisation gives a hospital without departments its first one', () => {
  const code = `D${run}`;
  const name = `首个部门医院${run}`;

  it('has no department after its tables are created, and one named after it once initialised', async () => {
    await newHospital(code, name);
    expect(await departments(code)).toEqual([]);
    expect((await lifecycle('hosp-table-datainit', { hospCode: code })).body.code).toBe('0');
    const tree = await departments(code);
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ deptName: name, parentId: ROOT, disabled: false });
    // The pickers' tree (enabled departments) and the dept selector offer it.
    const pickers = (await api.get<DeptNode[]>(`/db/hosp-dept/undelete-treeQuery?hospCode=${code}`, { token: admin })).body.data;
    expect(pickers.map((dept) => dept.deptName)).toEqual([name]);
    expect((await users.options('dept', code)).map((option) => option.label)).toEqual([name]);
  });

  it('logs the department as an add of 医院部门, like the department screen', async () => {
    const [dept] = await departments(code);
    const log = await api.post<{ list: { entity: string; operation: string; recordId: string; hospCode: string }[] }>(
      '/db/operate-log/query',
      { pagedQueryInfo: { index: 1, pageSize: 20 }, recordId: dept!.id },
      { token: admin },
    );
    expect(log.body.data.list).toEqual([
      expect.objectContaining({ entity: 'hosp-dept', operation: 'add', recordId: dept!.id, hospCode: code }),
    ]);
  });

  it('adds none on re-initialisation after a reset, which keeps departments', async () => {
    const before = await departments(code);
    expect((await lifecycle('remove-init-tabledata', { hospCode: code })).body.code).toBe('0');
    expect((await lifecycle('init-by-param', { hospCode: code, paramId })).body.code).toBe('0');
    expect(await departments(code)).toEqual(before);
  });

  it('adds none to a hospital given a department before its initialisation', async () => {
    const other = `E${run}`;
    await newHospital(other, `已有部门医院${run}`);
    const own = await api.post<string>('/db/hosp-dept/add', { hospCode: other, deptName: '设备科', parentId: ROOT }, { token: admin });
    expect(own.body.code).toBe('0');
    expect((await lifecycle('init-by-param', { hospCode: other, paramId })).body.code).toBe('0');
    expect((await departments(other)).map((dept) => dept.deptName)).toEqual(['设备科']);
  });

  it('gives each hospital of a batch initialisation its own', async () => {
    const codes = [`F${run}`, `G${run}`];
    for (const batchCode of codes) await newHospital(batchCode, `批量部门医院${batchCode}`);
    const batch = await lifecycle('batch-init-hosp-data', { hospCodeList: codes, paramId });
    expect(batch.body.code).toBe('0');
    for (const batchCode of codes)
      expect((await departments(batchCode)).map((dept) => dept.deptName)).toEqual([`批量部门医院${batchCode}`]);
  });
});

describe('the first user of a new hospital, through the wizard’s calls', () => {
  const code = `U${run}`;
  const name = `首个用户医院${run}`;
  const phone = uniquePhone();
  let acctId = '';

  it('creates the account at step 2; until bound, it is listed as unbound for this hospital only', async () => {
    await newHospital(code, name);
    expect((await lifecycle('hosp-table-datainit', { hospCode: code })).body.code).toBe('0');
    const check = await users.post<{ enableNext: boolean; newAcct: boolean }>('addCheck', { hospCode: code, type: '01', cellPhone: phone });
    expect(check.body.data).toMatchObject({ enableNext: true, newAcct: true });
    const created = await users.post<string>('acct-add', {
      hospCode: code,
      type: '01',
      cellPhone: phone,
      acctName: `首个用户${run}`,
      passWord: NEW_PASSWORD,
    });
    expect(created.body.code).toBe('0');
    acctId = created.body.data;

    const unbound = await users.post<unknown[]>('unbound-accounts', { hospCode: code });
    expect(unbound.body).toMatchObject({ code: '0' });
    expect(unbound.body.data).toEqual([
      {
        id: acctId,
        type: '01',
        acctName: `首个用户${run}`,
        cellPhone: phone,
        acctNo: null,
        createDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);
    const elsewhere = await users.post<{ id: string }[]>('unbound-accounts', { hospCode: '10001' });
    expect(elsewhere.body.data.map((account) => account.id)).not.toContain(acctId);
  });

  it('binds it at step 3 with the first department and a baseline role; it is then no longer unbound', async () => {
    const [dept] = await users.options('dept', code);
    const role = (await users.options('role', code)).find((option) => option.label === '维修工程师')!;
    const bound = await users.post('add', { hospCode: code, acctId, hospDeptId: dept!.value, hospRoleId: role.value, state: '01' });
    expect(bound.body).toMatchObject({ code: '0', msg: '添加成功!' });
    expect((await users.post<unknown[]>('unbound-accounts', { hospCode: code })).body.data).toEqual([]);
    const listed = await users.query<{ acctName: string; hospDeptIdDesc: string }>({ hospCode: code });
    expect(listed.body.data.list).toEqual([expect.objectContaining({ acctName: `首个用户${run}`, hospDeptIdDesc: name })]);
  });

  it('lets the new user sign in and choose the hospital', async () => {
    const token = await api.login(phone, NEW_PASSWORD);
    expect((await api.get<{ hospCode: string }[]>('/api/hosp-list', { token })).body.data.map((h) => h.hospCode)).toEqual([code]);
    const auth = await api.post<{ menuList: unknown[] }>('/api/auth', { hospCode: code }, { token });
    expect(auth.body.code).toBe('0');
    expect(auth.body.data.menuList.length).toBeGreaterThan(0);
  });

  it('is a call for those who may add users, refusing unknown keys', async () => {
    const engineer = await hospitalUserToken(api, 'engineer', '10001');
    expect((await users.post('unbound-accounts', { hospCode: '10001' }, engineer)).body.code).toBe('403');
    expect((await users.post('unbound-accounts', { hospCode: code, extra: 1 })).body.code).toBe('001');
  });
});
