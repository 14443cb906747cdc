import { EXAMPLE_OBJECT_ID } from '../../engine/server/openapi-examples.js';

/** Real answers of the session calls for /api/openapi.json (seed 000 section 3); too long to sit in the route options. */

export const hospitalExample = { id: EXAMPLE_OBJECT_ID, hospCode: '10001', hospName: '示范市第一人民医院' };

export const acctInfoExample = {
  id: EXAMPLE_OBJECT_ID,
  type: '01',
  acctName: '张工程师',
  acctNo: 'engineer',
  cellPhone: '13800000001',
  avatar: null,
  email: null,
  acctRoleType: '01',
  phoneMsg: false,
  vacation: false,
};

export const hospitalAuthExample = {
  menuList: [
    {
      id: EXAMPLE_OBJECT_ID,
      menuName: '设备台账',
      icon: 'el-icon-s-platform',
      sort: 1,
      path: '/eqp/index',
      component: 'eqp/index',
      parentId: '000000000000000000000000',
      hospCode: '10001',
      authId: 'eqp:list',
      hidden: false,
      affix: false,
      children: [],
    },
  ],
  authIdList: ['home:dashboard', 'eqp:list'],
};

export const userInfoExample = {
  id: EXAMPLE_OBJECT_ID,
  name: '张工程师',
  phone: '13800000001',
  avatar: null,
  email: null,
  acctNo: 'engineer',
  acctType: '01',
  acctRoleType: '01',
  isAdmin: false,
  hospInfos: [hospitalExample],
  currentHospCode: '10001',
  autoLogoutDelay: 180,
};
