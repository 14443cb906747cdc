import { describe, expect, it } from 'vitest';
import { isMorning } from './morning';

const at = (hour: number, minute = 0) => new Date(2026, 10, 21, hour, minute);

describe('isMorning', () => {
  it('is true from 08:00 up to 19:00 local time', () => {
    expect(isMorning(at(8))).toBe(true);
    expect(isMorning(at(12, 30))).toBe(true);
    expect(isMorning(at(18, 59))).toBe(true);
  });

  it('is false before 08:00 and from 19:00', () => {
    expect(isMorning(at(7, 59))).toBe(false);
    expect(isMorning(at(19))).toBe(false);
    expect(isMorning(at(23, 30))).toBe(false);
    expect(isMorning(at(0))).toBe(false);
  });
});
