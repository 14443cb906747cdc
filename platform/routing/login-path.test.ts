import { describe, expect, it } from 'vitest';
import { loginPathFor, reloginPathFor } from './login-path';

describe('login paths', () => {
  it('remember the page and its hospital, at the login of its area', () => {
    expect(loginPathFor('/eqp/index', '?hosp_code=10002&page=2')).toBe(
      '/login?redirect=%2Feqp%2Findex%3Fhosp_code%3D10002%26page%3D2&hosp_code=10002',
    );
    expect(loginPathFor('/admin/news-manage', '')).toBe('/admin/login?redirect=%2Fadmin%2Fnews-manage');
  });

  it('after a session ended, lead back to the page; a page open without a token is loaded again', () => {
    expect(reloginPathFor('/admin/news-manage', '?title=x')).toBe('/admin/login?redirect=%2Fadmin%2Fnews-manage%3Ftitle%3Dx');
    expect(reloginPathFor('/home/dashboard', '?hosp_code=10001')).toBe(
      '/login?redirect=%2Fhome%2Fdashboard%3Fhosp_code%3D10001&hosp_code=10001',
    );
    expect(reloginPathFor('/login', '?redirect=%2Fwelcome')).toBe('/login?redirect=%2Fwelcome');
    expect(reloginPathFor('/admin/login', '')).toBe('/admin/login');
    expect(reloginPathFor('/digital', '?hosp_code=10001')).toBe('/digital?hosp_code=10001');
  });
});
