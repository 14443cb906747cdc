// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../platform/test-support/render-with-providers';
import { SHORTCUT_COLOURS } from '../logic/menu-choices';
import { ShortcutMenusPanel } from './ShortcutMenusPanel';
import { SAMPLE_HOSP_CODE as H, sampleMenuChoices } from './sample-data';

describe('ShortcutMenusPanel', () => {
  it('shows the shortcuts as coloured links carrying hosp_code', () => {
    renderWithProviders(
      <ShortcutMenusPanel hospCode={H} choices={sampleMenuChoices} shortcuts={sampleMenuChoices.slice(0, 2)} onSave={vi.fn()} />,
    );
    const panel = screen.getByRole('region', { name: '常用菜单' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['设备台账', '/eqp/index?hosp_code=10001'],
      ['维修记录', '/mtc-record?hosp_code=10001'],
    ]);
    expect(links.map((link) => link.style.background)).toEqual([hex(SHORTCUT_COLOURS[0]), hex(SHORTCUT_COLOURS[1])]);
  });

  it('lets the user tick at most seven pages and saves them in the order ticked', () => {
    const onSave = vi.fn();
    renderWithProviders(<ShortcutMenusPanel hospCode={H} choices={sampleMenuChoices} shortcuts={[]} onSave={onSave} />);
    expect(screen.getByText('还没有常用菜单，点击“设置”添加')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /设置/ }));
    const dialog = screen.getByRole('dialog');
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(9);
    for (const index of [3, 0, 1, 2, 4, 5, 6]) fireEvent.click(boxes[index] as HTMLInputElement);
    expect(within(dialog).getByText('已选 7/7 个，最多 7 个')).toBeTruthy();
    expect(boxes[7]?.disabled).toBe(true);
    expect(boxes[8]?.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith([
      '/guar-equipment-record',
      '/eqp/index',
      '/mtc-record',
      '/insured-equipment-record',
      '/daily-patrol-detail',
      '/patrol-detail',
      '/maintain-detail',
    ]);
  });
});

/** jsdom reports inline colours as rgb(). */
function hex(colour: string | undefined): string {
  const value = Number.parseInt((colour ?? '#000000').slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
