import { describe, expect, it } from 'vitest';
import type { RepairStatusCounts } from '../../contracts/dashboard';
import {
  REPAIR_STATUS_ACTION_STATES,
  equipmentSearchHref,
  equipmentStateHref,
  equipmentTotalHref,
  keyStatisticHref,
  pendingHref,
  preventiveTaskHref,
  reminderHref,
  repairOrderHref,
  repairSearchHref,
  repairStatusHref,
  tagEquipmentHref,
  teamOpenWorkHref,
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

  it('opens every reminder: my new requests, my long waits and long repairs, my overdue tasks', () => {
    expect(reminderHref('newMtcTotal', H, ME)).toBe(`/mtc-record?hosp_code=10001&actionState=01&notFinish=true&responsibleEgnId=${ME}`);
    expect(reminderHref('longWaitTotal', H, ME)).toBe(`/mtc-record?hosp_code=10001&responsibleEgnId=${ME}&longWait=true`);
    expect(reminderHref('longMtcTotal', H, ME)).toBe(`/mtc-record?hosp_code=10001&currentEgnId=${ME}&longMtc=true`);
    expect(reminderHref('qualityDelayTotal', H, ME)).toBe(`/quality-detail?hosp_code=10001&qualityPersonId=${ME}&qualityStatus=03`);
  });

  it('opens the key statistics lists', () => {
    expect(keyStatisticHref('eqpTotal', H, ME)).toBe(`/eqp/index?hosp_code=10001&firstEngineerId=${ME}`);
    expect(keyStatisticHref('waitCheckTotal', H, ME)).toBe(`/mtc-record?hosp_code=10001&currentEgnId=${ME}&notFinish=true&actionState=07`);
    expect(keyStatisticHref('weeklyMaintenance', H, ME)).toBe(`/mtc-record?hosp_code=10001&currentEgnId=${ME}&weekFinishEqp=true`);
    expect(keyStatisticHref('monthMaintenance', H, ME)).toBe(`/mtc-record?hosp_code=10001&currentEgnId=${ME}&monthFinishEqp=true`);
    expect(keyStatisticHref('weeklyMaintain', H, ME)).toBe(
      `/maintain-detail?hosp_code=10001&maintainPersonId=${ME}&weekFinishMaintain=true`,
    );
    expect(keyStatisticHref('monthMaintain', H, ME)).toBe(
      `/maintain-detail?hosp_code=10001&maintainPersonId=${ME}&monthFinishMaintain=true`,
    );
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

  it('opens the equipment of each state and all equipment from the status ring', () => {
    expect(equipmentStateHref('waitScrapCount', H)).toBe('/eqp/index?hosp_code=10001&state=04');
    expect(equipmentStateHref('allCount', H)).toBe('/eqp/index?hosp_code=10001');
    expect(equipmentStateHref('normalCount', H)).toBe('/eqp/index?hosp_code=10001&state=01');
    expect(equipmentStateHref('mtcingCount', H)).toBe('/eqp/index?hosp_code=10001&state=03');
  });

  it('searches repair orders by number and equipment by name, ignoring blank input', () => {
    expect(repairSearchHref(H, ' WX20261121001 ')).toBe('/mtc-record?hosp_code=10001&seqNo=WX20261121001');
    expect(equipmentSearchHref(H, '呼吸机')).toBe('/eqp/index?hosp_code=10001&eqpName=%E5%91%BC%E5%90%B8%E6%9C%BA');
    expect(repairSearchHref(H, '  ')).toBeNull();
    expect(equipmentSearchHref(H, '')).toBeNull();
  });
});

describe('links of the hospital-wide figures', () => {
  it('opens the task list of each preventive figure: due or finished this month, to do or overdue', () => {
    expect(preventiveTaskHref('maintainCount', '本月计划', H)).toBe('/maintain-detail?hosp_code=10001&dueMonth=true');
    expect(preventiveTaskHref('meteringCount', '本月已完成', H)).toBe('/metering-plan?hosp_code=10001&finishMonth=true');
    expect(preventiveTaskHref('dailyPatrolCount', '待执行', H)).toBe('/daily-patrol-detail?hosp_code=10001&taskStatus=02');
    expect(preventiveTaskHref('majorPatrolCount', '已超期', H)).toBe(
      '/eqpLevelOne/major-patrol/major-patrol-detail?hosp_code=10001&taskStatus=03',
    );
    expect(preventiveTaskHref('qualityCount', '别的', H)).toBeNull();
  });

  it('opens the equipment of a tag, its normal or repairing ones, and the networked equipment', () => {
    expect(tagEquipmentHref(H, '02')).toBe('/eqp/index?hosp_code=10001&tagCode=02');
    expect(tagEquipmentHref(H, '02', 'normal')).toBe('/eqp/index?hosp_code=10001&tagCode=02&state=01');
    expect(tagEquipmentHref(H, '02', 'repairing')).toBe('/eqp/index?hosp_code=10001&tagCode=02&stateList=02%2C03');
    expect(tagEquipmentHref(H, '02', 'inUse')).toBe('/eqp/index?hosp_code=10001&tagCode=02&inUse=true');
    expect(equipmentTotalHref(H, 'all')).toBe('/eqp/index?hosp_code=10001');
    expect(equipmentTotalHref(H, 'networked')).toBe('/eqp/index?hosp_code=10001&networked=true');
  });

  it("opens the team's open work of one kind, and nothing for all kinds together", () => {
    expect(teamOpenWorkHref('mtc', H)).toBe('/mtc-record?hosp_code=10001&notFinish=true');
    expect(teamOpenWorkHref('maintain', H)).toBe('/maintain-detail?hosp_code=10001&maintainStatusList=02%2C03');
    expect(teamOpenWorkHref('metering', H)).toBe('/metering-plan?hosp_code=10001&notFinish=true');
    expect(teamOpenWorkHref('all', H)).toBeNull();
  });
});
