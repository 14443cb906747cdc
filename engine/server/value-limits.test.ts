import { describe, expect, it } from 'vitest';
import {
  badTextAt,
  badTextMessage,
  columnRange,
  dateMessage,
  isRealDate,
  nulBytePath,
  rangeMessage,
  textValueMessage,
} from './value-limits';

describe('isRealDate', () => {
  it('accepts dates and times that exist, leap days included', () => {
    expect(isRealDate('2026-11-24', 'date')).toBe(true);
    expect(isRealDate('2024-02-29', 'date')).toBe(true);
    expect(isRealDate('2000-02-29', 'date')).toBe(true);
    expect(isRealDate('2026-12-31 23:59:59', 'date-time')).toBe(true);
  });

  it('refuses what matches the pattern but does not exist', () => {
    for (const text of ['2026-02-31', '2026-13-01', '2026-00-10', '2026-04-31', '2026-02-29', '1900-02-29', '0000-01-01']) {
      expect(isRealDate(text, 'date'), text).toBe(false);
    }
    for (const text of ['2026-13-45 99:99:99', '2026-01-01 24:00:00', '2026-01-01 23:60:00', '2026-01-01 23:59:60']) {
      expect(isRealDate(text, 'date-time'), text).toBe(false);
    }
    expect(isRealDate('2026-01-01', 'date-time')).toBe(false);
  });
});

describe('column ranges', () => {
  it('follow the column type: integer, smallint, bigint, numeric(p, s)', () => {
    expect(columnRange({ type: 'integer', title: '排序' })).toEqual({ min: -2147483648, max: 2147483647 });
    expect(columnRange({ type: 'integer', title: 'x', sqlType: 'smallint' })).toEqual({ min: -32768, max: 32767 });
    expect(columnRange({ type: 'number', title: '金额' })).toEqual({ min: -(10 ** 14 - 1), max: 10 ** 14 - 1 });
    expect(columnRange({ type: 'string', title: '名称' })).toBeUndefined();
  });

  it('names the field when a value does not fit', () => {
    expect(rangeMessage({ type: 'integer', title: '排序' }, 99999999999)).toBe('排序超出允许范围（-2147483648~2147483647）');
    expect(rangeMessage({ type: 'integer', title: '排序' }, -2147483649, '查询条件')).toBe(
      '查询条件排序超出允许范围（-2147483648~2147483647）',
    );
    expect(rangeMessage({ type: 'integer', title: '排序' }, 2147483647)).toBeUndefined();
    expect(dateMessage({ type: 'string', format: 'date', title: '购置日期' }, '2026-02-31')).toBe('购置日期不是有效的日期');
    expect(dateMessage({ type: 'string', format: 'date-time', title: '创建时间' }, '2026-13-45 99:99:99', '查询条件')).toBe(
      '查询条件创建时间不是有效的日期时间',
    );
    expect(dateMessage({ type: 'string', title: '名称' }, '2026-02-31')).toBeUndefined();
  });
});

describe('nulBytePath', () => {
  it('finds a NUL character anywhere and answers the top-level key it is under', () => {
    expect(nulBytePath({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b');
    expect(nulBytePath({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(nulBytePath({ list: [{ deep: { deeper: 'z\u0000' } }] })).toBe('list');
    expect(nulBytePath({ a: 'ok', n: 1, b: null, c: [true] })).toBeUndefined();
    expect(nulBytePath('\u0000')).toBe('');
    expect(nulBytePath({ file: Buffer.from([0, 1, 2]) })).toBeUndefined();
    expect(nulBytePath(Object.assign(Object.create(null), { q: 'a\u0000' }))).toBe('q');
  });
});

describe('badTextAt (NUL characters and lone surrogates)', () => {
  it('finds half a surrogate pair in values and keys, and lets whole pairs through', () => {
    expect(badTextAt({ a: '𝔘𝔫𝔦', b: ['x', { c: 'y\ud800' }] })).toEqual({ path: 'b', kind: 'surrogate' });
    expect(badTextAt({ a: 'z\udc00' })).toEqual({ path: 'a', kind: 'surrogate' });
    expect(badTextAt({ 'k\ud83d': 1 })).toEqual({ path: 'k\ud83d', kind: 'surrogate' });
    expect(badTextAt({ a: 'ok\u0000' })).toEqual({ path: 'a', kind: 'nul' });
    expect(badTextAt({ a: '😀', b: '\ud83d\ude00' })).toBeUndefined();
  });

  it('answers the first problem in order and walks values nested far deeper than a call stack allows', () => {
    expect(badTextAt({ a: 'x\ud800', b: 'y\u0000' })).toEqual({ path: 'a', kind: 'surrogate' });
    const deep = JSON.parse(`{"deep":${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}}`);
    expect(badTextAt(deep)).toEqual({ path: 'deep', kind: 'nul' });
    expect(nulBytePath(deep)).toBe('deep');
  });

  it('names the field in the refusal, printing bad characters in a key as U+FFFD', () => {
    expect(badTextMessage('备注', 'nul')).toBe('备注不能包含空字符');
    expect(badTextMessage('备注', 'surrogate')).toBe('备注含有无效字符');
    expect(badTextMessage('', 'surrogate')).toBe('参数含有无效字符');
    expect(badTextMessage('k\ud800', 'surrogate')).toBe('k\uFFFD含有无效字符');
    expect(badTextMessage('x'.repeat(100), 'nul')).toBe(`${'x'.repeat(64)}…不能包含空字符`);
  });
});

describe('textValueMessage (list parameters bound against typed columns)', () => {
  it('refuses text an integer, number, boolean or date column cannot read, and lets text columns take anything', () => {
    expect(textValueMessage({ type: 'integer', title: 'x' }, 'abc', '周期')).toBe('周期格式不正确');
    expect(textValueMessage({ type: 'integer', title: 'x' }, '1.5', '周期')).toBe('周期格式不正确');
    expect(textValueMessage({ type: 'integer', title: 'x' }, '99999999999', '周期')).toBe('周期超出允许范围（-2147483648~2147483647）');
    expect(textValueMessage({ type: 'integer', title: 'x' }, '-12', '周期')).toBeUndefined();
    expect(textValueMessage({ type: 'number', title: 'x' }, '1.25', '金额')).toBeUndefined();
    expect(textValueMessage({ type: 'boolean', title: 'x' }, 'yes', '启用')).toBe('启用格式不正确');
    expect(textValueMessage({ type: 'string', format: 'date', title: 'x' }, '2026-02-31', '日期')).toBe('日期格式不正确');
    expect(textValueMessage({ type: 'string', title: 'x' }, "'; drop", '名称')).toBeUndefined();
  });
});
