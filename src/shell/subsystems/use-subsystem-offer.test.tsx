// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { rememberShownPath } from '../../../platform/routing/navigation-memory';
import { subsystemDialogAtom } from '../../../platform/state/shell-atoms';
import { useSubsystemOfferOnArrival } from './use-subsystem-offer';

function render(variant: 'admin' | 'hospital', hospCode: string | null) {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <MemoryRouter initialEntries={['/home/dashboard?hosp_code=10001']}>{children}</MemoryRouter>
    </JotaiProvider>
  );
  const seen: boolean[] = [];
  renderHook(
    () => {
      const pending = useSubsystemOfferOnArrival(variant, hospCode);
      seen.push(pending);
      return pending;
    },
    { wrapper },
  );
  return { store, seen };
}

describe('the subsystem offer on arrival from /welcome', () => {
  it('is pending from the very first render until the dialog is open', () => {
    rememberShownPath('/welcome');
    rememberShownPath('/home/dashboard');
    const { store, seen } = render('hospital', '10001');
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    expect(store.get(subsystemDialogAtom)).toEqual({ open: true, hospCode: '10001' });
  });

  it('is never pending on any other arrival', () => {
    rememberShownPath('/eqp/index');
    rememberShownPath('/home/dashboard');
    const { store, seen } = render('hospital', '10001');
    expect(seen.every((pending) => !pending)).toBe(true);
    expect(store.get(subsystemDialogAtom).open).toBe(false);
  });
});
