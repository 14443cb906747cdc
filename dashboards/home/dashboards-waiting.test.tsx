// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from '../../platform/api/http';
import { renderWithProviders } from '../../platform/test-support/render-with-providers';
import { EngineerDashboard } from './EngineerDashboard';
import { ManagerDashboard } from './ManagerDashboard';

// jsdom has no canvas for G2: a chart is an empty box here.
vi.mock('../charts/G2Chart', () => ({ G2Chart: () => <div role="img" /> }));

/**
 * Before any panel call answers, a panel has no numbers: it shows its frame and a skeleton, never
 * its defaults (0 台, 0.00 万元, 暂无设备), which would read as data behind the spinner.
 */
beforeEach(() => {
  vi.spyOn(http, 'post').mockImplementation(() => new Promise(() => undefined));
});
afterEach(() => {
  vi.restoreAllMocks();
});

function expectOnlySkeletons(titles: string[]) {
  for (const title of titles) {
    const panel = screen.getByRole('region', { name: title });
    expect(panel.getAttribute('aria-busy'), title).toBe('true');
    // The title is the only text: no figure, unit, empty notice or total beside it.
    expect(panel.textContent, title).toBe(title);
  }
  expect(screen.queryByText(/0\.00|暂无|^0$|共 0/)).toBeNull();
}

describe('dashboards waiting for their calls', () => {
  it('role 01: skeletons instead of 0 台, 0.00 万元, empty rings and empty lists', () => {
    renderWithProviders(<EngineerDashboard hospCode="10001" me="me" />);
    expectOnlySkeletons(['设备与资产', '我的待办', '我的事项提醒', '我的关键统计', '团队工作台']);
  });

  it('roles 02 and 03: skeletons instead of 0 台, 0.00 万元 and 暂无设备', () => {
    renderWithProviders(<ManagerDashboard hospCode="10001" roleType="02" />);
    expectOnlySkeletons([
      '设备与资产',
      '维保概况',
      '设备标签占比',
      '设备运行状态',
      '设备使用率',
      '维修状态',
      '维修列表',
      '科室设备开机率',
      '设备状态',
      '预防性维护任务',
    ]);
  });
});
