// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider } from '../data/data-provider';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { sampleEntities } from '../stories/sample-entities';
import { sampleAcct, sampleTables } from '../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { ListScreen } from './ListScreen';

const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.arco-table-tr')];
const dialogTitled = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!;
const fill = (dialog: HTMLElement, placeholder: string, value: string) =>
  fireEvent.change(within(dialog).getByPlaceholderText(placeholder), { target: { value } });
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
    expect(provider.rowsOf('dic').filter((row) => row.type === 'ACCT_STATE').map((row) => row.description)).toEqual(['正常', '停用', '待定']);
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

  it('closes the dialog when the server refuses, without a success message, and keeps the list', async () => {
    const memory = createMemoryDataProvider({ tables: sampleTables });
    const refusing: EntityDataProvider = { ...memory, update: () => Promise.reject(new Error('类型已存在')) };
    renderList(sampleEntities.dic, '/dic?type=ACCT_STATE', refusing);
    await screen.findByText('共 2 条');
    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '编辑' }));
    confirmIn(await dialogTitled('系统字典修改编辑'));
    await waitFor(() => expect(screen.queryByText('系统字典修改编辑')).toBeNull());
    expect(screen.queryByText('修改成功!')).toBeNull();
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
    expect(batchUpdate).toHaveBeenCalledWith(sampleEntities.dic, {
      type: 'MERGED',
      description: '合并',
      val: 'x',
      sort: 7,
      idList: [firstPageId.id, secondPageId.id],
    });
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
    expect(action).toHaveBeenCalledWith(sampleEntities.acct, 'resetPass', { passWord: 'abc123', id: sampleAcct[2]!.id });
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
