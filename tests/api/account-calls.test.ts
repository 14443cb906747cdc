import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { ALL_HOSP_CODES, DEMO_PASSWORD } from '../support/demo.js';

const api = new ApiClient(inject('apiBaseUrl'));

interface Hospital {
  id: string;
  hospCode: string;
  hospName: string;
}

interface MenuNode {
  id: string;
  menuName: string;
  path: string;
  parentId: string;
  hospCode: string;
  authId: string | null;
  children: MenuNode[];
}

interface HospitalAuth {
  menuList: MenuNode[];
  authIdList: string[];
}

const MENU_NODE_KEYS = [
  'affix',
  'authId',
  'children',
  'component',
  'hidden',
  'hospCode',
  'icon',
  'id',
  'menuName',
  'menuNameEn',
  'parentId',
  'path',
  'sort',
];

function walk(nodes: MenuNode[], visit: (node: MenuNode) => void): void {
  for (const node of nodes) {
    visit(node);
    walk(node.children, visit);
  }
}

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const name of ['admin', 'engineer', 'manager', 'director']) tokens[name] = await api.login(name, DEMO_PASSWORD);
});
const as = (name: string) => ({ token: tokens[name]! });

describe('GET /api/hosp-list', () => {
  it('lists exactly the bound hospitals for the engineer', async () => {
    const response = await api.get<Hospital[]>('/api/hosp-list', as('engineer'));
    expect(response.body.code).toBe('0');
    expect(response.body.data.map((h) => h.hospCode)).toEqual(['10001', '10002']);
    expect(Object.keys(response.body.data[0]!).sort()).toEqual(['hospCode', 'hospName', 'id']);
    expect(response.body.data[0]!.hospName).toBe('示范市第一人民医院');
  });

  it('lists one hospital for the manager and for the director', async () => {
    expect((await api.get<Hospital[]>('/api/hosp-list', as('manager'))).body.data.map((h) => h.hospCode)).toEqual(['10001']);
    expect((await api.get<Hospital[]>('/api/hosp-list', as('director'))).body.data.map((h) => h.hospCode)).toEqual(['10003']);
  });

  it('lists every hospital for the super admin', async () => {
    const response = await api.get<Hospital[]>('/api/hosp-list', as('admin'));
    // Other files of this shared server add hospitals: every one of the platform's, the demo's among them.
    expect(response.body.data.map((h) => h.hospCode).sort()).toEqual(await everyHospitalCode());
    expect(response.body.data.map((h) => h.hospCode)).toEqual(expect.arrayContaining(ALL_HOSP_CODES));
  });
});

describe('GET /api/acct-type', () => {
  it("answers '01' for a hospital account and '03' for the super admin", async () => {
    expect((await api.get('/api/acct-type', as('engineer'))).body).toEqual({ code: '0', msg: '成功', data: '01' });
    expect((await api.get('/api/acct-type', as('admin'))).body.data).toBe('03');
  });
});

describe('POST /api/acct-info', () => {
  it('returns exactly the documented fields of the caller', async () => {
    const response = await api.post<Record<string, unknown>>('/api/acct-info', undefined, as('engineer'));
    expect(response.body.code).toBe('0');
    expect(Object.keys(response.body.data).sort()).toEqual([
      'acctName',
      'acctNo',
      'acctRoleType',
      'avatar',
      'cellPhone',
      'email',
      'id',
      'phoneMsg',
      'type',
      'vacation',
    ]);
    expect(response.body.data).toMatchObject({
      type: '01',
      acctName: '张工程师',
      acctNo: 'engineer',
      cellPhone: '13800000001',
      acctRoleType: '01',
    });
    expect(typeof response.body.data.phoneMsg).toBe('boolean');
    expect(typeof response.body.data.vacation).toBe('boolean');
  });
});

describe('GET /api/getUserInfo', () => {
  it('describes the caller, its hospitals and the idle limit', async () => {
    const token = await api.login('engineer', DEMO_PASSWORD);
    const response = await api.get<Record<string, unknown> & { hospInfos: Hospital[] }>('/api/getUserInfo', { token });
    expect(response.body.code).toBe('0');
    expect(Object.keys(response.body.data).sort()).toEqual([
      'acctNo',
      'acctRoleType',
      'acctType',
      'autoLogoutDelay',
      'avatar',
      'currentHospCode',
      'email',
      'hospInfos',
      'id',
      'isAdmin',
      'name',
      'phone',
    ]);
    expect(response.body.data).toMatchObject({
      name: '张工程师',
      phone: '13800000001',
      acctNo: 'engineer',
      acctType: '01',
      isAdmin: false,
      currentHospCode: null,
      autoLogoutDelay: 180,
    });
    expect(response.body.data.hospInfos.map((h) => h.hospCode)).toEqual(['10001', '10002']);
  });

  it('reports the hospital chosen with /api/auth as currentHospCode', async () => {
    const token = await api.login('engineer', DEMO_PASSWORD);
    expect((await api.post('/api/auth', { hospCode: '10002' }, { token })).body.code).toBe('0');
    expect((await api.get<{ currentHospCode: string }>('/api/getUserInfo', { token })).body.data.currentHospCode).toBe('10002');
  });

  it('marks the super admin as isAdmin with every hospital', async () => {
    const response = await api.get<{ isAdmin: boolean; hospInfos: Hospital[] }>('/api/getUserInfo', as('admin'));
    expect(response.body.data.isAdmin).toBe(true);
    expect(response.body.data.hospInfos.map((h) => h.hospCode).sort()).toEqual(await everyHospitalCode());
  });
});

/** The codes of every hospital record on the server, sorted. */
async function everyHospitalCode(): Promise<string[]> {
  const page = await api.post<{ list: { hospCode: string }[] }>(
    '/db/hosp/query',
    { pagedQueryInfo: { index: 1, pageSize: 200 } },
    as('admin'),
  );
  return page.body.data.list.map((h) => h.hospCode).sort();
}

describe('POST /api/auth', () => {
  it('returns a menu tree and auth ids for a bound hospital', async () => {
    const response = await api.post<HospitalAuth>('/api/auth', { hospCode: '10001' }, as('engineer'));
    expect(response.body.code).toBe('0');
    const { menuList, authIdList } = response.body.data;
    expect(menuList.length).toBeGreaterThan(0);
    expect(authIdList).toContain('home:dashboard');
    expect(authIdList).not.toContain('sys:dic:add');
    expect(Object.keys(menuList[0]!).sort()).toEqual(MENU_NODE_KEYS);
    expect(menuList.some((node) => node.children.length > 0)).toBe(true);
    walk(menuList, (node) => {
      expect(node.hospCode).toBe('10001');
      for (const child of node.children) expect(child.parentId).toBe(node.id);
    });
  });

  it('gives the manager more auth ids than the engineer, including sys:dic:add', async () => {
    const engineer = await api.post<HospitalAuth>('/api/auth', { hospCode: '10001' }, as('engineer'));
    const manager = await api.post<HospitalAuth>('/api/auth', { hospCode: '10001' }, as('manager'));
    expect(manager.body.data.authIdList).toContain('sys:dic:add');
    expect(manager.body.data.authIdList.length).toBeGreaterThan(engineer.body.data.authIdList.length);
  });

  it('refuses a hospital the caller is not bound to with 403', async () => {
    const response = await api.post('/api/auth', { hospCode: '10003' }, as('engineer'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: '403', msg: '您没有该医院的访问权限', data: null });
  });

  it('refuses an unknown hospital like another hospital (403), so a hospital user cannot probe which codes exist', async () => {
    const response = await api.post('/api/auth', { hospCode: '99999' }, as('engineer'));
    expect(response.body).toEqual({ code: '403', msg: '您没有该医院的访问权限', data: null });
    expect((await api.post('/api/auth', { hospCode: '99999' }, as('admin'))).body).toEqual({
      code: '002',
      msg: '医院不存在: 99999',
      data: null,
    });
  });

  it('gives the super admin any hospital', async () => {
    const response = await api.post<HospitalAuth>('/api/auth', { hospCode: '10003' }, as('admin'));
    expect(response.body.code).toBe('0');
    expect(response.body.data.authIdList).toContain('sys:dic:add');
  });

  it('refuses a missing hospCode with 001 缺少必填参数 hospCode', async () => {
    const response = await api.post('/api/auth', {}, as('engineer'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: '001', msg: '缺少必填参数 hospCode', data: null });
  });

  it('refuses a hospCode of the wrong type with 001 naming the field', async () => {
    const response = await api.post('/api/auth', { hospCode: 10001 }, as('engineer'));
    expect(response.body.code).toBe('001');
    expect(response.body.msg).toBe('参数 hospCode 类型错误，应为字符串');
  });

  it('refuses an unknown field with 001 naming the field, as login does', async () => {
    const response = await api.post('/api/auth', { hospCode: '10001', hospId: 'x' }, as('engineer'));
    expect(response.body).toEqual({ code: '001', msg: '不支持的参数 hospId', data: null });
  });

  it('refuses a malformed hospCode with 001', async () => {
    const response = await api.post('/api/auth', { hospCode: '10001; drop' }, as('engineer'));
    expect(response.body).toEqual({ code: '001', msg: '医院编号格式不正确', data: null });
  });
});
