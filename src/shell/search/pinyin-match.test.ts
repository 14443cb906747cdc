import { describe, expect, it } from 'vitest';
import { pinyinMatchPosition, pinyinQuery } from './pinyin-match';

describe('pinyin query', () => {
  it('keeps letters, lower case, without the spaces and apostrophes between syllables', () => {
    expect(pinyinQuery(' Bao Yang ')).toBe('baoyang');
    expect(pinyinQuery("xi'an")).toBe('xian');
  });

  it('is null for anything that is not pinyin', () => {
    expect(pinyinQuery('保养')).toBeNull();
    expect(pinyinQuery('mtc-record')).toBeNull();
    expect(pinyinQuery('by2')).toBeNull();
    expect(pinyinQuery('  ')).toBeNull();
  });
});

describe('pinyin match position', () => {
  it('matches full pinyin, initials and syllables cut short', () => {
    expect(pinyinMatchPosition('保养计划', 'baoyang')).toBe(0);
    expect(pinyinMatchPosition('保养计划', 'by')).toBe(0);
    expect(pinyinMatchPosition('保养计划', 'byjh')).toBe(0);
    expect(pinyinMatchPosition('保养计划', 'baoyjh')).toBe(0);
    expect(pinyinMatchPosition('设备保养', 'baoyang')).toBe(0.5);
    expect(pinyinMatchPosition('设备保养', 'by')).toBe(0.5);
  });

  it('takes any reading of a polyphone', () => {
    expect(pinyinMatchPosition('重发', 'chongfa')).toBe(0);
    expect(pinyinMatchPosition('重发', 'zhongfa')).toBe(0);
  });

  it('needs the characters next to each other and every letter used', () => {
    expect(pinyinMatchPosition('保修养护', 'by')).toBeNull();
    expect(pinyinMatchPosition('设备保养', 'ao')).toBeNull();
    expect(pinyinMatchPosition('维修记录', 'by')).toBeNull();
  });

  it('leaves titles without Chinese to the fuzzy search', () => {
    expect(pinyinMatchPosition('Maintenance', 'main')).toBeNull();
  });
});
