// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../platform/test-support/render-with-providers';
import { ItemRemindersPanel } from './ItemRemindersPanel';
import { KeyStatisticsPanel } from './KeyStatisticsPanel';
import { RepairStatusPanel } from './RepairStatusPanel';
import { WarrantyPanel } from './WarrantyPanel';
import { AssetTotalsPanel } from './AssetTotalsPanel';
import { emptyReminders } from '../api/dashboard-defaults';
import { SAMPLE_HOSP_CODE as H, SAMPLE_ME as ME, sampleKeyStatistics, sampleReminders, sampleRepairStatus } from './sample-data';

const region = (name: string) => screen.getByRole('region', { name });

describe('AssetTotalsPanel', () => {
  it('shows the count in 台 and total assets in 万元 with 2 decimals', () => {
    renderWithProviders(<AssetTotalsPanel countKind="netEqpCount" count={1286} totalPrice={356_789_012.34} hospCode="10001" />);
    const panel = region('设备与资产');
    expect(within(panel).getByText('联网设备')).toBeTruthy();
    expect(within(panel).getByText('1,286')).toBeTruthy();
    expect(within(panel).getByText('35,678.90')).toBeTruthy();
    expect(within(panel).getByText('万元')).toBeTruthy();
  });
});

describe('WarrantyPanel', () => {
  it('links positive counts to their month lists and leaves zero as text', () => {
    renderWithProviders(<WarrantyPanel hospCode={H} month="2026-11" counts={{ insured: 214, outOfWarranty: 9, aboutToExpire: 0 }} />);
    const panel = region('维保概况');
    expect(within(panel).getByRole('link', { name: '本月在保 214' }).getAttribute('href')).toBe(
      '/insured-equipment-record?hosp_code=10001&time=2026-11',
    );
    expect(within(panel).getByRole('link', { name: '本月出保 9' }).getAttribute('href')).toBe(
      '/guar-equipment-record?hosp_code=10001&time=2026-11',
    );
    expect(within(panel).queryByRole('link', { name: /未来三个月出保/ })).toBeNull();
    expect(within(panel).getByText('0')).toBeTruthy();
  });
});

describe('ItemRemindersPanel', () => {
  it('shows each reminder as a share of the total with 2 decimals', () => {
    renderWithProviders(
      <ItemRemindersPanel reminders={{ ...emptyReminders, total: 3, newMtcTotal: 1, partrolDelayTotal: 2 }} hospCode={H} me={ME} />,
    );
    const panel = region('我的事项提醒');
    expect(within(panel).getByText('共 3 项')).toBeTruthy();
    expect(within(panel).getByText('33.33%')).toBeTruthy();
    expect(within(panel).getByText('66.67%')).toBeTruthy();
    expect(within(panel).getAllByText('0.00%')).toHaveLength(6);
  });

  it('links every count above zero to its list, repair age included', () => {
    renderWithProviders(<ItemRemindersPanel reminders={sampleReminders} hospCode={H} me={ME} />);
    const panel = region('我的事项提醒');
    expect(within(panel).getByRole('link', { name: '新报修 3' }).getAttribute('href')).toBe(
      `/mtc-record?hosp_code=10001&actionState=01&notFinish=true&responsibleEgnId=${ME}`,
    );
    expect(within(panel).getByRole('link', { name: '巡检超期 2' }).getAttribute('href')).toBe(
      `/patrol-detail?hosp_code=10001&patrolPersonId=${ME}&patrolStatus=03`,
    );
    expect(within(panel).getByRole('link', { name: '长时间待修 2' }).getAttribute('href')).toBe(
      `/mtc-record?hosp_code=10001&responsibleEgnId=${ME}&longWait=true`,
    );
    expect(within(panel).queryByRole('link', { name: /日常巡检超期/ })).toBeNull();
  });
});

describe('KeyStatisticsPanel', () => {
  it('shows my figures, each linking to its list', () => {
    renderWithProviders(<KeyStatisticsPanel statistics={sampleKeyStatistics} hospCode={H} me={ME} />);
    const panel = region('我的关键统计');
    expect(within(panel).getByRole('link', { name: '负责设备 128' }).getAttribute('href')).toBe(
      `/eqp/index?hosp_code=10001&firstEngineerId=${ME}`,
    );
    expect(within(panel).getByRole('link', { name: '本月保养 9' }).getAttribute('href')).toBe(
      `/maintain-detail?hosp_code=10001&maintainPersonId=${ME}&monthFinishMaintain=true`,
    );
    expect(within(panel).getAllByRole('link')).toHaveLength(6);
  });
});

describe('RepairStatusPanel', () => {
  it('shows the eight action states and links all but the zero one', () => {
    renderWithProviders(<RepairStatusPanel counts={sampleRepairStatus} hospCode={H} />);
    const panel = region('维修状态');
    expect(within(panel).getAllByRole('link')).toHaveLength(7);
    expect(within(panel).getByRole('link', { name: '待验收 5' }).getAttribute('href')).toBe(
      '/mtc-record?hosp_code=10001&actionState=07&notFinish=true',
    );
    expect(within(panel).getByText('其他')).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: /其他/ })).toBeNull();
  });
});
