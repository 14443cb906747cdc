// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { renderWithProviders } from '../../../platform/test-support/render-with-providers';
import * as stories from './TagsBarView.stories';

const { SeveralTabs } = composeStories(stories);

describe('TagsBarView', () => {
  it('shows the tabs, the current one selected, close icons except on the fixed tab', () => {
    renderWithProviders(<SeveralTabs />);
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'))).toEqual(['首页', '设备台账', '维修记录', '在保设备']);
    expect(screen.getByRole('tab', { name: '维修记录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('button', { name: '关闭 首页' })).toBeNull();
    expect(screen.getByRole('button', { name: '关闭 设备台账' })).toBeTruthy();
  });

  it('opens on click, closes with the icon or the middle button', () => {
    renderWithProviders(<SeveralTabs />);
    fireEvent.click(screen.getByRole('tab', { name: '设备台账' }));
    expect(SeveralTabs.args.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/eqp/index' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭 设备台账' }));
    expect(SeveralTabs.args.onClose).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/eqp/index' }));
    fireEvent.mouseUp(screen.getByRole('tab', { name: '在保设备' }), { button: 1 });
    expect(SeveralTabs.args.onClose).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/insured-equipment-record' }));
    fireEvent.mouseUp(screen.getByRole('tab', { name: '首页' }), { button: 1 });
    expect(SeveralTabs.args.onClose).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/home/dashboard' }));
  });

  it('right-click: the menu (without 关闭 on the fixed tab) acts on that tab and hides on any click', () => {
    renderWithProviders(<SeveralTabs />);
    fireEvent.contextMenu(screen.getByRole('tab', { name: '首页' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['刷新', '关闭其他', '关闭所有']);
    fireEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.contextMenu(screen.getByRole('tab', { name: '设备台账' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '关闭其他' }));
    expect(SeveralTabs.args.onCloseOthers).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/eqp/index' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
