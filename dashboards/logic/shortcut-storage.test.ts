// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readShortcuts, writeShortcuts, normaliseShortcuts, SHORTCUTS_STORAGE_NAME } from './shortcut-storage';
import { storageKey } from '../../platform/state/storage';

const engineerAt10001 = { acctId: 'a1', hospCode: '10001' };
const engineerAt10002 = { acctId: 'a1', hospCode: '10002' };
const managerAt10001 = { acctId: 'a2', hospCode: '10001' };
const nine = ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h', '/i'];

describe('shortcut storage', () => {
  beforeEach(() => localStorage.clear());

  it('is empty until the user picks shortcuts', () => {
    expect(readShortcuts(engineerAt10001)).toEqual([]);
  });

  it('keeps the choice per user and hospital', () => {
    writeShortcuts(engineerAt10001, ['/eqp/index', '/mtc-record']);
    writeShortcuts(engineerAt10002, ['/patrol-detail']);
    expect(readShortcuts(engineerAt10001)).toEqual(['/eqp/index', '/mtc-record']);
    expect(readShortcuts(engineerAt10002)).toEqual(['/patrol-detail']);
    expect(readShortcuts(managerAt10001)).toEqual([]);
    expect(localStorage.getItem(storageKey(SHORTCUTS_STORAGE_NAME, engineerAt10001))).not.toBeNull();
  });

  it('keeps at most seven, without duplicates, in the given order', () => {
    expect(writeShortcuts(engineerAt10001, nine)).toEqual(nine.slice(0, 7));
    expect(readShortcuts(engineerAt10001)).toEqual(nine.slice(0, 7));
    expect(normaliseShortcuts(['/b', '/a', '/b', '', '/c'])).toEqual(['/b', '/a', '/c']);
  });

  it('ignores a stored value of the wrong shape and caps an over-long one', () => {
    localStorage.setItem(storageKey(SHORTCUTS_STORAGE_NAME, engineerAt10001), JSON.stringify({ v: 1, value: [1, 2] }));
    expect(readShortcuts(engineerAt10001)).toEqual([]);
    localStorage.setItem(storageKey(SHORTCUTS_STORAGE_NAME, engineerAt10001), JSON.stringify({ v: 1, value: nine }));
    expect(readShortcuts(engineerAt10001)).toHaveLength(7);
  });
});
