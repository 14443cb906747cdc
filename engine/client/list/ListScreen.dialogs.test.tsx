// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider } from '../data/data-provider';
import { createMemoryDataProvider, MemoryRefusal } from '../data/memory-data-provider';
import { createMemoryDraftStorage } from '../dialogs/drafts/draft-store';
import { sampleEntities } from '../stories/sample-entities';
import { sampleAcct, sampleTables } from '../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { ListScreen } from './ListScreen';

const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.arco-table-tr')];
const dialogTitled = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!;
const fill = (dialog: HTMLElement, placeholder: string, value: string) =>
  fireEvent.change(within(dialog).getByPlaceholderText(placeholder), { target: { value } });
/** The element once it is there (waitFor retries until the lookup finds it). */
const found = (lookup: () => HTMLElement | null) =>
  waitFor(() => {
    const element = lookup();
    if (!element) throw new Error('not there yet');
    return element;
  });
const confirmIn = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

const renderList = (entity: EntitySchema, path: string, provider: EntityDataProvider) =>
  renderEngine(<ListScreen entity={entity} provider={provider} hospCode="10001" />, path);

afterEach(() => vi.restoreAllMocks());

describe('ListScreen dialogs', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('adds through the 系统字典添加 dialog, says 添加成功! and re-queries', async () => {
    const provider = createMemoryDataProvider({ tables: sampleTables });
    renderList(sampleEntities.dic, '/dic?type=ACCT_STATE', provider);
    await screen.findByText('共 2 条');
    fireEvent.click(screen.getByRole('button', { name: /新增$/ }));
    const dialog = await dialogTitled('系统字典添加');
    confirmIn(dialog);
    expect(await within(dialog).findByText('类型为必输项')).toBeTruthy();
    fill(dialog, '请输入类型', 'ACCT_STATE');
    fill(dialog, '请输入描述/名称', '待定');
    fill(dialog, '请输入值', '2');
    fill(dialog, '请输入排序', '3');
    confirmIn(dialog);
    expect(await screen.findByText('添加成功!')).toBeTruthy();
    expect(await screen.findByText('共 3 条')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('系统字典添加')).toBeNull());
    expect(
      provider
        .rowsOf('dic')
        .filter((row) => row.type === 'ACCT_STATE')
        .map((row) => row.description),
    ).toEqual(['正常', '停用', '待定']);
  });

  it('edits with the row values, says 修改成功! and shows the change', async () => {
    const provider = createMemoryDataProvider({ tables: sampleTables });
    renderList(sampleEntities.dic, '/dic?type=ACCT_STATE', provider);
    await screen.findByText('共 2 条');
    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '编辑' }));
    const dialog = await dialogTitled('系统字典修改编辑');
    expect((within(dialog).getByPlaceholderText('请输入描述/名称') as HTMLInputElement).value).toBe('正常');
    fill(dialog, '请输入描述/名称', '已启用');
    confirmIn(dialog);
    expect(await screen.findByText('修改成功!')).toBeTruthy();
    expect(await screen.findByText('已启用')).toBeTruthy();
    expect(provider.rowsOf('dic').find((row) => row.type === 'ACCT_STATE' && row.val === '1')?.description).toBe('已启用');
  });

  it('keeps the dialog open when the server refuses, with what was typed and the message at its field', async () => {
    const memory = createMemoryDataProvider({ tables: sampleTables });
    const refusing: EntityDataProvider = { ...memory, update: () => Promise.reject(new MemoryRefusal('002', '该类型下已存在相同的值')) };
    renderList(sampleEntities.dic, '/dic?type=ACCT_STATE', refusing);
    await screen.findByText('共 2 条');
    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '编辑' }));
    const dialog = await dialogTitled('系统字典修改编辑');
    fill(dialog, '请输入值', '0');
    confirmIn(dialog);
    await waitFor(() => expect(dialog.querySelector('[data-field="val"] [role="alert"]')?.textContent).toBe('该类型下已存在相同的值'));
    expect(screen.queryByText('修改成功!')).toBeNull();
    expect((within(dialog).getByPlaceholderText('请输入值') as HTMLInputElement).value).toBe('0');
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });

  it('batch-edits the rows selected on several pages with {idList, ...fields}', async () => {
    const memory = createMemoryDataProvider({ tables: sampleTables });
    const batchUpdate = vi.spyOn(memory, 'batchUpdate');
    renderList(sampleEntities.dic, '/dic?pageSize=10', memory);
    await screen.findByText(/共 \d+ 条/);
    fireEvent.click(screen.getByRole('switch', { name: '批量修改模式' }));
    const firstPageId = selectRow(0);
    fireEvent.click(screen.getByText('2', { selector: '.arco-pagination-item' }));
    await waitFor(() => expect(bodyRows()[0]?.textContent).not.toContain(firstPageId.text));
    const secondPageId = selectRow(1);
    expect(screen.getByText('已选 2 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /批量修改$/ }));
    const dialog = await dialogTitled('系统字典批量修改');
    fill(dialog, '请输入类型', 'MERGED');
    fill(dialog, '请输入描述/名称', '合并');
    fill(dialog, '请输入值', 'x');
    fill(dialog, '请输入排序', '7');
    confirmIn(dialog);
    expect(await screen.findByText('修改成功!')).toBeTruthy();
    expect(batchUpdate).toHaveBeenCalledWith(
      sampleEntities.dic,
      {
        type: 'MERGED',
        description: '合并',
        val: 'x',
        sort: 7,
        rowVersions: { [firstPageId.id]: 0, [secondPageId.id]: 0 },
        idList: [firstPageId.id, secondPageId.id],
      },
      { quietCodes: ['409'] },
    );
  });

  it('batch-edits one chosen field and leaves every other field of every row as it was', async () => {
    const memory = createMemoryDataProvider({ tables: sampleTables });
    renderList(sampleEntities.dic, '/dic?type=ACCT_STATE', memory);
    await screen.findByText('共 2 条');
    fireEvent.click(screen.getByRole('switch', { name: '批量修改模式' }));
    for (const row of bodyRows()) fireEvent.click(row.querySelector('input[type="checkbox"]')!);
    fireEvent.click(screen.getByRole('button', { name: /批量修改$/ }));
    const dialog = await dialogTitled('系统字典批量修改');
    fill(dialog, '请输入排序', '42');
    confirmIn(dialog);
    expect(await screen.findByText('修改成功!')).toBeTruthy();
    const rows = memory.rowsOf('dic').filter((row) => row.type === 'ACCT_STATE');
    expect(rows.map((row) => [row.description, row.val, row.sort])).toEqual([
      ['正常', '1', 42],
      ['停用', '0', 42],
    ]);
  });

  it('batch: rows changed since they were selected are named; 仍然保存 saves with their new versions', async () => {
    const memory = createMemoryDataProvider({ tables: sampleTables });
    renderList(sampleEntities.dic, '/dic?type=ACCT_STATE', memory);
    await screen.findByText('共 2 条');
    fireEvent.click(screen.getByRole('switch', { name: '批量修改模式' }));
    for (const row of bodyRows()) fireEvent.click(row.querySelector('input[type="checkbox"]')!);
    const stopped = memory.rowsOf('dic').find((row) => row.type === 'ACCT_STATE' && row.val === '0')!;
    await memory.update(sampleEntities.dic, { id: stopped.id, description: '已停用' });
    fireEvent.click(screen.getByRole('button', { name: /批量修改$/ }));
    const dialog = await dialogTitled('系统字典批量修改');
    fill(dialog, '请输入排序', '5');
    confirmIn(dialog);
    const panel = await found(() => dialog.querySelector<HTMLElement>('.engine-batch-conflict'));
    expect(panel.querySelector(`[data-conflict-row="${stopped.id}"]`)?.textContent).toBe(`ACCT_STATE （${stopped.id}）`);
    expect(panel.querySelectorAll('[data-conflict-row]')).toHaveLength(1);
    expect(screen.queryByText('修改成功!')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: '仍然保存' }));
    expect(await screen.findByText('修改成功!')).toBeTruthy();
    expect(memory.rowsOf('dic').find((row) => row.id === stopped.id)).toMatchObject({ description: '已停用', sort: 5 });
  });

  it('runs a schema action (重置密码) on its row with its dialog', async () => {
    const memory = createMemoryDataProvider({ tables: sampleTables });
    const action = vi.spyOn(memory, 'action');
    renderList(sampleEntities.acct, `/acct?id=${sampleAcct[2]!.id}`, memory);
    await screen.findByText('共 1 条');
    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '重置密码' }));
    const dialog = await dialogTitled('重置登录密码');
    fireEvent.change(dialog.querySelector('input[type="password"]')!, { target: { value: 'abc123' } });
    confirmIn(dialog);
    expect(await screen.findByText('修改成功!')).toBeTruthy();
    expect(action).toHaveBeenCalledWith(
      sampleEntities.acct,
      'resetPass',
      { passWord: 'abc123', id: sampleAcct[2]!.id, rowVersion: 0 },
      { quietCodes: ['409'] },
    );
  });
});

describe('ListScreen edit conflicts', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  const openEdit = async (memory: EntityDataProvider) => {
    renderList(sampleEntities.dic, '/dic?type=ACCT_STATE', memory);
    await screen.findByText('共 2 条');
    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '编辑' }));
    return dialogTitled('系统字典修改编辑');
  };
  const normal = () => sampleTables.dic!.find((row) => row.type === 'ACCT_STATE' && row.val === '1')!;

  it('merges silently when someone else changed another field meanwhile', async () => {
    const memory = createMemoryDataProvider({ tables: sampleTables });
    const dialog = await openEdit(memory);
    await memory.update(sampleEntities.dic, { id: normal().id, sort: 9 });
    fill(dialog, '请输入描述/名称', '已启用');
    confirmIn(dialog);
    expect(await screen.findByText('修改成功!')).toBeTruthy();
    expect(memory.rowsOf('dic').find((row) => row.id === normal().id)).toMatchObject({ description: '已启用', sort: 9, rowVersion: 2 });
  });

  it('shows a field both changed with mine, saved now and when opened; the choice shows in the form and is saved', async () => {
    const memory = createMemoryDataProvider({ tables: sampleTables });
    const dialog = await openEdit(memory);
    await memory.update(sampleEntities.dic, { id: normal().id, description: '他人的' });
    fill(dialog, '请输入描述/名称', '我的');
    confirmIn(dialog);
    const row = await found(() => dialog.querySelector<HTMLElement>('[data-conflict-field="description"]'));
    expect(['mine', 'theirs', 'base'].map((side) => row.querySelector(`[data-side="${side}"]`)?.textContent)).toEqual([
      '我的',
      '他人的',
      '正常',
    ]);
    expect(screen.queryByText('修改成功!')).toBeNull();
    const description = () => (within(dialog).getByPlaceholderText('请输入描述/名称') as HTMLInputElement).value;
    expect(description()).toBe('我的');
    fireEvent.click(within(row).getByText('保留当前'));
    await waitFor(() => expect(description()).toBe('他人的'));
    fireEvent.click(within(row).getByText('应用我的'));
    await waitFor(() => expect(description()).toBe('我的'));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功!')).toBeTruthy();
    expect(memory.rowsOf('dic').find((item) => item.id === normal().id)).toMatchObject({ description: '我的', rowVersion: 2 });
  });
});

describe('ListScreen drafts', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it("offers a screen's drafts when it mounts: 继续编辑 reopens the dialog restored, 丢弃 drops it", async () => {
    const row = sampleTables.dic!.find((item) => item.type === 'ACCT_STATE' && item.val === '1')!;
    const drafts = createMemoryDraftStorage({
      [`dic|10001|edit|${row.id}`]: {
        entity: 'dic',
        hospCode: '10001',
        dialog: 'edit',
        rowId: row.id,
        row,
        base: { type: 'ACCT_STATE', description: '正常', val: '1', sort: 1 },
        rowVersion: 0,
        values: { description: '草稿描述' },
        savedAt: 2,
      },
      'dic|10001|add|': { entity: 'dic', hospCode: '10001', dialog: 'add', values: { type: 'NEW' }, savedAt: 1 },
    });
    const memory = createMemoryDataProvider({ tables: sampleTables, drafts });
    renderList(sampleEntities.dic, '/dic?type=ACCT_STATE', memory);
    const notice = await found(() => document.querySelector<HTMLElement>('.engine-screen-drafts'));
    expect(notice.textContent).toContain('系统字典修改编辑 · ACCT_STATE');
    fireEvent.click(within(notice.querySelector<HTMLElement>('[data-draft-dialog="add"]')!).getByRole('button', { name: '丢弃' }));
    await waitFor(() => expect(notice.querySelector('[data-draft-dialog="add"]')).toBeNull());
    fireEvent.click(within(notice).getByRole('button', { name: '继续编辑' }));
    const dialog = await dialogTitled('系统字典修改编辑');
    expect(within(dialog).getByText('已恢复未保存的草稿')).toBeTruthy();
    expect((within(dialog).getByPlaceholderText('请输入描述/名称') as HTMLInputElement).value).toBe('草稿描述');
    confirmIn(dialog);
    expect(await screen.findByText('修改成功!')).toBeTruthy();
    expect(drafts.read()).toEqual({});
    expect(document.querySelector('.engine-screen-drafts')).toBeNull();
  });
});

/** Ticks the checkbox of a body row; returns its sample row's id and its text (to tell pages apart). */
function selectRow(index: number): { id: string; text: string } {
  const row = bodyRows()[index]!;
  fireEvent.click(row.querySelector('input[type="checkbox"]')!);
  const text = row.textContent ?? '';
  // Cells read type, description, val, sort: the first three name one sample row.
  const match = sampleTables.dic!.find((sample) => text.startsWith(`${sample.type}${sample.description}${sample.val}`));
  if (!match) throw new Error(`no sample row for ${text}`);
  return { id: match.id, text };
}
