import { describe, expect, it } from 'vitest';
import type { RepairStatusCounts } from '../api/dashboard-types';
import {
  REPAIR_STATUS_ACTION_STATES,
  equipmentSearchHref,
  equipmentStateHref,
  keyStatisticHref,
  pendingHref,
  reminderHref,
  repairOrderHref,
  repairSearchHref,
  repairStatusHref,
  warrantyHref,
} from './panel-links';

const H = '10001';
const ME = '65f0a1b2c3d4e5f601234567';

describe('panel links', () => {
  it('opens my pending work of each kind', () => {
    expect(pendingHref('waitMtc', H, ME)).toBe(`/mtc-record?hosp_code=10001&currentEgnId=${ME}&notFinish=true`);
    expect(pendingHref('waiDailyPatrol', H, ME)).toBe(`/daily-patrol-detail?hosp_code=10001&patrolPerson=${ME}&patrolStatusList=02%2C03`);
    expect(pendingHref('waitScrapEqp', H, ME)).toBe(`/eqp/index?hosp_code=10001&firstEngineerId=${ME}&state=04`);
    expect(pendingHref('waitMetering', H, ME)).toBe(`/metering-plan?hosp_code=10001&meteringPersonId=${ME}&notFinish=true`);
  });

  it('opens reminders that have a matching list, and no list for repair age', () => {
    expect(reminderHref('newMtcTotal', H, ME)).toBe('/mtc-record?hosp_code=10001&actionState=01&notFinish=true');
    expect(reminderHref('longWaitTotal', H, ME)).toBeNull();
    expect(reminderHref('longMtcTotal', H, ME)).toBeNull();
    expect(reminderHref('qualityDelayTotal', H, ME)).toBe(`/quality-detail?hosp_code=10001&qualityPersonId=${ME}&qualityStatus=03`);
  });

  it('opens the key statistics lists', () => {
    expect(keyStatisticHref('eqpTotal', H, ME)).toBe(`/eqp/index?hosp_code=10001&firstEngineerId=${ME}`);
    expect(keyStatisticHref('waitCheckTotal', H, ME)).toBe(`/mtc-record?hosp_code=10001&currentEgnId=${ME}&notFinish=true&actionState=07`);
    expect(keyStatisticHref('weeklyMaintenance', H, ME)).toBe(`/mtc-record?hosp_code=10001&currentEgnId=${ME}&weekFinishEqp=true`);
    expect(keyStatisticHref('monthMaintenance', H, ME)).toBe(`/mtc-record?hosp_code=10001&currentEgnId=${ME}&monthFinishEqp=true`);
    expect(keyStatisticHref('weeklyMaintain', H, ME)).toBe(`/mtc-record?hosp_code=10001&maintainPersonId=${ME}&weekFinishMaintain=true`);
    expect(keyStatisticHref('monthMaintain', H, ME)).toBe(`/mtc-record?hosp_code=10001&maintainPersonId=${ME}&monthFinishMaintain=true`);
  });

  it('opens unfinished repair orders by action state 01..08', () => {
    const keys = Object.keys(REPAIR_STATUS_ACTION_STATES) as (keyof RepairStatusCounts)[];
    expect(keys.map((key) => repairStatusHref(key, H))).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08'].map((state) => `/mtc-record?hosp_code=10001&actionState=${state}&notFinish=true`),
    );
    expect(repairOrderHref(H, ME)).toBe(`/mtc-record?hosp_code=10001&id=${ME}`);
  });

  it('opens the warranty lists of the month', () => {
    expect(warrantyHref('insured', H, '2026-11')).toBe('/insured-equipment-record?hosp_code=10001&time=2026-11');
    expect(warrantyHref('outOfWarranty', H, '2026-11')).toBe('/guar-equipment-record?hosp_code=10001&time=2026-11');
    expect(warrantyHref('aboutToExpire', H, '2026-11')).toBe('/eqp/index?hosp_code=10001&time=2026-11&aboutGuar=1');
  });

  it('opens equipment awaiting scrap and all equipment from the status ring', () => {
    expect(equipmentStateHref('waitScrapCount', H)).toBe('/eqp/index?hosp_code=10001&state=04');
    expect(equipmentStateHref('allCount', H)).toBe('/eqp/index?hosp_code=10001');
    expect(equipmentStateHref('normalCount', H)).toBeNull();
  });

  it('searches repair orders by number and equipment by name, ignoring blank input', () => {
    expect(repairSearchHref(H, ' WX20261121001 ')).toBe('/mtc-record?hosp_code=10001&seqNo=WX20261121001');
    expect(equipmentSearchHref(H, '呼吸机')).toBe('/eqp/index?hosp_code=10001&eqpName=%E5%91%BC%E5%90%B8%E6%9C%BA');
    expect(repairSearchHref(H, '  ')).toBeNull();
    expect(equipmentSearchHref(H, '')).toBeNull();
  });
});
