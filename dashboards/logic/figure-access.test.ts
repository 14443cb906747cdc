import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../contracts/session';
import type { GuardSession } from '../../platform/routing/guard-decision';
import { canOpenHref } from './figure-access';

function menu(path: string, authId: string | null, children: MenuNode[] = []): MenuNode {
  return {
    id: path,
    menuName: path,
    icon: null,
    sort: 1,
    path,
    component: null,
    parentId: '0'.repeat(24),
    hospCode: '10003',
    authId,
    hidden: false,
    affix: false,
    children,
  };
}

/** The director of 10003: the equipment lists, no task lists (standard role 院领导). */
const director: GuardSession = {
  hasToken: true,
  signingOut: false,
  accountStatus: 'loaded',
  acctType: '01',
  hospitalsStatus: 'loaded',
  hospInfos: [{ id: 'h3', hospCode: '10003', hospName: '医院10003' }],
  authHospCode: '10003',
  authStatus: 'loaded',
  menus: [menu('/home/dashboard', null), menu('/eqp', null, [menu('/eqp/index', 'eqp:list'), menu('/mtc-record', 'eqp:mtc-record')])],
  authIdList: ['eqp:list'],
};

describe('canOpenHref', () => {
  it('allows a list the route guard would open', () => {
    expect(canOpenHref(director, '/eqp/index?hosp_code=10003&tagCode=02')).toBe(true);
  });

  it('allows it before the schema screens are known: the list loads them when it opens', () => {
    expect(canOpenHref({ ...director, entitiesStatus: 'idle' }, '/eqp/index?hosp_code=10003')).toBe(true);
    expect(canOpenHref({ ...director, entitiesStatus: 'loading' }, '/eqp/index?hosp_code=10003')).toBe(true);
    expect(canOpenHref({ ...director, entitiesStatus: 'idle' }, '/mtc-record?hosp_code=10003')).toBe(false);
  });

  it('refuses a list that is not among the user’s pages, or whose permission they lack', () => {
    expect(canOpenHref(director, '/maintain-detail?hosp_code=10003&taskStatus=02')).toBe(false);
    expect(canOpenHref(director, '/mtc-record?hosp_code=10003&notFinish=true')).toBe(false);
  });

  it('refuses another hospital’s list (its menus are not loaded)', () => {
    expect(canOpenHref(director, '/eqp/index?hosp_code=10001')).toBe(false);
  });
});
