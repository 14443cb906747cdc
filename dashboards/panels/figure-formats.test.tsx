// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '../../platform/i18n/i18n';
import { renderWithProviders } from '../../platform/test-support/render-with-providers';
import { emptyReminders } from '../api/dashboard-defaults';
import type { LargeEquipmentItem } from '../../contracts/dashboard';
import { AssetTotalsPanel } from './AssetTotalsPanel';
import { ItemRemindersPanel } from './ItemRemindersPanel';
import { LargeEquipmentPanel } from './LargeEquipmentPanel';
import { TagSharePanel } from './TagSharePanel';
import { TeamWorkbenchPanel } from './TeamWorkbenchPanel';
import { UsageRatePanel } from './UsageRatePanel';

// jsdom has no canvas for G2: a gauge is an empty box here.
vi.mock('../charts/G2Chart', () => ({ G2Chart: () => <div role="img" /> }));

afterEach(() => {
  void i18n.changeLanguage('zh');
});

const region = (name: string) => screen.getByRole('region', { name });
const english = () => act(() => void i18n.changeLanguage('en'));

const mri: LargeEquipmentItem = {
  id: 'e1',
  eqpName: '磁共振成像系统',
  eqpBrand: 'GE',
  eqpModel: 'SIGNA',
  factSerialNo: null,
  hospEqpId: null,
  deptId: null,
  deptName: '放射科',
  tagCode: null,
  tagName: null,
  price: 17_492_500,
  state: '01',
  stateDesc: '正常',
  useState: true,
  netFlag: true,
};

/** Every figure on the dashboards has thousands separators, in Chinese and in English. */
describe('figures with thousands separators', () => {
  it('prices and totals in 万元 (×10k CNY)', () => {
    renderWithProviders(<AssetTotalsPanel countKind="eqpCount" count={12_345} totalPrice={1_234_567_890} hospCode="10001" />);
    expect(within(region('设备与资产')).getByText('12,345')).toBeTruthy();
    expect(within(region('设备与资产')).getByText('123,456.79')).toBeTruthy();
    english();
    expect(within(region('Equipment and assets')).getByText('123,456.79')).toBeTruthy();
  });

  it('large equipment: each price and the total count', () => {
    renderWithProviders(<LargeEquipmentPanel items={[mri]} total={1234} />);
    expect(within(region('大型设备')).getByText('1,749.25')).toBeTruthy();
    expect(within(region('大型设备')).getByText('共 1,234 台')).toBeTruthy();
    english();
    expect(within(region('Large equipment')).getByText('1,749.25')).toBeTruthy();
    expect(within(region('Large equipment')).getByText('1,234 in all')).toBeTruthy();
  });

  it('tag share counts', () => {
    renderWithProviders(<TagSharePanel items={[{ tagName: '监护类', tagCode: 'T1', eqpCount: 1234, tagRate: 0.5 }]} hospCode="10001" />);
    expect(within(region('设备标签占比')).getByText('1,234 台')).toBeTruthy();
    english();
    expect(within(region('Equipment by tag')).getByText('1,234 units')).toBeTruthy();
  });

  it('usage: equipment in use of all', () => {
    renderWithProviders(
      <UsageRatePanel items={[{ tagName: '监护类', tagCode: 'T1', eqpCount: 1500, usingCount: 1200, useRate: 0.8 }]} hospCode="10001" />,
    );
    // The two counts are links of their own inside the sentence.
    const sentence = (text: string) => (_: string, element: Element | null) => element?.tagName === 'SPAN' && element.textContent === text;
    expect(within(region('设备使用率')).getByText(sentence('在用 1,200/1,500 台'))).toBeTruthy();
    english();
    expect(within(region('Usage rate')).getByText(sentence('1,200/1,500 in use'))).toBeTruthy();
  });

  it('reminder total and team jobs', () => {
    renderWithProviders(
      <>
        <ItemRemindersPanel reminders={{ ...emptyReminders, total: 1234, newMtcTotal: 1234 }} hospCode="10001" me="me" />
        <TeamWorkbenchPanel
          scope="mtc"
          onScopeChange={() => undefined}
          summary={{ toBeCompleted: 1234, total: 5678, dataList: [{ engineerId: 'e1', engineerName: '张工程师', jobCount: 1234 }] }}
          hospCode="10001"
        />
      </>,
    );
    expect(within(region('我的事项提醒')).getByText('共 1,234 项')).toBeTruthy();
    expect(within(region('团队工作台')).getByText('1,234 项')).toBeTruthy();
    expect(within(region('团队工作台')).getByText('5,678')).toBeTruthy();
    english();
    expect(within(region('My reminders')).getByText('1,234 in all')).toBeTruthy();
    expect(within(region('Team workbench')).getByText('1,234 jobs')).toBeTruthy();
  });
});
