// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { EntitySchema } from '../schema/entity-types';
import { createMemoryDataProvider } from './data/memory-data-provider';
import { ListScreen } from './list/ListScreen';
import { createRegistry } from './registry';
import { EntityScreen } from './EntityScreen';
import { registerScreen, screenRegistry } from './screen-registry';
import { sampleEntities } from './stories/sample-entities';
import { sampleResources, sampleTables } from './stories/sample-tables';
import { renderEngine, UI_TEST_TIMEOUT_MS } from './test-support/render-engine';

const provider = () => createMemoryDataProvider({ tables: sampleTables, resources: sampleResources });

describe('screen registry', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('maps list and tree to their screens and refuses a duplicate kind unless told to override', () => {
    expect(screenRegistry.get('list')).toBe(ListScreen);
    expect(screenRegistry.get('tree')).toBeTypeOf('function');
    expect(() => registerScreen('list', ListScreen)).toThrow(
      'Screen kind "list" is already registered; pass { override: true } to replace it',
    );
    const registry = createRegistry<string>('Thing', { a: 'first' });
    registry.register('a', 'second', { override: true });
    registry.register('b', 'third');
    expect([registry.get('a'), registry.get('b'), registry.get('toString')]).toEqual(['second', 'third', undefined]);
  });

  it('EntityScreen renders a list schema as the list screen', async () => {
    renderEngine(<EntityScreen entity={sampleEntities.acct} provider={provider()} />, '/admin/acct-manage');
    expect(await screen.findByText('共 12 条')).toBeTruthy();
    expect(screen.getAllByText('账号名称/姓名').length).toBeGreaterThan(0);
  });

  it("EntityScreen renders a tree schema as the tree screen in the URL's hosp_code", async () => {
    renderEngine(<EntityScreen entity={sampleEntities['hosp-dept']} provider={provider()} />, '/admin/hospital/hosp-dept?hosp_code=10002');
    await waitFor(() =>
      expect([...document.querySelectorAll('.arco-tree-node-title-text')].map((node) => node.textContent)).toEqual(['设备处', '检验科']),
    );
  });

  it('EntityScreen says so for a kind nobody registered', () => {
    const odd = { ...sampleEntities.dic, kind: 'board' } as unknown as EntitySchema;
    renderEngine(<EntityScreen entity={odd} provider={provider()} />);
    expect(screen.getByText('未知的页面类型：board')).toBeTruthy();
  });
});
