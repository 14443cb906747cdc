// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { Button } from '@arco-design/web-react';
import { renderWithProviders } from '../../../platform/test-support/render-with-providers';
import { freshSession, sessionAtom } from '../../../platform/state/session-atoms';
import { holdsAnyAuth } from './has-auth';
import { Permission } from './Permission';

function storeWith(authIdList: string[], isAdmin = false) {
  const store = createStore();
  store.set(sessionAtom, { ...freshSession(true), authIdList, isAdmin });
  return store;
}

describe('Permission', () => {
  it('renders its children when the user holds any listed id, and removes them otherwise', () => {
    renderWithProviders(
      <>
        <Permission ids={['sys:dic:add', 'sys:dic:update']}>
          <Button>新增</Button>
        </Permission>
        <Permission ids={['sys:dic:delete']}>
          <Button>删除</Button>
        </Permission>
      </>,
      { store: storeWith(['sys:dic:update']) },
    );
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('shows everything to a super admin', () => {
    renderWithProviders(
      <Permission ids={['sys:dic:delete']}>
        <Button>删除</Button>
      </Permission>,
      { store: storeWith([], true) },
    );
    expect(screen.getByRole('button', { name: '删除' })).toBeTruthy();
  });

  it('refuses an empty list', () => {
    expect(() => holdsAnyAuth([], new Set(['x']))).toThrow(/non-empty list/);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithProviders(<Permission ids={[]}>x</Permission>, { store: storeWith(['x']) })).toThrow(/non-empty list/);
    quiet.mockRestore();
  });
});
