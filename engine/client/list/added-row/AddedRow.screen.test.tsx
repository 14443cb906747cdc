// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryDataProvider } from '../../data/memory-data-provider';
import { sampleEntities } from '../../stories/sample-entities';
import { sampleTables } from '../../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../../test-support/render-engine';
import { ListScreen } from '../ListScreen';

const NOTE = '新增的记录按当前的查询条件和排序不在本页，暂时显示在第一行。';
const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.arco-table-tr')];
const fill = (dialog: HTMLElement, placeholder: string, value: string) =>
  fireEvent.change(within(dialog).getByPlaceholderText(placeholder), { target: { value } });

async function addDictionaryRow(type: string, description: string) {
  fireEvent.click(screen.getByRole('button', { name: /新增$/ }));
  const dialog = (await screen.findByText('系统字典添加')).closest<HTMLElement>('[role="dialog"]')!;
  fill(dialog, '请输入类型', type);
  fill(dialog, '请输入描述/名称', description);
  fill(dialog, '请输入值', '9');
  fill(dialog, '请输入排序', '9');
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByText('系统字典添加')).toBeNull());
}

describe('a newly added row', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows first on this page, with a note, when the query would list it elsewhere', async () => {
    const provider = createMemoryDataProvider({ tables: sampleTables });
    renderEngine(<ListScreen entity={sampleEntities.dic} provider={provider} hospCode="10001" />, '/dic?type=ACCT_STATE');
    await screen.findByText('共 2 条');
    await addDictionaryRow('OTHER_TYPE', '别处的记录');
    expect(await screen.findByText(NOTE)).toBeTruthy();
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain('别处的记录'));
    // The count is still the query's: the pinned row is not one of its rows.
    expect(screen.getByText('共 2 条')).toBeTruthy();
    fireEvent.click(within(screen.getByText(NOTE).closest<HTMLElement>('[role="alert"]')!).getByRole('button'));
    await waitFor(() =>
      expect(
        bodyRows()
          .map((row) => row.textContent)
          .join(),
      ).not.toContain('别处的记录'),
    );
  });

  it('is highlighted where it stands when this page holds it, without a note', async () => {
    const provider = createMemoryDataProvider({ tables: sampleTables });
    renderEngine(<ListScreen entity={sampleEntities.dic} provider={provider} hospCode="10001" />, '/dic?type=ACCT_STATE');
    await screen.findByText('共 2 条');
    await addDictionaryRow('ACCT_STATE', '本页的记录');
    await screen.findByText('共 3 条');
    const added = await waitFor(() => {
      const row = bodyRows().find((item) => item.textContent?.includes('本页的记录'));
      if (!row) throw new Error('not there yet');
      return row;
    });
    expect(added.className).toMatch(/highlighted/);
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
