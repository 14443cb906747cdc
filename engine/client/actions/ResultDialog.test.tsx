// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EntitySchema } from '../../schema/entity-types';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { ListScreen } from '../list/ListScreen';
import { sampleEntities } from '../stories/sample-entities';
import { sampleTables } from '../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { resultValues } from './ResultDialog';

const result = {
  title: '新的口令',
  notice: '只显示这一次',
  fields: [
    { field: 'token', title: '口令' },
    { field: 'missing', title: '没有的值' },
  ],
};

/** The dictionary screen with one operation whose answer is shown once. */
const entity: EntitySchema = {
  ...sampleEntities.dic,
  endpoints: [{ name: 'reveal', handler: 'dic/reveal' }],
  actions: [{ kind: 'operation', name: 'reveal', label: '生成口令', body: { id: '{id}' }, success: '已生成', result }],
};

describe('the result dialog', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('reads the listed fields of the answer, empty when absent', () => {
    expect(resultValues(result, { token: 'abc', extra: 1 })).toEqual([
      { field: 'token', title: '口令', value: 'abc' },
      { field: 'missing', title: '没有的值', value: '' },
    ]);
    expect(resultValues(result, null).map((item) => item.value)).toEqual(['', '']);
  });

  it('shows an operation answer once, after the success notice, until its button closes it', async () => {
    const provider = createMemoryDataProvider({ tables: sampleTables, endpoints: { 'dic/reveal': () => ({ token: 'sk_once', id: 'x' }) } });
    renderEngine(<ListScreen entity={entity} provider={provider} hospCode="10001" />, '/dic?type=ACCT_TYPE');
    await screen.findByText('共 4 条');
    const row = document.querySelectorAll<HTMLElement>('tbody tr.arco-table-tr')[0]!;
    fireEvent.click(within(row).getByRole('button', { name: /更多/ }));
    fireEvent.click((await screen.findAllByRole('menuitem')).find((item) => item.textContent === '生成口令')!);
    expect(await screen.findByText('已生成')).toBeTruthy();
    const dialog = (await screen.findByText('新的口令')).closest<HTMLElement>('.arco-modal')!;
    expect(within(dialog).getByText('只显示这一次')).toBeTruthy();
    expect(dialog.querySelector<HTMLInputElement>('[data-result-field="token"]')!.value).toBe('sk_once');
    expect(dialog.querySelectorAll('[data-result-copy]')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: '我已保存，关闭' }));
    await waitFor(() => expect(screen.queryByText('sk_once')).toBeNull());
  });
});
