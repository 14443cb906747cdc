import { describe, expect, it } from 'vitest';
import { rememberedChoice } from './hospital-memory';

const choosable = [
  { value: '10001', label: '第一医院' },
  { value: '10002', label: '第二医院' },
];

describe('remembered hospital choice', () => {
  it('is the remembered hospital while the user may still choose it', () => {
    expect(rememberedChoice('10002', choosable)).toBe('10002');
  });

  it('is nothing when the hospital is no longer offered, or nothing was remembered', () => {
    expect(rememberedChoice('10009', choosable)).toBeUndefined();
    expect(rememberedChoice('10001', [])).toBeUndefined();
    expect(rememberedChoice(undefined, choosable)).toBeUndefined();
    expect(rememberedChoice('', choosable)).toBeUndefined();
  });

  it('compares codes as text, whatever type the option value has', () => {
    expect(rememberedChoice('10001', [{ value: 10001, label: '第一医院' }])).toBe('10001');
  });
});
