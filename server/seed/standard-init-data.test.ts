import { describe, expect, it } from 'vitest';
import { permissionNodeCodes, readPermissionOf } from '../../engine/schema/check-menus';
import enShell from '../../locales/en/shell.json';
import { ADMIN_PAGE_PATHS, adminRoutes } from '../../platform/routing/admin-routes';
import { HOSPITAL_PAGE_PATHS } from '../../platform/routing/route-paths';
import { readEntityFiles, SCHEMAS_DIR } from '../entities/entity-catalogue';
import type { InitMenu } from '../hospitals/init-data';
import { flattenInitPermissions, schemaPermissionIds } from '../roles/permission-catalogue';
import { standardInitData } from './standard-init-data';
import { standardInitBaseKeys } from './standard-init-base';
import { COCKPIT_PAGES } from '../../dashboards/cockpits/cockpit-pages';
import { COCKPIT_MENU_ENTRIES } from './cockpit-init-data';

/**
 * The menus and permission nodes every initialised hospital gets, checked against the console
 * and the schemas: a menu must open a page, and every permission id a schema checks must be a
 * node a role can be given (otherwise only a super admin could ever use that call).
 */
const entities = readEntityFiles([SCHEMAS_DIR]);
const schemaRoutes = new Map(entities.flatMap((entity) => (entity.route ? [[entity.route, entity] as const] : [])));
/** Routes the seeds name whose screens are not built yet: seed 000 section 2 lists it, seed 002 describes it. */
const SEED_NAMED_ROUTES = new Set(['/inventory-check-record/index']);

const allMenus = (menus: InitMenu[]): InitMenu[] => menus.flatMap((menu) => [menu, ...allMenus(menu.children ?? [])]);
const menus = allMenus(standardInitData().menus);
const pages = menus.filter((menu) => !menu.children?.length);
const codes = flattenInitPermissions(standardInitData().permissions).map((node) => node.pmsCode);

describe('standard init data against the console and the schemas', () => {
  it('every menu page is a console route: a schema screen, an admin route, or a bespoke hospital page', () => {
    const cockpits = new Set(COCKPIT_PAGES.map((page) => page.path));
    const isRoute = (path: string) =>
      schemaRoutes.has(path) ||
      ADMIN_PAGE_PATHS.has(path) ||
      HOSPITAL_PAGE_PATHS.has(path) ||
      SEED_NAMED_ROUTES.has(path) ||
      cockpits.has(path);
    expect(pages.map((menu) => menu.path).filter((path) => !isRoute(path))).toEqual([]);
  });

  it('has one cockpit menu per wall screen of the console, each with its own permission id', () => {
    expect(COCKPIT_MENU_ENTRIES.map((entry) => entry.path).sort()).toEqual(COCKPIT_PAGES.map((page) => page.path).sort());
    for (const entry of COCKPIT_MENU_ENTRIES) expect(pages.find((menu) => menu.path === entry.path)?.authId).toBe(entry.pmsCode);
  });

  it('every permission id a schema names (operations, actions, endpoints) is a node of the permission tree', () => {
    const missing = schemaPermissionIds(entities).filter((use) => !codes.includes(use.code));
    expect(missing.map((use) => `${use.entity}: ${use.code}`)).toEqual([]);
  });

  it('every schema screen a hospital user may read has a menu, guarded by the permission it is read with', () => {
    // A screen read by super admins only (superAdmin) needs no hospital menu: no role could open it.
    for (const [route, entity] of schemaRoutes) {
      const read = readPermissionOf(entity);
      if (!read) continue;
      const menu = pages.find((candidate) => candidate.path === route);
      expect(menu, `no menu for ${entity.name} at ${route}`).toBeDefined();
      expect(menu?.authId, `menu ${route}`).toBe(read);
    }
  });

  it('names each permission code once, and every menu authId is one of them', () => {
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    expect(menus.flatMap((menu) => (menu.authId && !codes.includes(menu.authId) ? [`${menu.path}: ${menu.authId}`] : []))).toEqual([]);
  });

  it('gives roles only menus and permission codes that exist', () => {
    const paths = new Set(menus.map((menu) => menu.path));
    for (const role of standardInitData().roles) {
      if (role.menuPaths !== '*')
        expect(
          role.menuPaths.filter((path) => !paths.has(path)),
          role.roleName,
        ).toEqual([]);
      if (role.pmsCodes !== '*') {
        const unmatched = role.pmsCodes.filter((prefix) => !codes.some((code) => code === prefix || code.startsWith(`${prefix}:`)));
        expect(unmatched, role.roleName).toEqual([]);
      }
    }
  });

  it('gives every menu an English name, the console title of its admin route where there is one', () => {
    expect(menus.filter((menu) => !menu.menuNameEn).map((menu) => menu.path)).toEqual([]);
    const adminTitles = new Map<string, string>();
    const collect = (routes: ReturnType<typeof adminRoutes>) =>
      routes.forEach((route) => {
        adminTitles.set(route.path, route.meta.title);
        collect(route.children);
      });
    collect(adminRoutes((key) => enShell.routes[key]));
    const differing = menus.flatMap((menu) => {
      const title = adminTitles.get(menu.path);
      return title !== undefined && title !== menu.menuNameEn ? [`${menu.path}: ${menu.menuNameEn} ≠ ${title}`] : [];
    });
    expect(differing).toEqual([]);
  });

  it('holds no menu or permission id of its own that a schema states: the schemas bring them (issue 27)', () => {
    const schemaPaths = new Set([...schemaRoutes.keys()]);
    expect(standardInitBaseKeys.menuPaths.filter((path) => schemaPaths.has(path))).toEqual([]);
    const schemaCodes = new Set(entities.flatMap(permissionNodeCodes));
    expect(standardInitBaseKeys.permissionCodes.filter((code) => schemaCodes.has(code))).toEqual([]);
    // Every schema screen that has a menu states it itself.
    const stated = new Set(entities.flatMap((entity) => (entity.menu && entity.route ? [entity.route] : [])));
    expect(pages.filter((menu) => schemaPaths.has(menu.path) && !stated.has(menu.path)).map((menu) => menu.path)).toEqual([]);
  });

  it('already holds the ids of the screens still to come (hospitals, companies, hospital users)', () => {
    expect(codes).toEqual(
      expect.arrayContaining(['sys:hosp', 'sys:hosp:add', 'sys:company', 'sys:company:add', 'sys:hosp-user', 'sys:hosp-user:add']),
    );
  });
});
