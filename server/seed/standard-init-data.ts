import type { HospInitData, InitMenu, InitPermission } from '../hospitals/init-data.js';
import { cockpitMenus, cockpitPermissions, LEADERSHIP_COCKPITS } from './cockpit-init-data.js';

/**
 * Operations an entity screen guards with its own permission id (`<screen>:<operation>`), named as
 * server/roles/permission-catalogue.ts names the schemas' ids. A test checks this tree against the
 * schemas (standard-init-data.test.ts): every id a schema names is here.
 */
const OPERATION_NAMES: Record<string, string> = {
  add: '新增',
  update: '修改',
  delete: '删除',
  batch: '批量修改',
  export: '导出',
  'bind-menu': '绑定菜单',
  'bind-permission': '绑定权限',
};
const LIST_OPERATIONS = ['add', 'update', 'delete', 'batch', 'export'];
/** Trees have no export. */
const TREE_OPERATIONS = ['add', 'update', 'delete', 'batch'];

function screen(pmsCode: string, pmsName: string, operations: string[] | false = LIST_OPERATIONS): InitPermission {
  return {
    pmsCode,
    pmsName,
    ...(operations ? { children: operations.map((op) => ({ pmsCode: `${pmsCode}:${op}`, pmsName: `${pmsName}${OPERATION_NAMES[op]}` })) } : {}),
  };
}

const permissions: InitPermission[] = [
  { pmsCode: 'home', pmsName: '首页', children: [{ pmsCode: 'home:dashboard', pmsName: '首页看板' }] },
  {
    pmsCode: 'eqp',
    pmsName: '设备管理',
    children: [
      screen('eqp:list', '设备台账', ['update']),
      screen('eqp:mtc-record', '维修记录', false),
      screen('eqp:insured', '在保设备', false),
      screen('eqp:guar', '出保设备', false),
      screen('eqp:inventory', '盘点记录', false),
    ],
  },
  {
    pmsCode: 'task',
    pmsName: '任务管理',
    children: [
      screen('task:daily-patrol', '日常巡检', false),
      screen('task:patrol', '巡检任务', false),
      screen('task:dept-patrol', '科室巡检', false),
      screen('task:maintain', '保养任务', false),
      screen('task:quality', '质控任务', false),
      screen('task:metering', '计量任务', false),
      screen('task:major-patrol', '大型设备巡检', false),
    ],
  },
  {
    pmsCode: 'sys',
    pmsName: '系统管理',
    children: [
      screen('sys:acct', '平台账号'),
      screen('sys:hosp-user', '医院用户'),
      screen('sys:hosp', '医院'),
      screen('sys:hosp-menu', '医院菜单', TREE_OPERATIONS),
      screen('sys:hosp-role', '医院角色', [...LIST_OPERATIONS, 'bind-menu', 'bind-permission']),
      screen('sys:hosp-permission', '医院权限', TREE_OPERATIONS),
      screen('sys:hosp-dept', '医院部门', TREE_OPERATIONS),
      screen('sys:company', '公司管理'),
      screen('sys:dic', '系统字典'),
      screen('sys:param', '系统参数'),
      screen('sys:laws', '法律法规'),
      screen('sys:operation-doc', '产品说明书'),
      screen('sys:adverse-event', '不良事件'),
      screen('sys:registration', '注册证信息'),
      screen('sys:wx-interface', '小程序界面配置'),
      screen('sys:quartz-job', '定时任务'),
      screen('sys:quartz-log', '任务日志'),
      screen('sys:company-user', '公司用户信息'),
    ],
  },
  cockpitPermissions,
];

// Seed 001 section 5: a menu's icon is required on edit, so every baseline menu has one (a page's
// default is the file icon), or an administrator could not rename a menu without choosing one first.
// The English name is what the console shows in English (menus, tabs, breadcrumbs, shortcuts).
const m = (menuName: string, menuNameEn: string, path: string, authId?: string, extra: Partial<InitMenu> = {}): InitMenu => ({
  menuName,
  menuNameEn,
  path,
  icon: 'file',
  ...(authId ? { authId } : {}),
  ...extra,
});

const menus: InitMenu[] = [
  m('首页', 'Home', '/home/dashboard', 'home:dashboard', { icon: 'home', affix: true }),
  {
    menuName: '设备管理',
    menuNameEn: 'Equipment',
    path: '/eqp',
    icon: 'apps',
    children: [
      m('设备台账', 'Equipment ledger', '/eqp/index', 'eqp:list'),
      m('维修记录', 'Repair records', '/mtc-record', 'eqp:mtc-record'),
      m('在保设备', 'Insured equipment', '/insured-equipment-record', 'eqp:insured'),
      m('出保设备', 'Out-of-warranty equipment', '/guar-equipment-record', 'eqp:guar'),
      m('盘点记录', 'Stocktaking records', '/inventory-check-record/index', 'eqp:inventory'),
    ],
  },
  {
    menuName: '任务管理',
    menuNameEn: 'Tasks',
    path: '/task',
    icon: 'calendar',
    children: [
      m('日常巡检', 'Daily patrols', '/daily-patrol-detail', 'task:daily-patrol'),
      m('巡检任务', 'Patrol tasks', '/patrol-detail', 'task:patrol'),
      m('科室巡检', 'Department patrols', '/dept-patrol-detail', 'task:dept-patrol'),
      m('保养任务', 'Maintenance tasks', '/maintain-detail', 'task:maintain'),
      m('质控任务', 'Quality control tasks', '/quality-detail', 'task:quality'),
      m('计量任务', 'Metering tasks', '/metering-plan', 'task:metering'),
      m('大型设备巡检', 'Major equipment patrols', '/eqpLevelOne/major-patrol/major-patrol-detail', 'task:major-patrol'),
    ],
  },
  {
    menuName: '系统管理',
    menuNameEn: 'System',
    path: '/admin',
    icon: 'settings',
    children: [
      m('管理首页', 'Admin home', '/admin/dashboard'),
      m('平台账号', 'Platform accounts', '/admin/acct-manage', 'sys:acct'),
      m('新闻管理', 'News', '/admin/news-manage'),
      { menuName: '系统参数', menuNameEn: 'System settings', icon: 'layers', path: '/admin/system-param', children: [m('系统字典', 'Dictionary', '/admin/system-param/dic', 'sys:dic')] },
      m('操作日志', 'Operation log', '/admin/operate-log'),
      {
        menuName: '医院管理',
        menuNameEn: 'Hospitals',
        path: '/admin/hospital',
        icon: 'layers',
        children: [
          m('医院列表', 'Hospital list', '/admin/hospital/hosp', 'sys:hosp'),
          m('医院菜单', 'Hospital menus', '/admin/hospital/hosp-menu', 'sys:hosp-menu'),
          m('医院角色', 'Hospital roles', '/admin/hospital/hosp-role', 'sys:hosp-role'),
          m('医院权限', 'Hospital permissions', '/admin/hospital/hosp-permission', 'sys:hosp-permission'),
          m('医院部门', 'Hospital departments', '/admin/hospital/hosp-dept', 'sys:hosp-dept'),
          m('医院用户', 'Hospital users', '/admin/hospital/hosp-user', 'sys:hosp-user'),
        ],
      },
      { menuName: '订阅管理', menuNameEn: 'Subscriptions', icon: 'layers', path: '/admin/sub-manage', children: [m('订阅项目', 'Subscription items', '/admin/sub-manage/sub-items'), m('公司订阅', 'Company subscriptions', '/admin/sub-manage/comp-sub')] },
      {
        menuName: '行业知识管理',
        menuNameEn: 'Industry knowledge',
        path: '/admin/industry-knowledge-manage',
        icon: 'layers',
        children: [
          m('法律法规', 'Laws and regulations', '/admin/industry-knowledge-manage/laws-manage', 'sys:laws'),
          m('产品说明书', 'Product manuals', '/admin/industry-knowledge-manage/operation-doc-mng', 'sys:operation-doc'),
          m('不良事件', 'Adverse events', '/admin/industry-knowledge-manage/adverse-event-manage', 'sys:adverse-event'),
          m('注册证信息', 'Registration certificates', '/admin/industry-knowledge-manage/registrationinfo-manage', 'sys:registration'),
        ],
      },
      m('型号管理', 'Models', '/admin/model-manage'),
      m('公司管理', 'Companies', '/admin/company-manage', 'sys:company'),
      m('公司用户信息', 'Company users', '/admin/company-user', 'sys:company-user'),
      m('系统参数', 'System parameters', '/admin/param-manage', 'sys:param'),
      m('SQL管理', 'SQL', '/admin/sql-manage'),
      m('微信消息推送', 'WeChat messages', '/admin/wx-msg-push'),
      m('医院反馈', 'Hospital feedback', '/admin/hosp-feedback'),
      m('项目更新日志', 'Release notes', '/admin/project-update-log-admin'),
      m('小程序更新日志', 'Mini-program release notes', '/admin/app-project-update-log-admin'),
      m('知识库权限', 'Knowledge base permissions', '/admin/knowledge-permission'),
      m('小程序医院信息', 'Mini-program hospitals', '/admin/app-hosp-info'),
      m('小程序角色', 'Mini-program roles', '/admin/app-role'),
      m('小程序界面配置', 'Mini-program interface', '/admin/wx-interface', 'sys:wx-interface'),
      m('定时任务', 'Scheduled jobs', '/admin/quartz-job', 'sys:quartz-job'),
      m('任务日志', 'Job logs', '/admin/quartz-log', 'sys:quartz-log'),
      m('医院密钥配置', 'Hospital secret keys', '/admin/hosp-secret-key-config'),
      m('大屏访问密钥', 'Display keys', '/admin/display-key'),
    ],
  },
  cockpitMenus,
];

/** The standard baseline shipped as the demo's `hosp_init_data` parameter. */
export const standardInitData: HospInitData = {
  permissions,
  menus,
  roles: [
    {
      roleName: '维修工程师',
      description: '负责设备维修、巡检、保养、质控与计量',
      bizType: '01',
      wxInterfaceCode: '01',
      // The dictionary menu is linked without its permission (sys:dic) on purpose: the console hides
      // a menu whose authId the user lacks (seed 000 section 6), and the demo shows that it does.
      menuPaths: ['/home/dashboard', '/eqp/index', '/mtc-record', '/insured-equipment-record', '/guar-equipment-record', '/inventory-check-record/index', '/daily-patrol-detail', '/patrol-detail', '/dept-patrol-detail', '/maintain-detail', '/quality-detail', '/metering-plan', '/eqpLevelOne/major-patrol/major-patrol-detail', '/admin/system-param/dic'],
      pmsCodes: ['home', 'eqp', 'task'],
    },
    { roleName: '设备科管理员', description: '医学装备部全院管理', bizType: '02', wxInterfaceCode: '02', menuPaths: '*', pmsCodes: '*' },
    {
      roleName: '院领导',
      description: '查看全院设备运行与效益',
      bizType: '03',
      wxInterfaceCode: '02',
      menuPaths: ['/home/dashboard', '/eqp/index', '/mtc-record', '/insured-equipment-record', '/guar-equipment-record', ...LEADERSHIP_COCKPITS.menuPaths],
      pmsCodes: ['home', 'eqp', ...LEADERSHIP_COCKPITS.pmsCodes],
    },
    { roleName: '科室人员', description: '科室设备报修与查看', bizType: '04', wxInterfaceCode: '03', menuPaths: ['/home/dashboard', '/eqp/index'], pmsCodes: ['home', 'eqp:list'] },
  ],
};
