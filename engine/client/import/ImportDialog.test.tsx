// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EntityDataProvider } from '../data/data-provider';
import { sampleEntities } from '../stories/sample-entities';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { ImportDialog } from './ImportDialog';
import type { ImportUpload } from './import-types';

/** 系统字典, 300 rows: the server's answer to the upload, with the account's remembered mapping. */
const upload: ImportUpload = {
  id: '0f0f0f0f-0000-4000-8000-000000000001',
  fileName: '字典.csv',
  headerRow: 1,
  headers: ['类型', '名称', '值', '别名'],
  fields: [
    { name: 'type', title: '类型' },
    { name: 'description', title: '描述/名称' },
    { name: 'val', title: '值' },
  ],
  keys: [{ name: 'type+val', fields: ['type', 'val'] }],
  mapping: ['type', 'description', 'val', null],
  total: 300,
  sample: [['ACCT_TYPE', '示例', '09', 'x']],
};
const refused = [{ row: 5, message: '值为必输项', cells: ['ACCT_TYPE', '缺值', '', ''] }];

function provider(options: { uploadFails?: string } = {}) {
  const importFile = vi.fn(async () => {
    if (options.uploadFails) throw { msg: options.uploadFails };
    return upload;
  });
  const importCall = vi.fn(async (_entity: unknown, step: string, body: Record<string, unknown>) => {
    if (step === 'check') return { total: 300, adds: 299, updates: 0, refused };
    const from = body.from as number;
    return {
      total: 300,
      added: from === 0 ? 249 : 50,
      updated: 0,
      refused: from === 0 ? refused : [],
      next: Math.min(300, from + (body.count as number)),
    };
  });
  return { importFile, importCall } as unknown as EntityDataProvider & { importFile: typeof importFile; importCall: typeof importCall };
}

const chooseFile = () =>
  fireEvent.change(screen.getByLabelText('选择 .xlsx 或 .csv 文件'), {
    target: { files: [new File(['类型,名称,值,别名\n'], '字典.csv', { type: 'text/csv' })] },
  });

describe('the import dialog', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('maps as the server suggests, previews the refused rows, imports row by row in chunks of 250 and reports', async () => {
    const data = provider();
    const onImported = vi.fn();
    renderEngine(
      <ImportDialog entity={sampleEntities.dic} provider={data} hospCode={undefined} onClose={() => undefined} onImported={onImported} />,
    );
    chooseFile();
    expect(await screen.findByText('字典.csv：表头在第 1 行，共 300 行数据')).toBeTruthy();
    const mappingOf = (column: string) => screen.getByRole('combobox', { name: `${column} 对应的字段` }).textContent;
    expect([mappingOf('类型'), mappingOf('名称'), mappingOf('值'), mappingOf('别名')]).toEqual(['类型', '描述/名称', '值', '不导入']);

    fireEvent.click(screen.getByRole('button', { name: '检查' }));
    expect(await screen.findByText('共 300 行：将新增 299 行，更新 0 行，1 行有错误')).toBeTruthy();
    expect(data.importCall).toHaveBeenCalledWith(sampleEntities.dic, 'check', { id: upload.id, mapping: upload.mapping });
    expect(
      within(screen.getByRole('list', { name: '有错误的行' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['第 5 行：值为必输项']);

    fireEvent.click(screen.getByRole('button', { name: '开始导入' }));
    expect((await screen.findByRole('status')).textContent).toBe('新增 299 行，更新 0 行，未导入 1 行');
    const runs = data.importCall.mock.calls.filter(([, step]) => step === 'run').map(([, , body]) => [body.mode, body.from, body.count]);
    expect(runs).toEqual([
      ['rows', 0, 250],
      ['rows', 250, 250],
    ]);
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '下载未导入的行' })).toBeTruthy();
  });

  it('offers 全部导入 but not its button while rows are refused', async () => {
    renderEngine(
      <ImportDialog
        entity={sampleEntities.dic}
        provider={provider()}
        hospCode={undefined}
        onClose={() => undefined}
        onImported={() => undefined}
      />,
    );
    chooseFile();
    fireEvent.click(await screen.findByRole('button', { name: '检查' }));
    await screen.findByText('共 300 行：将新增 299 行，更新 0 行，1 行有错误');
    fireEvent.click(screen.getByText('全部导入：任何一行有错误则都不导入'));
    await waitFor(() => expect(screen.getByRole('button', { name: '开始导入' }).hasAttribute('disabled')).toBe(true));
  });

  it('shows the server’s refusal of a file and stays on the file step', async () => {
    renderEngine(
      <ImportDialog
        entity={sampleEntities.dic}
        provider={provider({ uploadFails: '文件已损坏或不是有效的 Excel 文件' })}
        hospCode="10001"
        onClose={() => undefined}
        onImported={() => undefined}
      />,
    );
    chooseFile();
    expect((await screen.findByRole('alert')).textContent).toBe('文件已损坏或不是有效的 Excel 文件');
    expect(screen.getByLabelText('选择 .xlsx 或 .csv 文件')).toBeTruthy();
  });
});
