import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../engine/schema/entity-types';
import { readEntityFiles, SCHEMAS_DIR } from '../entities/entity-catalogue';
import type { InitMenu, InitPermission } from '../hospitals/init-data';
// The tree of before the schemas stated their menus, frozen with the migration that reads it (issue 31).
import before from '../db/migrations/hospital-0006-schema-entries-given.data.json';
import { deriveInitTree, schemaMenuOf, schemaPermissionNodeOf } from './schema-init-data';
import { standardInitBase } from './standard-init-base';
import { standardInitData } from './standard-init-data';

const shipped = readEntityFiles([SCHEMAS_DIR]);

const allOf = <T extends { children?: T[] }>(nodes: T[]): T[] => nodes.flatMap((node) => [node, ...allOf(node.children ?? [])]);
/** The tree without the nodes `keep` refuses (and their subtrees). */
const keepOnly = <T extends { children?: T[] }>(nodes: T[], keep: (node: T) => boolean): T[] =>
  nodes.filter(keep).map((node) => (node.children ? { ...node, children: keepOnly(node.children, keep) } : node));

/** A schema as a drop-in folder would bring it: only what the derivation reads. */
const dropIn = (name: string, extra: Partial<EntitySchema>): EntitySchema =>
  ({ name, title: '测试器件', route: undefined, permissions: { query: 'superAdmin' }, ...extra }) as EntitySchema;

describe('the standard init data derived from the schemas', () => {
  it('is the tree standard-init-data.ts held before the schemas stated their menus (issue 27)', () => {
    // The fixture is that file's output, written before the menus moved into the schemas. Schemas
    // added since bring entries of their own: the entries of then are all there, unchanged, in order.
    const menuPaths = new Set(allOf(before.menus as InitMenu[]).map((menu) => menu.path));
    const codes = new Set(allOf(before.permissions as InitPermission[]).map((node) => node.pmsCode));
    expect(keepOnly(standardInitData().menus, (menu) => menuPaths.has(menu.path))).toEqual(before.menus);
    expect(keepOnly(standardInitData().permissions, (node) => codes.has(node.pmsCode))).toEqual(before.permissions);
    expect(standardInitData().roles).toEqual(before.roles);
  });

  it('names a menu after the schema, guards it with the node or the read permission, and names operation ids after the node', () => {
    const gadget = dropIn('gadget', {
      menu: { parent: '/admin', titleEn: 'Gadgets', order: 15 },
      permissionNode: { parent: 'sys', code: 'sys:gadget', order: 5, operations: ['add', { suffix: 'run', name: '运行' }] },
    });
    expect(schemaMenuOf(gadget)).toEqual({
      menuName: '测试器件',
      menuNameEn: 'Gadgets',
      path: '/entity/gadget',
      icon: 'file',
      authId: 'sys:gadget',
    });
    expect(schemaPermissionNodeOf(gadget)).toEqual({
      pmsCode: 'sys:gadget',
      pmsName: '测试器件',
      children: [
        { pmsCode: 'sys:gadget:add', pmsName: '测试器件新增' },
        { pmsCode: 'sys:gadget:run', pmsName: '测试器件运行' },
      ],
    });
    const open = dropIn('open', {
      route: '/admin/open',
      permissions: { query: 'signedIn', detail: 'sys:open' },
      menu: { parent: '/admin', title: '开放', titleEn: 'Open', icon: 'layers', order: 1, hidden: true },
    });
    expect(schemaMenuOf(open)).toEqual({
      menuName: '开放',
      menuNameEn: 'Open',
      path: '/admin/open',
      icon: 'layers',
      authId: 'sys:open',
      hidden: true,
    });
    const superOnly = dropIn('super', { permissions: { query: 'superAdmin' }, menu: { parent: '/admin', titleEn: 'Super', order: 1 } });
    expect(schemaMenuOf(superOnly).authId).toBeUndefined();
  });

  it('puts a new schema in by order, under its parent menu and permission node', () => {
    const gadget = dropIn('gadget', {
      menu: { parent: '/admin', titleEn: 'Gadgets', order: 15 },
      permissionNode: { parent: 'sys', code: 'sys:gadget', order: 5 },
    });
    const tree = deriveInitTree(standardInitBase, [...shipped, gadget]);
    const admin = tree.menus.find((menu) => menu.path === '/admin')!;
    expect(admin.children!.slice(0, 3).map((menu) => menu.path)).toEqual(['/admin/dashboard', '/entity/gadget', '/admin/acct-manage']);
    const sys = tree.permissions.find((node) => node.pmsCode === 'sys')!;
    expect(sys.children!.slice(0, 2).map((node) => node.pmsCode)).toEqual(['sys:gadget', 'sys:acct']);
    expect(tree.menuOwners.get('/entity/gadget')).toBe('gadget');
    expect(tree.permissionOwners.get('sys:hosp-role:bind-menu')).toBe('hosp-role');
  });

  it('a schema may hang under another schema menu, and a top-level one sorts among the base', () => {
    const folder = dropIn('folder', { route: '/admin/gadgets', menu: { titleEn: 'Gadget folder', order: 45 } });
    const page = dropIn('page', { menu: { parent: '/admin/gadgets', titleEn: 'Gadget page', order: 10 } });
    const tree = deriveInitTree(standardInitBase, [...shipped, page, folder]);
    expect(tree.menus.map((menu) => menu.path)).toEqual(['/home/dashboard', '/eqp', '/task', '/admin', '/admin/gadgets', '/cockpit']);
    expect(tree.menus[4]!.children!.map((menu) => menu.path)).toEqual(['/entity/page']);
  });

  it('stops naming the file when two schemas claim one path or id, or a parent does not exist', () => {
    const twin = dropIn('twin', { route: '/admin/acct-manage', menu: { parent: '/admin', titleEn: 'Twin', order: 1 } });
    expect(() => deriveInitTree(standardInitBase, [...shipped, twin])).toThrow(
      '实体定义有误 (twin.json): menu: /admin/acct-manage is also the menu of acct.json',
    );
    const base = dropIn('base', { menu: { parent: '/admin', titleEn: 'Base', order: 1 }, route: '/admin/dashboard' });
    expect(() => deriveInitTree(standardInitBase, [base])).toThrow('menu: /admin/dashboard is already a menu of the standard init data');
    const orphan = dropIn('orphan', {
      menu: { parent: '/nowhere', titleEn: 'Orphan', order: 1 },
      permissionNode: { parent: 'nope', code: 'sys:orphan', order: 1 },
    });
    expect(() => deriveInitTree(standardInitBase, [orphan])).toThrow(
      /menu.parent: no menu has the path \/nowhere\n\s+permissionNode.parent: no permission node has the code nope/,
    );
    const clash = dropIn('clash', { permissionNode: { parent: 'sys', code: 'sys:dic', order: 1 } });
    expect(() => deriveInitTree(standardInitBase, [...shipped, clash])).toThrow('permissionNode: sys:dic is also declared by dic.json');
  });

  it('stops on menus whose parents go round in a circle', () => {
    const a = dropIn('a', { route: '/a', menu: { parent: '/b', titleEn: 'A', order: 1 } });
    const b = dropIn('b', { route: '/b', menu: { parent: '/a', titleEn: 'B', order: 1 } });
    expect(() => deriveInitTree(standardInitBase, [a, b])).toThrow('go round in a circle: /a, /b');
  });

  it('stops the catalogue naming the drop-in file that claims a shipped permission id', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-menus-'));
    try {
      const dic = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'dic.json'), 'utf8'));
      const twin = { ...dic, name: 'dic-twin', endpoint: '/db/dic-twin', route: '/admin/dic-twin', table: 'dic_twin' };
      fs.writeFileSync(path.join(dir, 'dic-twin.json'), JSON.stringify(twin));
      expect(() => readEntityFiles([SCHEMAS_DIR, dir])).toThrow(
        /dic-twin\.json\):\n\s+permissionNode: sys:dic is also declared by dic\.json/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
