// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_VERSION, isString, readStored, removeStored, storageKey, writeStored } from './storage';

describe('storage helper', () => {
  beforeEach(() => localStorage.clear());

  it('namespaces keys and scopes them by account and hospital', () => {
    expect(storageKey('language')).toBe('hec:language');
    expect(storageKey('tabs', { acctId: 'a1', hospCode: '10001' })).toBe('hec:tabs:a=a1:h=10001');
    expect(storageKey('tabs', { hospCode: '10001' })).toBe('hec:tabs:h=10001');
  });

  it('round-trips JSON values with the version number', () => {
    writeStored('sidebar', { open: false });
    expect(JSON.parse(localStorage.getItem('hec:sidebar') ?? '')).toEqual({ v: STORAGE_VERSION, value: { open: false } });
    expect(readStored('sidebar', { open: true })).toEqual({ open: false });
  });

  it('keeps scoped values apart', () => {
    writeStored('tabs', ['a'], { acctId: 'x', hospCode: '10001' });
    writeStored('tabs', ['b'], { acctId: 'x', hospCode: '10002' });
    expect(readStored('tabs', [], { scope: { acctId: 'x', hospCode: '10001' } })).toEqual(['a']);
    expect(readStored('tabs', [], { scope: { acctId: 'x', hospCode: '10002' } })).toEqual(['b']);
    expect(readStored('tabs', ['none'])).toEqual(['none']);
  });

  it('falls back on absent, broken, unversioned, other-version or invalid values', () => {
    expect(readStored('missing', 'zh')).toBe('zh');
    localStorage.setItem('hec:broken', '{not json');
    expect(readStored('broken', 'zh')).toBe('zh');
    localStorage.setItem('hec:bare', '"en"');
    expect(readStored('bare', 'zh')).toBe('zh');
    localStorage.setItem('hec:old', JSON.stringify({ v: STORAGE_VERSION + 1, value: 'en' }));
    expect(readStored('old', 'zh')).toBe('zh');
    writeStored('typed', 42);
    expect(readStored('typed', 'zh', { isValid: isString })).toBe('zh');
  });

  it('removes values', () => {
    writeStored('language', 'en');
    removeStored('language');
    expect(readStored('language', 'zh')).toBe('zh');
  });
});
