// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider } from '../data/data-provider';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { sampleEntities } from '../stories/sample-entities';
import { sampleDic, sampleTables } from '../stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../test-support/render-engine';
import { ListScreen } from './ListScreen';

const withSummary: EntitySchema = {
  ...sampleEntities.dic,
  list: {
    ...sampleEntities.dic.list!,
    summary: {
      items: [
        { key: 'planned', title: '应盘' },
        { key: 'loss', title: '盘亏' },
        { key: 'absent', title: '已盘' },
      ],
    },
  },
};

/** The memory provider, its answers carrying counters as a declared query endpoint would. */
function providerWithSummary(summary: Record<string, number>): EntityDataProvider {
  const memory = createMemoryDataProvider({ tables: sampleTables });
  return { ...memory, query: async (entity, body) => ({ ...(await memory.query(entity, body)), summary }) };
}

const counterText = (key: string) => document.querySelector(`.engine-list-summary [data-summary-key="${key}"]`)?.textContent;

describe('ListSummary', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows one counter per summary item with the number the query answered, - for a missing one', async () => {
    renderEngine(
      <ListScreen entity={withSummary} provider={providerWithSummary({ planned: 1234, loss: 3 })} hospCode="10001" />,
      '/dic?hosp_code=10001',
    );
    await screen.findByText(`共 ${sampleDic.length} 条`);
    await waitFor(() => expect(counterText('planned')).toBe('应盘1,234'));
    expect(counterText('loss')).toBe('盘亏3');
    expect(counterText('absent')).toBe('已盘-');
  });

  it('draws nothing for a schema without a summary', async () => {
    renderEngine(
      <ListScreen entity={sampleEntities.dic} provider={providerWithSummary({ planned: 1 })} hospCode="10001" />,
      '/dic?hosp_code=10001',
    );
    await screen.findByText(`共 ${sampleDic.length} 条`);
    expect(document.querySelector('.engine-list-summary')).toBeNull();
  });
});

describe('ListSummary of declared counters', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows what the schema’s count and sum items compute over the list’s rows', async () => {
    const typeOf = String(sampleDic[0]!.type);
    const declared: EntitySchema = {
      ...sampleEntities.dic,
      list: {
        ...sampleEntities.dic.list!,
        summary: {
          items: [
            { key: 'all', title: '全部', count: {} },
            { key: 'firstType', title: '首类', count: { when: { type: [typeOf] } } },
          ],
        },
      },
    };
    renderEngine(
      <ListScreen entity={declared} provider={createMemoryDataProvider({ tables: sampleTables })} hospCode="10001" />,
      '/dic?hosp_code=10001',
    );
    await screen.findByText(`共 ${sampleDic.length} 条`);
    await waitFor(() => expect(counterText('all')).toBe(`全部${sampleDic.length}`));
    expect(counterText('firstType')).toBe(`首类${sampleDic.filter((row) => row.type === typeOf).length}`);
  });
});
