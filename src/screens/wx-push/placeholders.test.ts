import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholdersOf } from './placeholders';

describe('template placeholders', () => {
  it('lists each placeholder once, in order', () => {
    expect(placeholdersOf('{设备名称}将于{日期}到期，请处理{设备名称}')).toEqual(['设备名称', '日期']);
    expect(placeholdersOf('没有占位符 { } {}')).toEqual([]);
  });

  it('fills the given values and leaves the others as written', () => {
    expect(fillPlaceholders('{设备名称}将于{日期}到期', { 设备名称: '呼吸机' })).toBe('呼吸机将于{日期}到期');
    expect(fillPlaceholders('{a}{a}', { a: 'x' })).toBe('xx');
  });
});
