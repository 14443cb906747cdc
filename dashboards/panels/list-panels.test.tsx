// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../platform/test-support/render-with-providers';
import { DashboardSearchPanel } from './DashboardSearchPanel';
import { RepairCarouselPanel } from './RepairCarouselPanel';
import { RunningStatusPanel } from './RunningStatusPanel';
import { TeamWorkbenchPanel } from './TeamWorkbenchPanel';
import { SAMPLE_HOSP_CODE as H, sampleRepairs, sampleRunningStatus, sampleTeam } from './sample-data';

const region = (name: string) => screen.getByRole('region', { name });

describe('TeamWorkbenchPanel', () => {
  it('flags only members with more than 15 jobs and links their open work', () => {
    renderWithProviders(<TeamWorkbenchPanel scope="mtc" onScopeChange={vi.fn()} summary={sampleTeam} hospCode={H} />);
    const panel = region('团队工作台');
    expect(within(panel).getAllByRole('img', { name: '任务较多：超过 15 项' })).toHaveLength(1);
    const first = within(panel).getByRole('link', { name: '张工程师 18' });
    expect(first.getAttribute('href')).toBe('/mtc-record?hosp_code=10001&currentEgnId=65f0a1b2c3d4e5f601230001&notFinish=true');
    expect(within(panel).getByText('41')).toBeTruthy();
    expect(within(panel).getByText('96')).toBeTruthy();
  });

  it('does not flag exactly 15 jobs', () => {
    const summary = { ...sampleTeam, dataList: [{ engineerId: 'e1', engineerName: '甲', jobCount: 15 }] };
    renderWithProviders(<TeamWorkbenchPanel scope="patrol" onScopeChange={vi.fn()} summary={summary} hospCode={H} />);
    expect(screen.queryByRole('img', { name: /任务较多/ })).toBeNull();
  });

  it('has no per-person link across all task types together', () => {
    renderWithProviders(<TeamWorkbenchPanel scope="all" onScopeChange={vi.fn()} summary={sampleTeam} hospCode={H} />);
    expect(within(region('团队工作台')).queryAllByRole('link')).toHaveLength(0);
  });
});

describe('DashboardSearchPanel', () => {
  it('opens repair records on Enter in the order-number box, and the equipment list from the name box', () => {
    const onOpen = vi.fn();
    renderWithProviders(<DashboardSearchPanel hospCode={H} onOpen={onOpen} />);
    const repair = screen.getByPlaceholderText('输入报修单号，回车查看维修记录');
    fireEvent.change(repair, { target: { value: 'WX20261121001' } });
    fireEvent.keyDown(repair, { key: 'Enter', keyCode: 13 });
    expect(onOpen).toHaveBeenLastCalledWith('/mtc-record?hosp_code=10001&seqNo=WX20261121001');
    const equipment = screen.getByPlaceholderText('输入设备名称，回车查看设备台账');
    fireEvent.change(equipment, { target: { value: '呼吸机' } });
    fireEvent.keyDown(equipment, { key: 'Enter', keyCode: 13 });
    expect(onOpen).toHaveBeenLastCalledWith(`/eqp/index?hosp_code=10001&eqpName=${encodeURIComponent('呼吸机')}`);
  });

  it('does nothing for a blank search', () => {
    const onOpen = vi.fn();
    renderWithProviders(<DashboardSearchPanel hospCode={H} onOpen={onOpen} />);
    const repair = screen.getByPlaceholderText('输入报修单号，回车查看维修记录');
    fireEvent.change(repair, { target: { value: '   ' } });
    fireEvent.keyDown(repair, { key: 'Enter', keyCode: 13 });
    expect(onOpen).not.toHaveBeenCalled();
  });
});

describe('RunningStatusPanel', () => {
  const limitOf = () => region('设备运行状态').querySelector('[data-max-height]')?.getAttribute('data-max-height') ?? null;

  it('shows eight tags whole, with no height limit', () => {
    renderWithProviders(<RunningStatusPanel items={sampleRunningStatus(8)} hospCode={H} />);
    expect(limitOf()).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(9);
  });

  it('grows to the tall height above eight tags, and scrolls there', () => {
    renderWithProviders(<RunningStatusPanel items={sampleRunningStatus(9)} hospCode={H} />);
    expect(limitOf()).toBe('440');
  });
});

describe('RepairCarouselPanel', () => {
  it('puts six orders on a page and links each to its record', () => {
    renderWithProviders(<RepairCarouselPanel items={sampleRepairs} hospCode={H} autoPlay={false} />);
    const panel = region('维修列表');
    // The pages not on show are hidden from assistive technology until the carousel turns to them.
    const pages = within(panel).getAllByRole('group', { hidden: true });
    expect(pages).toHaveLength(3);
    expect(within(panel).getAllByRole('group')).toEqual([pages[0]]);
    expect(within(pages[0] as HTMLElement).getAllByRole('link')).toHaveLength(6);
    expect(within(pages[2] as HTMLElement).getAllByRole('link', { hidden: true })).toHaveLength(2);
    const first = sampleRepairs[0];
    expect(
      within(pages[0] as HTMLElement)
        .getAllByRole('link')[0]
        ?.getAttribute('href'),
    ).toBe(`/mtc-record?hosp_code=10001&id=${first?.id}`);
  });
});
