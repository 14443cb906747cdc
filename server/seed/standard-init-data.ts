import type { HospInitData } from '../hospitals/init-data.js';
import { extraSchemaDirs } from '../config.js';
import { entityCatalogue, readEntityFiles, SCHEMAS_DIR } from '../entities/entity-catalogue.js';
import { LEADERSHIP_COCKPITS } from './cockpit-init-data.js';
import { deriveInitTree } from './schema-init-data.js';
import { standardInitBase } from './standard-init-base.js';

/**
 * The standard init data: the menus and permission tree of the shipped schemas (each states its
 * own `menu` and `permissionNode`) put into the base (server/seed/standard-init-base.ts: folders,
 * dashboards, cockpits), and the baseline roles below. Nothing here repeats what a schema states.
 */
function shippedEntities() {
  // The server's catalogue when it serves the shipped schemas alone; read apart when it has more.
  return extraSchemaDirs().length === 0 ? entityCatalogue() : readEntityFiles([SCHEMAS_DIR]);
}

/** The baseline roles: which menus (by path) and permission codes (by prefix) each is given. */
const roles: HospInitData['roles'] = [
  {
    roleName: '维修工程师',
    description: '负责设备维修、巡检、保养、质控与计量',
    bizType: '01',
    wxInterfaceCode: '01',
    // The dictionary menu is linked without its permission (sys:dic) on purpose: the console hides
    // a menu whose authId the user lacks (seed 000 section 6), and the demo shows that it does.
    menuPaths: [
      '/home/dashboard',
      '/eqp/index',
      '/mtc-record',
      '/insured-equipment-record',
      '/guar-equipment-record',
      '/inventory-check-record/index',
      '/daily-patrol-detail',
      '/patrol-detail',
      '/dept-patrol-detail',
      '/maintain-detail',
      '/quality-detail',
      '/metering-plan',
      '/eqpLevelOne/major-patrol/major-patrol-detail',
      '/admin/system-param/dic',
    ],
    pmsCodes: ['home', 'eqp', 'task'],
  },
  { roleName: '设备科管理员', description: '医学装备部全院管理', bizType: '02', wxInterfaceCode: '02', menuPaths: '*', pmsCodes: '*' },
  {
    roleName: '院领导',
    description: '查看全院设备运行与效益',
    bizType: '03',
    wxInterfaceCode: '02',
    menuPaths: [
      '/home/dashboard',
      '/eqp/index',
      '/mtc-record',
      '/insured-equipment-record',
      '/guar-equipment-record',
      ...LEADERSHIP_COCKPITS.menuPaths,
    ],
    pmsCodes: ['home', 'eqp', ...LEADERSHIP_COCKPITS.pmsCodes],
  },
  {
    roleName: '科室人员',
    description: '科室设备报修与查看',
    bizType: '04',
    wxInterfaceCode: '03',
    menuPaths: ['/home/dashboard', '/eqp/index'],
    pmsCodes: ['home', 'eqp:list'],
  },
];

let derived: HospInitData | undefined;

/** The standard baseline shipped as the demo's `hosp_init_data` parameter, derived once. */
export function standardInitData(): HospInitData {
  if (derived) return derived;
  const { menus, permissions } = deriveInitTree(standardInitBase, shippedEntities());
  derived = { permissions, menus, roles };
  return derived;
}
