import { Message } from '@arco-design/web-react';
import { type Option, type Row, createMemoryDataProvider } from '../../engine/client/core';
import { allEntities, sampleResources, sampleTables } from '../../engine/client/testing';
import type { CustomActionDef, EntitySchema } from '../../engine/schema/entity-types';

/** Sample schemas, rows and back ends of the console's bespoke screen parts (src/screens). */

/** A schema of schemas/, resolved as the server serves it. */
export function entityNamed(name: string): EntitySchema {
  const entity = allEntities[name];
  if (!entity) throw new Error(`schemas/${name}.json is missing`);
  return entity;
}

/** The custom action of a schema, by name. */
export function actionNamed(entity: EntitySchema, name: string): CustomActionDef {
  const action = entity.actions?.find((candidate) => candidate.name === name);
  if (!action || !('component' in action)) throw new Error(`${entity.name} has no custom action ${name}`);
  return action as CustomActionDef;
}

/** Selector lists of hospital 10001 beside the engine's samples (hospitals, departments, roles). */
export const screenResources: Record<string, Option[]> = {
  ...sampleResources,
  dept: [
    { value: '65f1a0c2000000000000012d', label: '医学装备部' },
    { value: '65f1a0c2000000000000012e', label: '设备维修组' },
    { value: '65f1a0c20000000000000130', label: '临床科室' },
  ],
  role: [
    { value: '6b018ff8b854a8edc8340001', label: '维修工程师' },
    { value: '6b018ff8b854a8edc8340002', label: '科室主任' },
    { value: '6b018ff8b854a8edc8340003', label: '院领导' },
  ],
  'hosp-role-name': [
    { value: '维修工程师', label: '维修工程师' },
    { value: '科室主任', label: '科室主任' },
    { value: '院领导', label: '院领导' },
  ],
  'inventory-check-plan': [
    { value: '6b018ff8b854a8edc8350001', label: '2026年第一季度设备盘点' },
    { value: '6b018ff8b854a8edc8350002', label: '放射科专项盘点' },
  ],
};

/** The engine's sample dictionaries, with USER_STATE as the hospital user schemas spell it (01 在职, default 01). */
const screenDictionary: Row[] = [
  ...(sampleTables.dic ?? []).filter((row) => row.type !== 'USER_STATE'),
  ...[
    ['01', '在职'],
    ['02', '休假'],
    ['03', '离职'],
  ].map(([val, description], index) => ({
    id: `6b018ff8b854a8edc84400${String(index + 1).padStart(2, '0')}`,
    type: 'USER_STATE',
    val,
    description,
    sort: index + 1,
  })),
];

/** An in-memory back end: the engine's sample tables and dictionaries, these lists, and the given endpoints. */
export function screenProvider(endpoints: Record<string, (body: Record<string, unknown>) => unknown> = {}) {
  return createMemoryDataProvider({
    tables: { ...sampleTables, dic: screenDictionary },
    resources: screenResources,
    endpoints,
    onError: (message) => Message.error(message),
  });
}

/** A hospital user's row as the hospital user list shows it. */
export const sampleHospUser: Row = {
  id: '6b018ff8b854a8edc8360001',
  acctId: '6b018ff8b854a8edc8300011',
  acctName: '王工程师',
  cellPhone: '13800001011',
  acctNo: 'wanggc',
  hospCode: '10001',
  hospDeptId: '65f1a0c2000000000000012e',
  hospRoleId: '6b018ff8b854a8edc8340001',
  state: '01',
  email: 'wang@example.com',
};
