// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EntitySchema } from '../../schema/entity-types';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { ListScreen } from '../list/ListScreen';
import { sampleEntities } from '../stories/sample-entities';
import { sampleTables } from '../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';

/** The dictionary screen with a set action: 排序清零 sets sort to 0 on the entries of type 02 only. */
const entity: EntitySchema = {
  ...sampleEntities.dic,
  actions: [
    {
      kind: 'set',
      name: 'zero',
      label: '排序清零',
      values: { sort: 0 },
      confirm: '确定把{description}的排序清零?',
      success: '{description} 已清零',
      visibleWhen: { val: ['02'] },
    },
  ],
};

const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.arco-table-tr')];
const rowWith = (text: string) => bodyRows().find((row) => row.textContent?.includes(text))!;

describe('a set action', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('is offered only on rows its visibleWhen matches, asks with the row’s values, and writes its values', async () => {
    const provider = createMemoryDataProvider({ tables: sampleTables });
    renderEngine(<ListScreen entity={entity} provider={provider} hospCode="10001" />, '/dic?type=ACCT_TYPE');
    await screen.findByText('共 4 条');
    expect(within(rowWith('医院级标准用户')).queryByRole('button', { name: /更多/ })).toBeNull();
    fireEvent.click(within(rowWith('非标准用户')).getByRole('button', { name: /更多/ }));
    fireEvent.click((await screen.findAllByRole('menuitem')).find((item) => item.textContent === '排序清零')!);
    const question = await screen.findByText('确定把非标准用户的排序清零?');
    fireEvent.click(within(question.closest<HTMLElement>('.arco-modal')!).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('非标准用户 已清零')).toBeTruthy();
    await waitFor(() =>
      expect(provider.rowsOf('dic').find((row) => row.id === sampleTables.dic![1]!.id)).toMatchObject({ sort: 0, rowVersion: 1 }),
    );
  });
});
