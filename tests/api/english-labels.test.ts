import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls } from '../support/entity-api.js';

/**
 * Dictionary texts in the caller's language: the console sends `lang: en|zh`; English returns each
 * entry's English description (its Chinese one when it has none), no header or zh the Chinese.
 */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
const en = () => ({ token: admin, headers: { lang: 'en' } });
const dic = entityCalls(api, '/db/dic', () => admin);

interface AcctRow {
  acctNo: string;
  typeDesc: string;
  stateDesc: string;
}
interface Option {
  value: string;
  label: string;
}

beforeAll(async () => {
  admin = await adminToken(api);
});

const adminRow = async (options: { token: string; headers?: Record<string, string> }) => {
  const page = (
    await api.post<{ list: AcctRow[] }>('/db/acct/query', { acctNo: 'admin', pagedQueryInfo: { index: 1, pageSize: 50 } }, options)
  ).body.data;
  return page.list.find((row) => row.acctNo === 'admin');
};

describe('dictionary labels follow the lang header', () => {
  it('list <field>Desc: English with lang en, Chinese without a header or with zh', async () => {
    expect(await adminRow(en())).toMatchObject({ typeDesc: 'Super administrator', stateDesc: 'Active' });
    expect(await adminRow({ token: admin })).toMatchObject({ typeDesc: '超级管理员', stateDesc: '正常' });
    expect(await adminRow({ token: admin, headers: { lang: 'zh' } })).toMatchObject({ typeDesc: '超级管理员', stateDesc: '正常' });
  });

  it('dictionary selectors, single and batch', async () => {
    const single = (await api.get<Option[]>('/api/selector/0/ACCT_STATE', en())).body.data;
    expect(single).toEqual([
      { value: '1', label: 'Active' },
      { value: '0', label: 'Disabled' },
    ]);
    const batch = (await api.post<Record<string, Option[]>>('/api/selector/batch', { list: [{ type: '0', resource: 'USER_STATE' }] }, en()))
      .body.data;
    expect(batch.USER_STATE!.map((option) => option.label)).toEqual(['Employed', 'On leave', 'Left']);
    expect((await api.get<Option[]>('/api/selector/0/ACCT_STATE', { token: admin })).body.data.map((option) => option.label)).toEqual([
      '正常',
      '停用',
    ]);
  });

  it('an entry keeps its English description (英文描述) on the dictionary screen; one without shows its Chinese text', async () => {
    const type = `EN_TEST_${Date.now()}`;
    const added = await dic.add({ type, description: '测试值', descriptionEn: 'Test value', val: '1', sort: 1 });
    expect(added.body).toMatchObject({ code: '0', msg: '添加成功!' });
    await dic.add({ type, description: '无英文', val: '2', sort: 2 });
    const row = (await api.post<{ list: { val: string; descriptionEn: string | null }[] }>('/db/dic/query', { type }, { token: admin }))
      .body.data.list;
    expect(row.find((entry) => entry.val === '1')?.descriptionEn).toBe('Test value');
    const options = (await api.get<Option[]>(`/api/selector/0/${type}`, en())).body.data;
    expect(options).toEqual([
      { value: '1', label: 'Test value' },
      { value: '2', label: '无英文' },
    ]);
  });
});
