import hospRole from '../../../schemas/hosp-role.json';
import { createMemoryDataProvider } from '../../../engine/client/core';
import { loadEntity } from '../../../engine/schema/load-entity';
import type { RoleBindingDetail } from '../../../contracts/roles';

/** The role schema and one role with its detail, for the stories and tests of the binding tabs. */
export const roleEntity = loadEntity(hospRole, 'schemas/hosp-role.json');
export const sampleRole = { id: 'r'.repeat(24), roleName: '维修工程师', hospCode: '10001' };
export const sampleId = (name: string) => name.padEnd(24, '0');

export const sampleDetail: RoleBindingDetail = {
  hospMenuTree: [
    { id: sampleId('home'), menuName: '首页', children: [] },
    {
      id: sampleId('eqp'),
      menuName: '设备管理',
      children: [
        { id: sampleId('ledger'), menuName: '设备台账' },
        { id: sampleId('repair'), menuName: '维修记录' },
      ],
    },
  ],
  hospPermissionTree: [
    {
      id: sampleId('sys'),
      pmsName: '系统管理',
      children: [
        { id: sampleId('dept'), pmsName: '医院部门' },
        { id: sampleId('deptadd'), pmsName: '医院部门新增' },
      ],
    },
  ],
  // The parent comes with its child from the server; the tree must not tick 维修记录 for it.
  hospMenuIdList: [sampleId('eqp'), sampleId('ledger')],
  hospPermissionIdList: [sampleId('dept')],
};

/** A data provider whose role endpoints answer like the server (saves are handed to the caller). */
export function sampleRoleProvider(saves: { bindMenu?: (body: unknown) => unknown; bindPermisson?: (body: unknown) => unknown } = {}) {
  return createMemoryDataProvider({
    endpoints: {
      'hosp-role/detail': () => sampleDetail,
      'hosp-role/bindMenu': saves.bindMenu ?? (() => null),
      'hosp-role/bindPermisson': saves.bindPermisson ?? (() => null),
    },
  });
}
