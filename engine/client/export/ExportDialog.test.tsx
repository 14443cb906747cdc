// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sampleEntities } from '../stories/sample-entities';
import { sampleAcct } from '../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { ExportDialog } from './ExportDialog';

const rows = sampleAcct.slice(0, 2).map((row) => ({ ...row, typeDesc: '医院级标准用户' }));
let saved: { blob: Blob; name: string }[] = [];

beforeEach(() => {
  saved = [];
  // jsdom has no object URLs; capture what would be downloaded instead.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ blob: blob as Blob, name: '' });
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved[saved.length - 1]!.name = this.download;
  });
});
afterEach(() => vi.restoreAllMocks());

const dialog = () => screen.getByRole('dialog');
const confirm = () => fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));

describe('ExportDialog', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('ticks every export column at first and downloads the selected rows as CSV', async () => {
    const onClose = vi.fn();
    renderEngine(<ExportDialog entity={sampleEntities.acct} rows={rows} onClose={onClose} />);
    // Every column by its title, never a field key.
    expect(
      within(dialog())
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['全选', 'ID', '账号名称/姓名', '手机号']);
    const boxes = within(dialog()).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([true, true, true, true]);
    expect(within(dialog()).getByText('将导出 2 条数据')).toBeTruthy();
    confirm();
    expect(onClose).toHaveBeenCalled();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^table-list\d{4}-\d{2}-\d{2}-\d{4}_2条\.csv$/);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(`\uFEFFID,账号名称/姓名,手机号\r\n${rows[0]!.id},张伟,13800001000\r\n${rows[1]!.id},王芳,13800001001`);
  });

  it('says 导出数据为空 when no row is selected', async () => {
    renderEngine(<ExportDialog entity={sampleEntities.acct} rows={[]} onClose={() => {}} />);
    confirm();
    expect(await screen.findByText('导出数据为空')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('says 请至少选择一个导出信息列 when every column is unticked', async () => {
    const onClose = vi.fn();
    renderEngine(<ExportDialog entity={sampleEntities.acct} rows={rows} onClose={onClose} />);
    fireEvent.click(within(dialog()).getByText('全选'));
    await waitFor(() => expect((within(dialog()).getAllByRole('checkbox') as HTMLInputElement[]).some((box) => box.checked)).toBe(false));
    confirm();
    expect(await screen.findByText('请至少选择一个导出信息列')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
