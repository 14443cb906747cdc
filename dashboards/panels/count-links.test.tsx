// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../platform/test-support/render-with-providers';
import { AssetTotalsPanel } from './AssetTotalsPanel';
import { FigureAccessContext } from './figure-access-context';
import { PreventiveTasksPanel } from './PreventiveTasksPanel';
import { RunningStatusPanel } from './RunningStatusPanel';
import { TagSharePanel } from './TagSharePanel';
import { TeamWorkbenchPanel } from './TeamWorkbenchPanel';
import { UsageRatePanel } from './UsageRatePanel';
import { SAMPLE_HOSP_CODE as H, samplePreventive, sampleTeam } from './sample-data';

// jsdom has no canvas for G2: a gauge is an empty box here.
vi.mock('../charts/G2Chart', () => ({ G2Chart: () => <div role="img" /> }));

/**
 * The counts wired last (issue 10 item 4): each opens the list of exactly what it counts
 * (tests/api/navigation-targets.test.ts pins the totals), and only when it is greater than zero.
 */
const region = (name: string) => screen.getByRole('region', { name });
const hrefOf = (panel: HTMLElement, name: string) => within(panel).getByRole('link', { name }).getAttribute('href');

describe('PreventiveTasksPanel', () => {
  it("links every positive count to its type's tasks of that row", () => {
    renderWithProviders(<PreventiveTasksPanel items={samplePreventive} hospCode={H} />);
    const panel = region('预防性维护任务');
    expect(within(panel).getAllByRole('link')).toHaveLength(24);
    expect(hrefOf(panel, '本月计划 日常巡检 30')).toBe('/daily-patrol-detail?hosp_code=10001&dueMonth=true');
    expect(hrefOf(panel, '本月已完成 保养 11')).toBe('/maintain-detail?hosp_code=10001&finishMonth=true');
    expect(hrefOf(panel, '待执行 计量 2')).toBe('/metering-plan?hosp_code=10001&taskStatus=02');
    expect(hrefOf(panel, '已超期 大型设备巡检 1')).toBe('/eqpLevelOne/major-patrol/major-patrol-detail?hosp_code=10001&taskStatus=03');
  });

  it('leaves a zero as text', () => {
    const [planned] = samplePreventive;
    const items = [{ taskDesc: '已超期', taskCountInfo: { ...planned!.taskCountInfo, qualityCount: 0 } }];
    renderWithProviders(<PreventiveTasksPanel items={items} hospCode={H} />);
    const panel = region('预防性维护任务');
    expect(within(panel).queryByRole('link', { name: /质控/ })).toBeNull();
    expect(within(panel).getAllByRole('link')).toHaveLength(5);
  });
});

describe('TagSharePanel', () => {
  it("links a tag's count to its equipment, and not a zero", () => {
    const items = [
      { tagName: '监护类', tagCode: '05', eqpCount: 1234, tagRate: 1 },
      { tagName: '消毒灭菌类', tagCode: '07', eqpCount: 0, tagRate: 0 },
    ];
    renderWithProviders(<TagSharePanel items={items} hospCode={H} />);
    const panel = region('设备标签占比');
    expect(hrefOf(panel, '监护类 1234')).toBe('/eqp/index?hosp_code=10001&tagCode=05');
    expect(within(panel).getAllByRole('link')).toHaveLength(1);
    expect(within(panel).getByText('0 台')).toBeTruthy();
  });
});

describe('RunningStatusPanel', () => {
  it("links a tag's normal (01) and faulty (02, 03) counts, and not a zero", () => {
    const items = [{ tagName: '监护类', tagCode: '05', eqpCount: 12, normalCount: 9, mtcCount: 0 }];
    renderWithProviders(<RunningStatusPanel items={items} hospCode={H} />);
    const panel = region('设备运行状态');
    expect(hrefOf(panel, '监护类 正常 9')).toBe('/eqp/index?hosp_code=10001&tagCode=05&state=01');
    expect(within(panel).queryByRole('link', { name: /故障/ })).toBeNull();
  });

  it('opens the faulty ones as awaiting repair or under repair', () => {
    const items = [{ tagName: '监护类', tagCode: '05', eqpCount: 12, normalCount: 0, mtcCount: 3 }];
    renderWithProviders(<RunningStatusPanel items={items} hospCode={H} />);
    const panel = region('设备运行状态');
    expect(hrefOf(panel, '监护类 故障 3')).toBe('/eqp/index?hosp_code=10001&tagCode=05&stateList=02%2C03');
    expect(within(panel).getAllByRole('link')).toHaveLength(1);
  });
});

describe('UsageRatePanel', () => {
  it("links the tag's equipment in use and all of it, and not a zero", () => {
    const items = [
      { tagName: '监护类', tagCode: '05', eqpCount: 1500, usingCount: 1200, useRate: 0.8 },
      { tagName: '消毒灭菌类', tagCode: '07', eqpCount: 4, usingCount: 0, useRate: 0 },
    ];
    renderWithProviders(<UsageRatePanel items={items} hospCode={H} />);
    const panel = region('设备使用率');
    expect(hrefOf(panel, '监护类 在用 1200')).toBe('/eqp/index?hosp_code=10001&tagCode=05&inUse=true');
    expect(hrefOf(panel, '监护类 1500')).toBe('/eqp/index?hosp_code=10001&tagCode=05');
    expect(hrefOf(panel, '消毒灭菌类 4')).toBe('/eqp/index?hosp_code=10001&tagCode=07');
    expect(within(panel).queryByRole('link', { name: /消毒灭菌类 在用/ })).toBeNull();
  });
});

describe('AssetTotalsPanel', () => {
  it('links the networked equipment (role 01) and all equipment (roles 02, 03); the asset total is not a list', () => {
    renderWithProviders(
      <>
        <AssetTotalsPanel countKind="netEqpCount" count={1286} totalPrice={356_789_012.34} hospCode={H} />
        <AssetTotalsPanel countKind="eqpCount" count={2411} totalPrice={356_789_012.34} hospCode={H} />
      </>,
    );
    const [role01, role02] = screen.getAllByRole('region', { name: '设备与资产' });
    expect(hrefOf(role01!, '联网设备 1286')).toBe('/eqp/index?hosp_code=10001&networked=true');
    expect(hrefOf(role02!, '设备总数 2411')).toBe('/eqp/index?hosp_code=10001');
    expect(within(role02!).getAllByRole('link')).toHaveLength(1);
  });

  it('leaves zero equipment as text', () => {
    renderWithProviders(<AssetTotalsPanel countKind="eqpCount" count={0} totalPrice={0} hospCode={H} />);
    expect(within(region('设备与资产')).queryAllByRole('link')).toHaveLength(0);
  });
});

describe('TeamWorkbenchPanel', () => {
  it("links 待完成 to the hospital's open work of the type; 本月任务 has no list", () => {
    renderWithProviders(<TeamWorkbenchPanel scope="maintain" onScopeChange={vi.fn()} summary={sampleTeam} hospCode={H} />);
    const panel = region('团队工作台');
    expect(hrefOf(panel, `待完成 ${sampleTeam.toBeCompleted}`)).toBe('/maintain-detail?hosp_code=10001&maintainStatusList=02%2C03');
    expect(within(panel).queryByRole('link', { name: /本月任务/ })).toBeNull();
  });

  it('leaves all task types together unlinked and says why', async () => {
    renderWithProviders(<TeamWorkbenchPanel scope="all" onScopeChange={vi.fn()} summary={sampleTeam} hospCode={H} />);
    const panel = region('团队工作台');
    expect(within(panel).queryAllByRole('link')).toHaveLength(0);
    fireEvent.mouseEnter(within(panel).getByText(String(sampleTeam.toBeCompleted)));
    expect(await screen.findByText('全部任务分属多个列表：选择一种任务类型即可打开其列表')).toBeTruthy();
  });

  it('does not link a zero 待完成', () => {
    renderWithProviders(
      <TeamWorkbenchPanel scope="mtc" onScopeChange={vi.fn()} summary={{ toBeCompleted: 0, total: 3, dataList: [] }} hospCode={H} />,
    );
    expect(within(region('团队工作台')).queryAllByRole('link')).toHaveLength(0);
  });
});

describe('figures the user may not open', () => {
  it('stay plain numbers (a role without the task lists)', () => {
    const canOpen = (href: string) => href.startsWith('/eqp/index');
    renderWithProviders(
      <FigureAccessContext.Provider value={canOpen}>
        <PreventiveTasksPanel items={samplePreventive} hospCode={H} />
        <TagSharePanel items={[{ tagName: '监护类', tagCode: '05', eqpCount: 3, tagRate: 1 }]} hospCode={H} />
      </FigureAccessContext.Provider>,
    );
    expect(within(region('预防性维护任务')).queryAllByRole('link')).toHaveLength(0);
    expect(within(region('预防性维护任务')).getByText('30')).toBeTruthy();
    expect(hrefOf(region('设备标签占比'), '监护类 3')).toBe('/eqp/index?hosp_code=10001&tagCode=05');
  });
});
