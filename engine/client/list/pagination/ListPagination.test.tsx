// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createMemoryDataProvider } from '../../data/memory-data-provider';
import type { EntityDataProvider } from '../../data/data-provider';
import { sampleEntities } from '../../stories/sample-entities';
import { sampleDic, sampleTables } from '../../stories/sample-tables';
import { engineTestI18n } from '../../test-support/engine-test-i18n';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../../test-support/render-engine';
import { ListScreen } from '../ListScreen';

/** The memory provider, answering `total` as the server does above its exact bound when asked to. */
function providerWith(estimated: number | undefined): EntityDataProvider {
  const memory = createMemoryDataProvider({ tables: sampleTables });
  return {
    ...memory,
    query: async (entity, body) => {
      const page = await memory.query(entity, body);
      return estimated === undefined ? page : { ...page, total: estimated, totalEstimated: true };
    },
  };
}

const renderDic = (provider: EntityDataProvider) =>
  renderEngine(<ListScreen entity={sampleEntities.dic} provider={provider} hospCode="10001" />, '/admin/system-param/dic');

afterEach(async () => {
  await act(() => engineTestI18n.changeLanguage('zh'));
});

describe('ListPagination total', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows an exact total as a count', async () => {
    renderDic(providerWith(undefined));
    expect(await screen.findByText(`共 ${sampleDic.length} 条`)).toBeTruthy();
  });

  it('says 共 10,000+ 条 when the server estimated the total, and pages by the estimate', async () => {
    renderDic(providerWith(1_000_213));
    expect(await screen.findByText('共 10,000+ 条')).toBeTruthy();
    expect(screen.getByText('100022')).toBeTruthy();
  });

  it('says 10,000+ items in English', async () => {
    await act(() => engineTestI18n.changeLanguage('en'));
    renderDic(providerWith(1_000_213));
    expect(await screen.findByText('10,000+ items')).toBeTruthy();
  });
});
