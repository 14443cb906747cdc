import { describe, expect, it } from 'vitest';
import { hrefWhenPositive, targetHref } from './target-href';
import { TEAM_TASK_TYPES, openWorkHref, overdueWorkHref, targets } from './target-links';

const H = '10001';
const ME = '65f0a1b2c3d4e5f601234567';

describe('targetHref', () => {
  it('puts hosp_code first and the parameters after it in order', () => {
    expect(targetHref('/mtc-record', H, { seqNo: 'WX2026', notFinish: true })).toBe(
      '/mtc-record?hosp_code=10001&seqNo=WX2026&notFinish=true',
    );
  });

  it('leaves out absent, null and empty values', () => {
    expect(targetHref('/eqp/index', H, { eqpName: '', state: undefined, time: null })).toBe('/eqp/index?hosp_code=10001');
  });

  it('joins a list with commas and encodes values', () => {
    expect(targetHref('/patrol-detail', H, { patrolStatusList: ['02', '03'] })).toBe(
      '/patrol-detail?hosp_code=10001&patrolStatusList=02%2C03',
    );
    expect(targetHref('/eqp/index', H, { eqpName: '监护仪 A&B' })).toBe(
      '/eqp/index?hosp_code=10001&eqpName=%E7%9B%91%E6%8A%A4%E4%BB%AA+A%26B',
    );
  });
});

describe('hrefWhenPositive', () => {
  it('gives the link only for a count greater than zero', () => {
    expect(hrefWhenPositive(1, '/x')).toBe('/x');
    expect(hrefWhenPositive(0, '/x')).toBeNull();
    expect(hrefWhenPositive(-1, '/x')).toBeNull();
    expect(hrefWhenPositive(null, '/x')).toBeNull();
    expect(hrefWhenPositive(undefined, '/x')).toBeNull();
  });
});

describe('target screens', () => {
  it('builds each list screen with the parameters of seed 000 section 2.5', () => {
    expect(targets.mtcRecord(H, { id: ME })).toBe(`/mtc-record?hosp_code=10001&id=${ME}`);
    expect(targets.maintainDetail(H, { maintainPersonId: ME, weekFinishMaintain: true })).toBe(
      `/maintain-detail?hosp_code=10001&maintainPersonId=${ME}&weekFinishMaintain=true`,
    );
    expect(targets.mtcRecord(H, { responsibleEgnId: ME, longWait: true })).toBe(
      `/mtc-record?hosp_code=10001&responsibleEgnId=${ME}&longWait=true`,
    );
    expect(targets.eqpIndex(H, { time: '2026-11', aboutGuar: 1 })).toBe('/eqp/index?hosp_code=10001&time=2026-11&aboutGuar=1');
    expect(targets.eqpIndex(H, { firstEngineerId: ME, state: '04' })).toBe(`/eqp/index?hosp_code=10001&firstEngineerId=${ME}&state=04`);
    expect(targets.insuredEquipmentRecord(H, '2026-11')).toBe('/insured-equipment-record?hosp_code=10001&time=2026-11');
    expect(targets.guarEquipmentRecord(H, '2026-11')).toBe('/guar-equipment-record?hosp_code=10001&time=2026-11');
    expect(targets.deptPatrolDetail(H, ME, { status: '02' })).toBe(
      `/dept-patrol-detail?hosp_code=10001&patrolPersonId=${ME}&patrolStatus=02`,
    );
  });

  it("links a person's open work of every team task type", () => {
    const hrefs = Object.fromEntries(TEAM_TASK_TYPES.map((type) => [type, openWorkHref(type, H, ME)]));
    expect(hrefs).toEqual({
      mtc: `/mtc-record?hosp_code=10001&currentEgnId=${ME}&notFinish=true`,
      dailyPatrol: `/daily-patrol-detail?hosp_code=10001&patrolPerson=${ME}&patrolStatusList=02%2C03`,
      patrol: `/patrol-detail?hosp_code=10001&patrolPersonId=${ME}&patrolStatusList=02%2C03`,
      deptPatrol: `/dept-patrol-detail?hosp_code=10001&patrolPersonId=${ME}&patrolStatusList=02%2C03`,
      maintain: `/maintain-detail?hosp_code=10001&maintainPersonId=${ME}&maintainStatusList=02%2C03`,
      quality: `/quality-detail?hosp_code=10001&qualityPersonId=${ME}&qualityStatusList=02%2C03`,
      metering: `/metering-plan?hosp_code=10001&meteringPersonId=${ME}&notFinish=true`,
      majorPatrol: `/eqpLevelOne/major-patrol/major-patrol-detail?hosp_code=10001&patrolPerson=${ME}&patrolStatusList=02%2C03`,
    });
  });

  it("links a person's overdue work with status 03 (metering: countdown 0)", () => {
    expect(overdueWorkHref('dailyPatrol', H, ME)).toBe(`/daily-patrol-detail?hosp_code=10001&patrolPerson=${ME}&patrolStatus=03`);
    expect(overdueWorkHref('patrol', H, ME)).toBe(`/patrol-detail?hosp_code=10001&patrolPersonId=${ME}&patrolStatus=03`);
    expect(overdueWorkHref('maintain', H, ME)).toBe(`/maintain-detail?hosp_code=10001&maintainPersonId=${ME}&maintainStatus=03`);
    expect(overdueWorkHref('quality', H, ME)).toBe(`/quality-detail?hosp_code=10001&qualityPersonId=${ME}&qualityStatus=03`);
    expect(overdueWorkHref('metering', H, ME)).toBe(`/metering-plan?hosp_code=10001&meteringPersonId=${ME}&meteringCountDown=0`);
  });
});
