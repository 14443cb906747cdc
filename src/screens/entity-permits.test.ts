import { describe, expect, it } from 'vitest';
import { permitsFor } from './entity-permits';

describe('permitsFor', () => {
  it('lets a super admin do everything', () => {
    const permits = permitsFor({ isAdmin: true, authIdList: [] });
    expect([permits('sys:dic:add'), permits('superAdmin'), permits(undefined)]).toEqual([true, true, true]);
  });

  it('lets a hospital user do what their authIds name, and anything open to the signed-in', () => {
    const permits = permitsFor({ isAdmin: false, authIdList: ['sys:dic', 'sys:dic:add'] });
    expect([permits('sys:dic'), permits('sys:dic:add'), permits('sys:dic:delete'), permits('signedIn')]).toEqual([true, true, false, true]);
    expect([permits('superAdmin'), permits(undefined)]).toEqual([false, false]);
  });
});
