import { describe, expect, it } from 'vitest';
import { decideCockpitAccess, needsHospitalCheck, type CockpitAccessInput } from './cockpit-access';

const KEY = `dk_${'a'.repeat(43)}`;
const base: CockpitAccessInput = { path: '/digital', hasToken: false, displayKey: null, hospitalKnown: false, check: { status: 'idle' } };

describe('decideCockpitAccess', () => {
  it('refuses an open cockpit without a token or a key, before any call', () => {
    expect(decideCockpitAccess(base)).toEqual({ kind: 'refused', reason: 'noAccess' });
    expect(needsHospitalCheck(base)).toBe(false);
  });

  it('lets a key into the open cockpits only, once the server has accepted it', () => {
    const withKey = { ...base, displayKey: KEY };
    expect(needsHospitalCheck(withKey)).toBe(true);
    expect(decideCockpitAccess({ ...withKey, check: { status: 'pending' } })).toEqual({ kind: 'checking', via: 'displayKey' });
    expect(decideCockpitAccess({ ...withKey, check: { status: 'ok' } })).toEqual({ kind: 'granted', via: 'displayKey' });
    expect(decideCockpitAccess({ ...withKey, path: '/repaire-cockpit', check: { status: 'ok' } })).toEqual({
      kind: 'granted',
      via: 'displayKey',
    });
    expect(decideCockpitAccess({ ...withKey, path: '/president-cockpit', check: { status: 'ok' } })).toEqual({
      kind: 'refused',
      reason: 'noAccess',
    });
  });

  it('says a refused key is invalid or revoked, and another hospital is denied with the server’s words', () => {
    const withKey = { ...base, displayKey: KEY };
    expect(
      decideCockpitAccess({ ...withKey, check: { status: 'failed', code: '098', message: '未登录或登录已失效，请重新登录' } }),
    ).toEqual({ kind: 'refused', reason: 'keyInvalid' });
    expect(decideCockpitAccess({ ...withKey, check: { status: 'failed', code: '403', message: '您没有该医院的访问权限' } })).toEqual({
      kind: 'refused',
      reason: 'denied',
      message: '您没有该医院的访问权限',
    });
  });

  it('prefers the session over a key, and asks the server only when the hospital list does not name the hospital', () => {
    const signedIn = { ...base, hasToken: true, displayKey: KEY };
    expect(decideCockpitAccess({ ...signedIn, hospitalKnown: true })).toEqual({ kind: 'granted', via: 'session' });
    expect(decideCockpitAccess({ ...signedIn, check: { status: 'pending' } })).toEqual({ kind: 'checking', via: 'session' });
    expect(decideCockpitAccess({ ...signedIn, check: { status: 'failed', code: '098', message: '登录超时，请重新登录' } })).toEqual({
      kind: 'refused',
      reason: 'sessionGone',
    });
  });

  it('opens a hidden cockpit to a signed-in user only (the router guard has checked their menus)', () => {
    expect(decideCockpitAccess({ ...base, path: '/president-cockpit', hasToken: true, hospitalKnown: true })).toEqual({
      kind: 'granted',
      via: 'session',
    });
    expect(decideCockpitAccess({ ...base, path: '/president-cockpit' })).toEqual({ kind: 'refused', reason: 'noAccess' });
  });
});
