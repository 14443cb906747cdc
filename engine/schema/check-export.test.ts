import { describe, expect, it } from 'vitest';
import type { EntitySchema } from './entity-types';
import { checkExportTitles } from './check-export';

const fields = {
  acctName: { type: 'string' as const, title: '账号名称/姓名' },
  cellPhone: { type: 'string' as const, title: '手机号' },
  id: { type: 'string' as const, title: 'ID' },
};
const withExport = (exported: { fields: (string | { field: string; title: string })[] }): EntitySchema =>
  ({ name: 'acct', list: { columns: [], export: { ...exported, fileName: 'table-list' } } }) as unknown as EntitySchema;

describe('checkExportTitles', () => {
  it('accepts headings from the fields and from the items', () => {
    expect(checkExportTitles(withExport({ fields: ['id', 'acctName', { field: 'cellPhone', title: '联系电话' }] }), fields)).toEqual([]);
  });

  it('refuses a heading that is a field key', () => {
    expect(checkExportTitles(withExport({ fields: [{ field: 'acctName', title: 'userName' }] }), fields)).toEqual([
      `list.export: acctName's heading "userName" is a field key; give the column a title people read`,
    ]);
  });

  it('refuses a field without a title', () => {
    expect(checkExportTitles(withExport({ fields: ['cellPhone'] }), { cellPhone: { type: 'string', title: '' } })).toEqual([
      'list.export: cellPhone has no title to head its column',
    ]);
  });
});
