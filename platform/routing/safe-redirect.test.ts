import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';
import { classifyPath } from './route-paths';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/home/dashboard?hosp_code=10001')).toBe('/home/dashboard?hosp_code=10001');
    expect(safeRedirect('/admin/dashboard')).toBe('/admin/dashboard');
  });

  it.each([null, undefined, '', 'home', 'https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example'])(
    'refuses %j',
    (raw) => expect(safeRedirect(raw)).toBeNull(),
  );

  it('refuses the login flow itself, which would loop', () => {
    expect(safeRedirect('/login?redirect=/x')).toBeNull();
    expect(safeRedirect('/admin/login/')).toBeNull();
    expect(safeRedirect('/auth-redirect?tk=1')).toBeNull();
  });
});

describe('classifyPath', () => {
  it('names each kind of path', () => {
    expect(classifyPath('/')).toBe('root');
    expect(classifyPath('/login/')).toBe('login');
    expect(classifyPath('/admin/login')).toBe('adminLogin');
    expect(classifyPath('/404')).toBe('open');
    expect(classifyPath('/welcome')).toBe('welcome');
    expect(classifyPath('/admin/hospital/hosp')).toBe('admin');
    expect(classifyPath('/home/dashboard')).toBe('hospital');
    expect(classifyPath('/administrator')).toBe('unknown');
  });
});
