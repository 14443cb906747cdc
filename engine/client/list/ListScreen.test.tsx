// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { sampleEntities } from '../stories/sample-entities';
import { sampleDic, sampleTables } from '../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { ListScreen } from './ListScreen';

const dic = sampleEntities.dic;

function renderDic(path = '/admin/system-param/dic?hosp_code=10001') {
  const provider = createMemoryDataProvider({ tables: sampleTables });
  return { provider, ...renderEngine(<ListScreen entity={dic} provider={provider} hospCode="10001" />, path) };
}

const bodyRows = () => document.querySelectorAll('tbody tr.arco-table-tr:not(.arco-table-expand-content)');
/** Texts of one column of the body (column 0 holds the expand buttons). */
const cellTexts = (column: number) => [...bodyRows()].map((row) => row.querySelectorAll('.arco-table-td')[column]?.textContent ?? '');

describe('ListScreen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('queries on load and shows the first page, the total and the schema columns', async () => {
    renderDic();
    expect(await screen.findByText(`共 ${sampleDic.length} 条`)).toBeTruthy();
    expect(bodyRows()).toHaveLength(10);
    for (const title of ['类型', '描述/名称', '值', '排序', '操作']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
  });

  it('runs the query when Enter is pressed in a filter, from page 1', async () => {
    const { location } = renderDic();
    await screen.findByText(`共 ${sampleDic.length} 条`);
    const type = screen.getByPlaceholderText('请输入类型');
    fireEvent.change(type, { target: { value: 'ACCT_TYPE' } });
    fireEvent.keyDown(type, { key: 'Enter', keyCode: 13 });
    expect(await screen.findByText('共 4 条')).toBeTruthy();
    expect(cellTexts(2)).toEqual(['医院级标准用户', '非标准用户', '超级管理员', '接口用户']);
    expect(location()).toBe('/admin/system-param/dic?hosp_code=10001&type=ACCT_TYPE');
  });

  it('warns 请选中至少一条待修改数据 on batch edit with nothing selected', async () => {
    renderDic();
    await screen.findByText(`共 ${sampleDic.length} 条`);
    const batchEdit = screen.getByRole('button', { name: /批量修改$/ });
    expect(batchEdit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: '批量修改模式' }));
    expect(screen.getByPlaceholderText('请输入类型').hasAttribute('disabled')).toBe(true);
    fireEvent.click(batchEdit);
    expect(await screen.findByText('请选中至少一条待修改数据')).toBeTruthy();
  });

  it('filters the loaded page with the keyword box', async () => {
    renderDic();
    await screen.findByText(`共 ${sampleDic.length} 条`);
    fireEvent.change(screen.getByPlaceholderText('表格内关键字搜索'), { target: { value: '超级' } });
    await waitFor(() => expect(cellTexts(2)).toEqual(['超级管理员']));
  });

  it('asks before deleting, then says 删除成功! and re-queries', async () => {
    const { provider } = renderDic('/dic?type=ACCT_STATE');
    await screen.findByText('共 2 条');
    const [firstRow] = bodyRows();
    fireEvent.click(within(firstRow as HTMLElement).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('提示')).toBeTruthy();
    expect(within(confirm).getByText('此操作将永久删除该条记录，是否继续?')).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: '取消' })).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
    expect(await screen.findByText('共 1 条')).toBeTruthy();
    expect(provider.rowsOf('dic').filter((row) => row.type === 'ACCT_STATE')).toHaveLength(1);
  });

  it('sorts a sortable column on the server and keeps the sort in the URL', async () => {
    const { location } = renderDic('/dic?type=ACCT_TYPE');
    await screen.findByText('共 4 条');
    const header = screen.getByText('排序', { selector: 'thead *' }).closest<HTMLElement>('.arco-table-cell-with-sorter')!;
    fireEvent.click(header);
    await waitFor(() => expect(location()).toBe('/dic?type=ACCT_TYPE&sortField=sort&sortOrder=asc'));
    fireEvent.click(header);
    await waitFor(() => expect(cellTexts(4)).toEqual(['4', '3', '2', '1']));
    expect(location()).toBe('/dic?type=ACCT_TYPE&sortField=sort&sortOrder=desc');
  });

  it('expands a row into a description list of the schema fields, at most 400px high', async () => {
    renderDic(`/dic?id=${sampleDic[0]!.id}`);
    await screen.findByText('共 1 条');
    fireEvent.click(bodyRows()[0]!.querySelector('.arco-table-expand-icon-cell button')!);
    const panel = await waitFor(() => document.querySelector<HTMLElement>('.engine-expanded-row')!);
    // A bound, not a block: a two-field panel stays two lines high.
    expect(panel.style.maxHeight).toBe('400px');
    expect(panel.style.height).toBe('');
    // Label and value side by side in one entry of a description list, the label first.
    const entry = within(panel).getByText('更新时间').parentElement!;
    expect([...entry.children].map((child) => [child.tagName, child.textContent])).toEqual([
      ['DT', '更新时间'],
      ['DD', String(sampleDic[0]!.lstupdDateTime)],
    ]);
  });
});
