import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../schema/entity-types';
import { cellText, moneyText } from './cell-text';

const yesNo = { yes: '是', no: '否' };
const row = (values: Record<string, unknown>) => ({ id: 'r1', ...values });
const price: FieldDef = { type: 'number', format: 'money', title: '购置价格(元)' };
const count: FieldDef = { type: 'integer', title: '转单次数' };

describe('cellText', () => {
  it('groups money on screen with 2 decimals', () => {
    expect(cellText('price', price, row({ price: 2109000 }), yesNo)).toBe('2,109,000.00');
    expect(cellText('price', price, row({ price: 12.5 }), yesNo)).toBe('12.50');
    expect(cellText('price', price, row({ price: 0 }), yesNo)).toBe('0.00');
    // PostgreSQL sends numeric as text.
    expect(cellText('price', price, row({ price: '1234567.891' }), yesNo)).toBe('1,234,567.89');
  });

  it('keeps money as sent in a file, so a spreadsheet reads a number', () => {
    expect(cellText('price', price, row({ price: 2109000 }), yesNo, 'file')).toBe('2109000');
    expect(cellText('price', price, row({ price: '1234567.89' }), yesNo, 'file')).toBe('1234567.89');
  });

  it('leaves an empty amount empty and shows what is not a number as sent', () => {
    expect(cellText('price', price, row({ price: null }), yesNo)).toBe('');
    expect(cellText('price', price, row({}), yesNo)).toBe('');
    expect(cellText('price', price, row({ price: '面议' }), yesNo)).toBe('面议');
  });

  it('does not group numbers that are not money (counts, years, sort numbers)', () => {
    expect(cellText('transferCount', count, row({ transferCount: 12345 }), yesNo)).toBe('12345');
    expect(cellText('year', { type: 'integer', title: '年度' }, row({ year: 2026 }), yesNo)).toBe('2026');
  });

  it('still prefers Desc texts, option labels and 是/否', () => {
    expect(cellText('state', { type: 'string', title: '状态', withDesc: true }, row({ state: '01', stateDesc: '正常' }), yesNo)).toBe(
      '正常',
    );
    expect(cellText('netFlag', { type: 'boolean', title: '已联网' }, row({ netFlag: true }), yesNo)).toBe('是');
  });
});

describe('moneyText', () => {
  it('is undefined for what is not an amount', () => {
    expect(moneyText('')).toBeUndefined();
    expect(moneyText('abc')).toBeUndefined();
    expect(moneyText(Number.NaN)).toBeUndefined();
    expect(moneyText(-1500.5)).toBe('-1,500.50');
  });
});
