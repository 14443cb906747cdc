import { ROOT_PARENT_ID } from '../../schema/entity-types';
import type { Option, Row } from '../data/data-provider';

/** Sample rows for stories and unit tests, shaped as the server stores them. Ids are 24 hex chars. */
const sampleId = (n: number): string => `65f1a0c2${n.toString(16).padStart(16, '0')}`;
const at = (day: number, hour = 9): string => `2026-03-${String(day).padStart(2, '0')} ${String(hour).padStart(2, '0')}:00:00`;

const dictionary: [type: string, val: string, description: string][] = [
  ['ACCT_TYPE', '01', '医院级标准用户'],
  ['ACCT_TYPE', '02', '非标准用户'],
  ['ACCT_TYPE', '03', '超级管理员'],
  ['ACCT_TYPE', '04', '接口用户'],
  ['ACCT_STATE', '1', '正常'],
  ['ACCT_STATE', '0', '停用'],
  ['USER_STATE', '1', '在职'],
  ['USER_STATE', '2', '离职'],
  ['USER_STATE', '3', '休假'],
  ['STATE', '1', '启用'],
  ['STATE', '0', '停用'],
  ['WX_INTERFACE', '01', '设备报修'],
  ['WX_INTERFACE', '02', '巡检保养'],
  ['ROLE_BIZ_TYPE', '01', '工程师'],
  ['ROLE_BIZ_TYPE', '02', '科室主任'],
  ['ROLE_BIZ_TYPE', '03', '院领导'],
  ['WXAPP_INF_TYPE', '01', '首页设备展示'],
  ['WXAPP_INF_TYPE', '02', '报修入口'],
  ['DIVICE_TYPE', '01', '医疗设备'],
  ['DIVICE_TYPE', '02', '信息设备'],
  ['DIVICE_TYPE', '03', '后勤设备'],
  ['IMG_TYPE', 'IMG_EQP', '设备图片'],
  ['IMG_TYPE', 'IMG_AVATAR', '头像'],
];

export const sampleDic: Row[] = dictionary.map(([type, val, description], index) => ({
  id: sampleId(index + 1),
  type,
  val,
  description,
  sort: Number(val.replace(/\D/g, '') || index + 1),
  createDateTime: at(1 + (index % 28)),
  lstupdDateTime: at(1 + (index % 28), 18),
}));

export const sampleParam: Row[] = [
  {
    id: sampleId(101),
    type: 'system_maintenance',
    subType: 'iMES_TYPE',
    val: '医疗设备管理平台',
    description: '顶栏标题',
    createDateTime: at(2),
    lstupdDateTime: at(2),
  },
  {
    id: sampleId(102),
    type: 'hosp_init_data',
    subType: 'default',
    val: '{"roles":[],"menus":[]}',
    description: '医院初始化数据(标准)',
    createDateTime: at(3),
    lstupdDateTime: at(4),
  },
  {
    id: sampleId(103),
    type: 'upload',
    subType: 'IMG_EQP',
    val: '3',
    description: '设备图片上限',
    hospCode: '10001',
    createDateTime: at(5),
    lstupdDateTime: at(5),
  },
];

const people = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强', '周婷', '吴昊', '徐丽', '孙涛'];
export const sampleAcct: Row[] = people.map((acctName, index) => ({
  id: sampleId(201 + index),
  acctName,
  type: index === 0 ? '03' : index % 3 === 0 ? '02' : '01',
  cellPhone: `1380000${String(1000 + index)}`,
  acctNo: `user${String(index + 1).padStart(2, '0')}`,
  email: `user${index + 1}@example.com`,
  state: index % 5 === 4 ? '0' : '1',
  remark: index % 2 === 0 ? '演示账号' : '',
  avatar: '',
  passWord: 'never-returned',
  createDateTime: at(1 + index),
  lstupdDateTime: at(2 + index),
}));

const dept = (n: number, hospCode: string, deptName: string, parentId: string, sort: number, disabled = false): Row => ({
  id: sampleId(n),
  hospCode,
  deptName,
  parentId,
  sort,
  disabled,
  createDateTime: at(10),
  lstupdDateTime: at(11),
});

export const sampleDept: Row[] = [
  dept(301, '10001', '医学装备部', ROOT_PARENT_ID, 1),
  dept(302, '10001', '设备维修组', sampleId(301), 1),
  dept(303, '10001', '采购管理组', sampleId(301), 2),
  dept(304, '10001', '临床科室', ROOT_PARENT_ID, 2),
  dept(305, '10001', '心内科', sampleId(304), 1),
  dept(306, '10001', '放射科', sampleId(304), 2),
  dept(307, '10001', '旧设备科', ROOT_PARENT_ID, 3, true),
  dept(311, '10002', '设备处', ROOT_PARENT_ID, 1),
  dept(312, '10002', '检验科', ROOT_PARENT_ID, 2),
];

export const sampleTables: Record<string, Row[]> = {
  dic: sampleDic,
  param: sampleParam,
  acct: sampleAcct,
  'hosp-dept': sampleDept,
};

export const sampleResources: Record<string, Option[]> = {
  hosp: [
    { value: '10001', label: '第一人民医院' },
    { value: '10002', label: '中心医院' },
    { value: '10003', label: '妇幼保健院' },
  ],
};

export { sampleId };
