import { describe, expect, it } from 'vitest';
import { arrivedFrom, rememberShownPath } from './navigation-memory';

describe('navigation memory', () => {
  it('names the page before the one arrived at, whether or not that one is recorded yet', () => {
    rememberShownPath('/welcome');
    expect(arrivedFrom('/home/dashboard')).toBe('/welcome');
    rememberShownPath('/home/dashboard');
    rememberShownPath('/home/dashboard');
    expect(arrivedFrom('/home/dashboard')).toBe('/welcome');
    rememberShownPath('/eqp/index');
    expect(arrivedFrom('/eqp/index')).toBe('/home/dashboard');
  });
});
