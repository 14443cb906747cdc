import { describe, expect, it } from 'vitest';
import type { EntityIndexItem } from '../../engine/schema/entity-index';
import { entityByNamePages, extraAdminPages, isAdminPage } from './admin-pages';
import { entityAtRoute, isEntityByNamePath } from './entity-pages';

const entity = (name: string, route: string | null, titleEn: string | null = null): EntityIndexItem => ({
  name,
  title: `${name}标题`,
  titleEn,
  kind: 'list',
  scope: 'platform',
  route,
  endpoint: `/db/${name}`,
});
const served = [
  entity('dic', '/admin/system-param/dic', 'Dictionary'),
  entity('gadget', '/admin/gadget', 'Gadgets'),
  entity('plan', null),
  entity('task', '/task-detail'),
];

describe('schema screens at the routes the server serves', () => {
  it('finds the entity of a route, with or without a trailing slash', () => {
    expect(entityAtRoute('/admin/gadget', served)?.name).toBe('gadget');
    expect(entityAtRoute('/admin/gadget/', served)?.name).toBe('gadget');
    expect(entityAtRoute('/task-detail', served)?.name).toBe('task');
    expect(entityAtRoute('/admin/unknown', served)).toBeUndefined();
    expect(entityAtRoute('/admin/gadget', [])).toBeUndefined();
  });

  it('counts /entity/<name> and served routes among a super admin’s pages, once the list is known', () => {
    expect(isEntityByNamePath('/entity/plan')).toBe(true);
    expect(isAdminPage('/entity/anything')).toBe(true);
    expect(isAdminPage('/admin/acct-manage')).toBe(true);
    expect(isAdminPage('/admin/gadget')).toBe(false);
    expect(isAdminPage('/admin/gadget', served)).toBe(true);
    expect(isAdminPage('/task-detail', served)).toBe(true);
  });

  it('lists the served /admin screens the admin table lacks, titled by the schema in the chosen language', () => {
    expect(extraAdminPages(served, 'zh')).toEqual([{ path: '/admin/gadget', title: 'gadget标题' }]);
    expect(extraAdminPages(served, 'en')).toEqual([{ path: '/admin/gadget', title: 'Gadgets' }]);
    expect(extraAdminPages([entity('gadget', '/admin/gadget')], 'en')).toEqual([{ path: '/admin/gadget', title: 'gadget标题' }]);
  });

  it('titles every served entity’s /entity/<name> page by its schema', () => {
    expect(entityByNamePages(served.slice(0, 1), 'en')).toEqual([{ path: '/entity/dic', title: 'Dictionary' }]);
    expect(entityByNamePages(served.slice(2, 3), 'en')).toEqual([{ path: '/entity/plan', title: 'plan标题' }]);
  });
});
