// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import type { EntityIndexItem } from '../../engine/schema/entity-index';
import { freshSession, sessionAtom } from '../../platform/state/session-atoms';
import { renderWithProviders } from '../../platform/test-support/render-with-providers';
import { SchemaOrMenuPage } from './SchemaOrMenuPage';

const served: EntityIndexItem[] = [
  {
    name: 'fixture-gadget',
    title: '测试器件',
    titleEn: 'Test gadgets',
    kind: 'list',
    scope: 'hospital',
    route: '/admin/fixture-gadget',
    endpoint: '/db/fixture-gadget',
  },
];
const index = vi.hoisted(() => ({ fetchEntityIndex: vi.fn() }));
vi.mock('../../platform/api/entity-index-api', () => index);
// What the two pages render is not what this is about: only which one the path leads to.
vi.mock('./EntityRoutePage', () => ({ EntityRoutePage: ({ name }: { name: string }) => <p>schema screen {name}</p> }));
vi.mock('../shell/layout/MenuPage', () => ({ MenuPage: () => <p>menu page</p> }));

function storeWith(entitiesStatus: 'idle' | 'loaded', entities: EntityIndexItem[] = []) {
  const store = createStore();
  store.set(sessionAtom, { ...freshSession(true), entitiesStatus, entities });
  return store;
}

describe('the page at a path no static route claims', () => {
  it('is the screen of the entity the server serves at that route', async () => {
    renderWithProviders(<SchemaOrMenuPage />, { path: '/admin/fixture-gadget', store: storeWith('loaded', served) });
    expect(await screen.findByText('schema screen fixture-gadget')).toBeTruthy();
  });

  it('is the menu page at a path no served entity has', async () => {
    renderWithProviders(<SchemaOrMenuPage />, { path: '/eqp/index', store: storeWith('loaded', served) });
    expect(await screen.findByText('menu page')).toBeTruthy();
  });

  it('asks the server for its entities first when nobody has yet', async () => {
    index.fetchEntityIndex.mockResolvedValueOnce(served);
    const store = storeWith('idle');
    renderWithProviders(<SchemaOrMenuPage />, { path: '/admin/fixture-gadget', store });
    expect(await screen.findByText('schema screen fixture-gadget')).toBeTruthy();
    expect(index.fetchEntityIndex).toHaveBeenCalledTimes(1);
    expect(store.get(sessionAtom).entitiesStatus).toBe('loaded');
  });
});
