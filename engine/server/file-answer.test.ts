import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../schema/entity-types';
import { refusedBy } from './entity-context';
import { attachmentDisposition } from './file-answer';
import { appServing, fakeHost } from './test-support/fake-host';

describe('attachmentDisposition', () => {
  it('sends an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('盘点记录-2026.xlsx')).toBe(
      `attachment; filename="____-2026.xlsx"; filename*=UTF-8''%E7%9B%98%E7%82%B9%E8%AE%B0%E5%BD%95-2026.xlsx`,
    );
  });

  it('keeps quotes and backslashes out of the header', () => {
    expect(attachmentDisposition('a"b\\c\r\n.xlsx')).toBe(`attachment; filename="a_b_c__.xlsx"; filename*=UTF-8''a%22b%5Cc%0D%0A.xlsx`);
  });
});

const sheet: EntitySchema = {
  name: 'sheet',
  title: '表格',
  kind: 'list',
  scope: 'hospital',
  table: 'sheet',
  endpoint: '/db/sheet',
  operations: ['query'],
  permissions: { query: 'sheet' },
  fields: { label: { type: 'string', title: '名称' } },
  list: { columns: ['label'] },
  dialogs: {},
  endpoints: [{ name: 'download', handler: 'sheet/download', permission: 'sheet' }],
};

describe('a declared endpoint answering a file', () => {
  it('sends the bytes with their type and name instead of the envelope; a refusal stays the envelope', async () => {
    const app = await appServing(
      sheet,
      fakeHost([], (extensions) =>
        extensions.operations.register('sheet/download', async (call) => {
          if (call.input.id === 'none') throw refusedBy('没有数据');
          return {
            file: {
              body: Buffer.from('PK-bytes'),
              contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              fileName: '表.xlsx',
            },
          };
        }),
      ),
    );
    const file = await app.inject({ method: 'POST', url: '/db/sheet/download?hospCode=10001&id=1' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="_.xlsx"; filename*=UTF-8''%E8%A1%A8.xlsx`);
    expect(file.rawPayload.toString()).toBe('PK-bytes');
    const refused = await app.inject({ method: 'POST', url: '/db/sheet/download?hospCode=10001&id=none' });
    expect(refused.json()).toEqual({ code: 'refused', msg: '没有数据' });
  });
});
