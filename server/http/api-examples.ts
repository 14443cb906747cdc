import { EXAMPLE_OBJECT_ID } from '../../engine/server/openapi-examples.js';

/**
 * Real values for the API description, by property name: the demo seed's hospital, accounts and
 * codes (README), so an example can be sent as it is against a demo server. Used only where the
 * value fits the property's own rules; everything else gets a derived example.
 */
const EXAMPLES: Record<string, unknown> = {
  id: EXAMPLE_OBJECT_ID,
  idList: [EXAMPLE_OBJECT_ID],
  ids: [EXAMPLE_OBJECT_ID],
  acctId: EXAMPLE_OBJECT_ID,
  roleId: EXAMPLE_OBJECT_ID,
  deptId: EXAMPLE_OBJECT_ID,
  hospDeptId: EXAMPLE_OBJECT_ID,
  hospRoleId: EXAMPLE_OBJECT_ID,
  parentId: '000000000000000000000000',
  hospCode: '10001',
  hsopCode: '10001',
  hospCodeList: ['10001', '10002'],
  subCode: 'benefit',
  hospName: '示范市第一人民医院',
  hospSimpleName: '市一院',
  longitude: '120.1551',
  latitude: '30.2741',
  hospOfficialSite: 'https://www.example-hospital.cn/',
  index: 1,
  pageSize: 10,
  limit: 6,
  loginName: 'admin',
  passWord: 'Demo@2026',
  newPassWord: 'Demo@2027',
  newPassWordConfirm: 'Demo@2027',
  acctNo: 'engineer',
  acctName: '张工程师',
  cellPhone: '13800000001',
  email: 'zhang.san@example.com',
  avatar: '/files/avatar/2026-11/6745a1b2c3d4e5f601234567/avatar.png',
  verifyCode: 'a1b2',
  purpose: 'forgotpass',
  sql: 'select id, acct_name from platform.acct where state = $1',
  remark: '备注',
  deptName: '医学装备部',
  roleName: '维修工程师',
  menuName: '设备台账',
  pmsCode: 'eqp:list',
  pmsName: '设备台账',
  path: '/eqp/index',
  icon: 'el-icon-s-platform',
  eqpName: '心电监护仪',
  seqNo: 'WX202611230001',
  month: '2026-11',
  time: '2026-11',
  reqDate: ['2026-06', '2026-11'],
  resource: 'ACCT_TYPE',
  mine: true,
  myMaintain: true,
  acctCheck: '02',
  phoneMsg: true,
  vacation: false,
  tk: '0f6c4d2e9a1b4c7d8e3f5a6b7c8d9e0f',
  additional_info: EXAMPLE_OBJECT_ID,
};

/** Where a name means different things per entity (a dictionary's type is ACCT_TYPE, an account's 01). */
const ENTITY_EXAMPLES: Record<string, Record<string, unknown>> = {
  acct: { type: '01', state: '1', acctName: '张工程师', remark: '设备科工程师' },
  dic: { type: 'ACCT_TYPE', description: '医院级标准用户', descriptionEn: 'Hospital standard user', val: '01', sort: 1 },
  param: { type: 'system_maintenance', subType: 'iMES_TYPE', val: '医疗设备全生命周期管理平台', description: '顶栏标题' },
};

export function exampleByName(name: string, entity?: string): unknown {
  const own = entity ? ENTITY_EXAMPLES[entity] : undefined;
  if (own && Object.hasOwn(own, name)) return own[name];
  return Object.hasOwn(EXAMPLES, name) ? EXAMPLES[name] : undefined;
}
