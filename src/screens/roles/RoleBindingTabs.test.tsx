// @vitest-environment jsdom
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Message } from '@arco-design/web-react';
import { renderWithProviders } from '../../../platform/test-support/render-with-providers';
import { RoleBindingTabs } from './RoleBindingTabs';
import { roleEntity as role, sampleId as id, sampleRole as row, sampleRoleProvider } from './role-binding-samples';

function renderTabs(initialTab?: 'menu' | 'permission') {
  const bindMenu = vi.fn(() => null);
  const bindPermisson = vi.fn(() => null);
  const provider = sampleRoleProvider({ bindMenu, bindPermisson });
  renderWithProviders(
    <RoleBindingTabs entity={role} row={row} provider={provider} hospCode={undefined} {...(initialTab ? { initialTab } : {})} />,
  );
  return { bindMenu, bindPermisson };
}

const nodeOf = (title: string) => screen.getByText(title).closest<HTMLElement>('.arco-tree-node')!;
const isTicked = (title: string) => nodeOf(title).querySelector('.arco-checkbox-checked') !== null;
const tick = (title: string) => fireEvent.click(nodeOf(title).querySelector<HTMLElement>('.arco-checkbox')!);
const saveIn = (tab: string) => fireEvent.click(within(screen.getByRole('region', { name: tab })).getByRole('button', { name: '保存' }));

// Arco's toasts (修改成功!) leave on transition timers: close them and let those timers run before
// jsdom is torn down, or a late setState meets a missing window (an unhandled error in the run).
afterAll(async () => {
  Message.clear();
  await new Promise((resolve) => setTimeout(resolve, 500));
});

describe('RoleBindingTabs', () => {
  it('opens the menu tab with the bound leaves ticked, and saves the ticks with their parents', async () => {
    const { bindMenu } = renderTabs();
    await screen.findByText('设备台账');
    expect(screen.getByRole('tab', { name: '菜单绑定' })).toBeTruthy();
    expect(isTicked('设备台账')).toBe(true);
    expect(isTicked('维修记录')).toBe(false);
    expect(isTicked('设备管理')).toBe(false);
    tick('首页');
    saveIn('菜单绑定');
    await waitFor(() => expect(bindMenu).toHaveBeenCalledTimes(1));
    expect(bindMenu).toHaveBeenCalledWith({
      roleId: row.id,
      hospCode: '10001',
      hospMenuIdList: expect.arrayContaining([id('ledger'), id('home'), id('eqp')]),
    });
    expect((bindMenu.mock.calls[0] as unknown as [{ hospMenuIdList: string[] }])[0].hospMenuIdList).toHaveLength(3);
    expect(await screen.findByText('修改成功!')).toBeTruthy();
  });

  it('warns 至少选择一个菜单! when nothing is ticked and calls nothing', async () => {
    const warning = vi.spyOn(Message, 'warning');
    const { bindMenu } = renderTabs();
    await screen.findByText('设备台账');
    tick('设备台账');
    saveIn('菜单绑定');
    await waitFor(() => expect(warning).toHaveBeenCalledWith('至少选择一个菜单!'));
    expect(bindMenu).not.toHaveBeenCalled();
  });

  it('ticks permissions one by one on the permission tab', async () => {
    const { bindPermisson } = renderTabs('permission');
    await screen.findByText('医院部门新增');
    expect(isTicked('医院部门')).toBe(true);
    tick('系统管理');
    expect(isTicked('医院部门新增')).toBe(false);
    saveIn('权限绑定');
    await waitFor(() =>
      expect(bindPermisson).toHaveBeenCalledWith({ roleId: row.id, hospCode: '10001', hospPermissionIdList: [id('dept'), id('sys')] }),
    );
  });
});
