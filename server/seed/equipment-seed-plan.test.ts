import { describe, expect, it } from 'vitest';
import { parseSeedArguments } from './equipment-seed-plan';

describe('npm run seed:demo arguments', () => {
  it('adds no bench hospital by default', () => {
    expect(parseSeedArguments([])).toEqual({ sizes: [], seed: 2026 });
  });

  it('splits --equipment evenly over --hospitals', () => {
    expect(parseSeedArguments(['--hospitals', '20', '--equipment', '100000']).sizes).toEqual(Array(20).fill(5000));
    expect(parseSeedArguments(['--hospitals', '3', '--equipment', '10']).sizes).toEqual([4, 3, 3]);
  });

  it('defaults to 5000 equipment per hospital, takes explicit --sizes and --seed', () => {
    expect(parseSeedArguments(['--hospitals', '2']).sizes).toEqual([5000, 5000]);
    expect(parseSeedArguments(['--sizes', '1000,100000', '--seed', '7'])).toEqual({ sizes: [1000, 100000], seed: 7 });
  });

  it('refuses bad numbers and unknown options', () => {
    expect(() => parseSeedArguments(['--hospitals=-1'])).toThrow('--hospitals 必须是非负整数');
    expect(() => parseSeedArguments(['--bogus', '1'])).toThrow();
  });
});
