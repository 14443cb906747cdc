// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { EntityDataProvider } from '../../data/data-provider';
import type { SavedListView } from '../../data/list-view-client';
import { renderEngine, UI_TEST_TIMEOUT_MS } from '../../test-support/render-engine';
import { SaveViewDialog } from './SaveViewDialog';
import type { ListViews } from './use-list-views';

const mine: SavedListView = {
  id: 'v1',
  name: '本周报修',
  scope: 'role',
  roleId: 'r2',
  mine: true,
  state: { filters: {} },
  updated: '2026-11-28 09:00:00',
};

function views(current: SavedListView | undefined, accepted = true, scopes: ListViews['scopes'] = ['me', 'role']) {
  const save = vi.fn(async () => accepted);
  const value: ListViews = {
    available: true,
    screen: { entity: 'hosp-eqp', hospCode: '10001' },
    views: current ? [current] : [],
    defaultId: null,
    scopes,
    current,
    apply: vi.fn(),
    save,
    remove: vi.fn(),
    setDefault: vi.fn(),
  };
  return { value, save };
}

const provider = () =>
  ({
    options: vi.fn(async () => [
      { value: 'r1', label: '维修工程师' },
      { value: 'r2', label: '院领导' },
    ]),
  }) as unknown as EntityDataProvider;

describe('保存视图', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('saves a new view by default, even while one’s own view is shown, and closes', async () => {
    const { value, save } = views(mine);
    const onClose = vi.fn();
    renderEngine(<SaveViewDialog views={value} provider={provider()} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('视图名称'), { target: { value: '我的设备' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ name: '我的设备', scope: 'me' });
  });

  it('overwrites one’s own view only when asked, keeping its name and its role', async () => {
    const { value, save } = views(mine);
    renderEngine(<SaveViewDialog views={value} provider={provider()} onClose={() => undefined} />);
    fireEvent.click(screen.getByText('覆盖当前视图「本周报修」'));
    expect((screen.getByLabelText('视图名称') as HTMLInputElement).value).toBe('本周报修');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ id: 'v1', name: '本周报修', scope: 'role', roleId: 'r2' }));
  });

  it('offers only the scopes the server allows this user', () => {
    const radios = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    const first = renderEngine(
      <SaveViewDialog views={views(undefined, true, ['me']).value} provider={provider()} onClose={() => undefined} />,
    );
    expect(radios()).toEqual(['仅自己']);
    first.unmount();
    renderEngine(
      <SaveViewDialog views={views(undefined, true, ['me', 'role', 'all']).value} provider={provider()} onClose={() => undefined} />,
    );
    expect(radios()).toEqual(['仅自己', '共享给角色', '所有人']);
  });

  it('stays open with what was typed when the server refuses', async () => {
    const { value, save } = views(undefined, false);
    const onClose = vi.fn();
    renderEngine(<SaveViewDialog views={value} provider={provider()} onClose={onClose} />);
    expect(screen.queryByText(/覆盖当前视图/)).toBeNull();
    fireEvent.change(screen.getByLabelText('视图名称'), { target: { value: '重名' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('视图名称') as HTMLInputElement).value).toBe('重名');
  });
});
