import acct from '../../../../schemas/acct.json';
import dic from '../../../../schemas/dic.json';
import hospDept from '../../../../schemas/hosp-dept.json';
import param from '../../../../schemas/param.json';
import { loadEntity } from '../../../schema/load-entity';
import type { OptionSource } from '../../../schema/entity-types';
import type { Option, TreeNode } from '../../data/data-provider';
import type { OptionsLoader } from '../options/options-loader';

/** The four schemas the form stories and tests render, checked like at start-up. */
export const fixtureEntities = {
  dic: loadEntity(dic, 'schemas/dic.json'),
  param: loadEntity(param, 'schemas/param.json'),
  acct: loadEntity(acct, 'schemas/acct.json'),
  hospDept: loadEntity(hospDept, 'schemas/hosp-dept.json'),
};

/** A few dictionaries and selector lists as the demo server has them (server/seed), kept in memory. */
const dictionaries: Record<string, Option[]> = {
  ACCT_TYPE: [
    { value: '01', label: '医院级标准用户' },
    { value: '02', label: '非标准用户(主任)' },
    { value: '03', label: '超级管理员' },
    { value: '04', label: '非用户账号(接口)' },
  ],
  ACCT_STATE: [
    { value: '1', label: '正常' },
    { value: '0', label: '停用' },
  ],
};

const resources: Record<string, Option[]> = {
  hosp: [
    { value: '10001', label: '示范市第一人民医院' },
    { value: '10002', label: '示范市中心医院' },
    { value: '10003', label: '示范市妇幼保健院' },
  ],
  'pre-auth': [
    { value: 'eqp:list', label: '设备台账' },
    { value: 'sys:hosp-role', label: '医院角色' },
    { value: 'sys:hosp-role:bind-menu', label: '医院角色绑定菜单' },
  ],
};

/** An options loader over those lists: what the HTTP data provider's `options` answers, without a server. */
export const inMemoryOptions: OptionsLoader = async (source: OptionSource) => {
  if ('values' in source) return source.values;
  if ('dictionary' in source) return dictionaries[source.dictionary] ?? [];
  if ('resource' in source) return resources[source.resource] ?? [];
  return [];
};

/** A department tree of hospital 10001, as treeQuery returns it. */
export const departmentTree: TreeNode[] = [
  {
    id: '6650a1b2c3d4e5f601000001',
    deptName: '设备科',
    parentId: '000000000000000000000000',
    children: [
      { id: '6650a1b2c3d4e5f601000002', deptName: '维修组', parentId: '6650a1b2c3d4e5f601000001' },
      { id: '6650a1b2c3d4e5f601000003', deptName: '计量组', parentId: '6650a1b2c3d4e5f601000001' },
    ],
  },
  { id: '6650a1b2c3d4e5f601000004', deptName: '放射科', parentId: '000000000000000000000000' },
];
