import { describe, expect, it } from 'vitest';
import { cutLabel } from './labels';

describe('cutLabel', () => {
  it('keeps labels of up to 7 characters as they are', () => {
    expect(cutLabel('心内科')).toBe('心内科');
    expect(cutLabel('重症医学科一病')).toBe('重症医学科一病');
    expect(cutLabel('1234567')).toBe('1234567');
  });

  it('cuts longer labels at 7 characters and adds an ellipsis', () => {
    expect(cutLabel('12345678')).toBe('1234567...');
    expect(cutLabel('重症医学科一病区')).toBe('重症医学科一病...');
    expect(cutLabel('Radiology Department')).toBe('Radiolo...');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(cutLabel('𠀀𠀁𠀂𠀃𠀄𠀅𠀆𠀇')).toBe('𠀀𠀁𠀂𠀃𠀄𠀅𠀆...');
    expect(cutLabel('𠀀𠀁𠀂𠀃𠀄𠀅𠀆')).toBe('𠀀𠀁𠀂𠀃𠀄𠀅𠀆');
  });
});
