import { describe, expect, it } from 'vitest';
import { entityScreenPaths } from './entity-screen-routes';

describe('entityScreenPaths', () => {
  it('has a route for every schema that names one', () => {
    expect(entityScreenPaths).toEqual(
      expect.arrayContaining([
        { path: '/admin/system-param/dic', name: 'dic' },
        { path: '/admin/param-manage', name: 'param' },
        { path: '/admin/acct-manage', name: 'acct' },
        { path: '/admin/hospital/hosp-dept', name: 'hosp-dept' },
      ]),
    );
  });
});
