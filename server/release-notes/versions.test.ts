import { describe, expect, it } from 'vitest';
import { compareVersions, newest } from './versions';

describe('release versions', () => {
  it('compares dotted numbers part by part, not as text', () => {
    expect(compareVersions('2.10.0', '2.9.3')).toBe(1);
    expect(compareVersions('2.9.3', '2.10')).toBe(-1);
    expect(compareVersions('2.1', '2.1.0')).toBe(0);
    expect(compareVersions('3', '2.99.99')).toBe(1);
  });

  it('picks the highest version, the first of equals', () => {
    expect(
      newest([
        { version: '1.2', id: 'a' },
        { version: '1.10', id: 'b' },
        { version: '1.10.0', id: 'c' },
      ]),
    ).toEqual({ version: '1.10', id: 'b' });
    expect(newest([])).toBeNull();
  });
});
