// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../platform/test-support/render-with-providers';
import { emptyReminders } from '../api/dashboard-defaults';
import { AssetTotalsPanel } from './AssetTotalsPanel';
import { ItemRemindersPanel } from './ItemRemindersPanel';
import { PanelLoading } from './PanelLoading';
import { TagSharePanel } from './TagSharePanel';

const WAITING = { waiting: true, refreshing: false };
const REFRESHING = { waiting: false, refreshing: true };
const READY = { waiting: false, refreshing: false };
const region = (name: string) => screen.getByRole('region', { name });

describe('PanelLoading', () => {
  it('before the first answer: the title over a skeleton, none of the default zeros', () => {
    const { container } = renderWithProviders(
      <PanelLoading progress={WAITING}>
        <AssetTotalsPanel countKind="eqpCount" count={0} totalPrice={0} hospCode="10001" />
      </PanelLoading>,
    );
    expect(region('设备与资产').getAttribute('aria-busy')).toBe('true');
    expect(region('设备与资产').textContent).toBe('设备与资产');
    expect(container.querySelector('.arco-skeleton')).not.toBeNull();
    expect(container.querySelector('.arco-spin-loading')).toBeNull();
  });

  it('hides an empty notice and a header total while waiting', () => {
    renderWithProviders(
      <PanelLoading progress={WAITING}>
        <TagSharePanel items={[]} hospCode="10001" />
        <ItemRemindersPanel reminders={emptyReminders} hospCode="10001" me="me" />
      </PanelLoading>,
    );
    expect(screen.queryByText('暂无设备')).toBeNull();
    expect(screen.queryByText('共 0 项')).toBeNull();
  });

  it('while refreshing: the last answer stays on screen, dimmed and marked busy', () => {
    const { container } = renderWithProviders(
      <PanelLoading progress={REFRESHING}>
        <AssetTotalsPanel countKind="eqpCount" count={800} totalPrice={267_532_400} hospCode="10001" />
      </PanelLoading>,
    );
    expect(region('设备与资产').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('26,753.24')).toBeTruthy();
    expect(container.querySelector('.arco-spin-loading')).not.toBeNull();
  });

  it('once answered: the panel as it is, zeros included when they are the answer', () => {
    const { container } = renderWithProviders(
      <PanelLoading progress={READY}>
        <AssetTotalsPanel countKind="eqpCount" count={0} totalPrice={0} hospCode="10001" />
      </PanelLoading>,
    );
    expect(region('设备与资产').getAttribute('aria-busy')).toBeNull();
    expect(screen.getByText('0.00')).toBeTruthy();
    expect(container.querySelector('.arco-skeleton')).toBeNull();
  });
});
