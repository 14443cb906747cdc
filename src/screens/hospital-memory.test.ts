// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../platform/state/app-store';
import { freshSession, sessionAtom } from '../../platform/state/session-atoms';
import { entityDataProvider } from './entity-api';
import { accountHospitalMemory } from './hospital-memory';

const signIn = (acctId: string | null) => appStore.set(sessionAtom, { ...freshSession(false), acctId });

afterEach(() => {
  localStorage.clear();
  signIn(null);
});

describe('the hospital last chosen on each screen', () => {
  it('is kept per account and per screen in the versioned storage', () => {
    signIn('acct-a');
    accountHospitalMemory.remember('hosp-menu', '10001');
    accountHospitalMemory.remember('hosp-dept', '10002');
    accountHospitalMemory.remember('hosp-menu', '10003');
    expect(JSON.parse(localStorage.getItem('hec:hospitalChoices:a=acct-a')!)).toEqual({
      v: 1,
      value: { 'hosp-menu': '10003', 'hosp-dept': '10002' },
    });
    expect(accountHospitalMemory.recall('hosp-menu')).toBe('10003');
    expect(accountHospitalMemory.recall('hosp-role')).toBeUndefined();
    signIn('acct-b');
    expect(accountHospitalMemory.recall('hosp-menu')).toBeUndefined();
  });

  it('keeps nothing while no account is known, and ignores what it cannot read', () => {
    accountHospitalMemory.remember('hosp-menu', '10001');
    expect(localStorage.length).toBe(0);
    signIn('acct-a');
    localStorage.setItem('hec:hospitalChoices:a=acct-a', JSON.stringify({ v: 1, value: { 'hosp-menu': 10001 } }));
    expect(accountHospitalMemory.recall('hosp-menu')).toBeUndefined();
  });

  it('is what the engine is given', () => {
    expect(entityDataProvider.hospitalMemory).toBe(accountHospitalMemory);
  });
});
