import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEntity } from './check-entity';
import { checkMenuDeclarations, menuAuthIdOf, menuPathOf } from './check-menus';
import type { EntitySchema } from './entity-types';
import { resolveEntities } from './resolve-entities';

const dic = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../schemas/dic.json'), 'utf8'));
const base = { menuPaths: ['/admin', '/admin/system-param'], permissionCodes: ['sys'] };

describe('a schema menu and permission node, one file at a time', () => {
  it('accepts the dictionary as shipped, its menu guarded by its node', () => {
    expect(checkEntity(dic)).toEqual([]);
    expect(menuPathOf(dic)).toBe('/admin/system-param/dic');
    expect(menuAuthIdOf(dic)).toBe('sys:dic');
  });

  it('refuses a menu without English or order, an unknown operation suffix, and a malformed code', () => {
    expect(checkEntity({ ...dic, menu: { parent: '/admin' } })).toEqual([
      "/menu must have required property 'titleEn'",
      "/menu must have required property 'order'",
    ]);
    expect(checkEntity({ ...dic, permissionNode: { ...dic.permissionNode, operations: ['fly'] } })).toContain(
      '/permissionNode/operations/0 must match exactly one schema in oneOf',
    );
    expect(checkEntity({ ...dic, permissionNode: { code: 'Sys Dic', order: 1 } })[0]).toMatch(/^\/permissionNode\/code must match pattern/);
  });

  it('refuses an id the schema checks under its node that the node does not declare, and a menu for an entity without a screen', () => {
    const withoutExport = { ...dic, permissionNode: { ...dic.permissionNode, operations: ['add', 'update', 'delete', 'batch'] } };
    expect(checkEntity(withoutExport)).toEqual([
      'permissionNode.operations: the schema checks sys:dic:export, which the node does not declare',
    ]);
    expect(checkEntity({ ...dic, route: null })).toEqual(['menu: the entity has no screen of its own (route null)']);
    expect(
      checkEntity({
        ...dic,
        permissionNode: {
          ...dic.permissionNode,
          operations: ['add', { suffix: 'add', name: '再加' }, 'update', 'delete', 'batch', 'export'],
        },
      }),
    ).toEqual(['permissionNode.operations: add is named twice']);
  });

  it('is never inherited: a schema extending another states its own', () => {
    const [child] = resolveEntities({
      dic,
      'dic-copy': { extends: 'dic', name: 'dic-copy', endpoint: '/db/dic-copy', route: '/admin/dic-copy' },
    }).filter((entity) => entity.name === 'dic-copy');
    expect(child!.menu).toBeUndefined();
    expect(child!.permissionNode).toBeUndefined();
  });
});

describe('menus and permission nodes across the catalogue', () => {
  const entity = (name: string, extra: Partial<EntitySchema>) =>
    ({ name, route: `/admin/${name}`, permissions: {}, ...extra }) as EntitySchema;

  it('names each schema whose path or id another schema or the base already has, or whose parent nobody declares', () => {
    const problems = checkMenuDeclarations(
      [
        entity('first', {
          menu: { parent: '/admin', titleEn: 'First', order: 1 },
          permissionNode: { parent: 'sys', code: 'sys:x', order: 1, operations: ['add'] },
        }),
        entity('second', {
          route: '/admin/first',
          menu: { parent: '/admin/first', titleEn: 'Second', order: 1 },
          permissionNode: { parent: 'sys:x', code: 'sys:x:add', order: 1 },
        }),
        entity('third', {
          route: '/admin',
          menu: { parent: '/missing', titleEn: 'Third', order: 1 },
          permissionNode: { parent: 'gone', code: 'sys', order: 1 },
        }),
        entity('fourth', {
          menu: { parent: '/admin/first', titleEn: 'Fourth', order: 1 },
          permissionNode: { parent: 'sys:x', code: 'sys:y', order: 1 },
        }),
        entity('fifth', { permissions: { query: 'sys:nobody' }, menu: { parent: '/admin', titleEn: 'Fifth', order: 1 } }),
        entity('sixth', { permissions: { query: 'superAdmin' }, menu: { parent: '/admin', titleEn: 'Sixth', order: 1 } }),
      ],
      base,
    );
    expect(Object.fromEntries(problems)).toEqual({
      second: ['menu: /admin/first is also the menu of first.json', 'permissionNode: sys:x:add is also declared by first.json'],
      third: [
        'menu: /admin is already a menu of the standard init data',
        'permissionNode: sys is already a permission id of the standard init data',
        'menu.parent: no menu has the path /missing',
        'permissionNode.parent: no permission node has the code gone',
      ],
      fifth: ["menu.authId: sys:nobody is no permission id of the standard init data or of a schema's permissionNode"],
    });
  });
});
