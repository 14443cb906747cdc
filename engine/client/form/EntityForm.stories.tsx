import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { departmentTree, fixtureEntities, inMemoryOptions } from './stories/entity-fixtures';
import { EntityFormStoryFrame } from './stories/EntityFormStoryFrame';

/**
 * Every dialog of the four entity schemas, rendered by the engine with an in-memory options loader.
 * Press 确定 on an empty add form to see the seeds' messages under the fields.
 */
const meta = {
  title: 'Engine/Form/EntityForm',
  component: EntityFormStoryFrame,
  args: { entity: fixtureEntities.dic, dialog: 'add', provider: inMemoryOptions, onSubmit: fn() },
} satisfies Meta<typeof EntityFormStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const dicEntry = { id: '6650a1b2c3d4e5f601000101', type: 'ACCT_STATE', description: '正常', val: '1', sort: 1 };
const paramEntry = {
  id: '6650a1b2c3d4e5f601000201',
  type: 'hosp_init_data',
  subType: 'default',
  val: '{"roles":[]}',
  description: '医院初始化数据',
};
const account = {
  id: '6650a1b2c3d4e5f601000301',
  type: '01',
  cellPhone: '13800000001',
  acctNo: 'engineer',
  acctName: '张工程师',
  email: 'engineer@example.com',
  remark: '维修工程师',
  state: '1',
};
const department = {
  id: '6650a1b2c3d4e5f601000002',
  deptName: '维修组',
  parentId: '6650a1b2c3d4e5f601000001',
  hospCode: '10001',
  sort: 1,
  disabled: false,
};

export const DicAdd: Story = {};
export const DicEdit: Story = { args: { dialog: 'edit', formData: dicEntry } };
/** Sort is free in the batch dialog: 40000 passes here and fails in add. */
export const DicBatch: Story = { args: { dialog: 'batch', formData: { ...dicEntry, sort: 40000 } } };

export const ParamAdd: Story = { args: { entity: fixtureEntities.param } };
export const ParamEdit: Story = { args: { entity: fixtureEntities.param, dialog: 'edit', formData: paramEntry } };
export const ParamBatch: Story = { args: { entity: fixtureEntities.param, dialog: 'batch' } };

/** Type 01 needs a phone, type 02 an account number: pick a type and press 确定. */
export const AcctAdd: Story = { args: { entity: fixtureEntities.acct } };
export const AcctEdit: Story = { args: { entity: fixtureEntities.acct, dialog: 'edit', formData: account } };
export const AcctBatch: Story = { args: { entity: fixtureEntities.acct, dialog: 'batch' } };
export const AcctResetPass: Story = { args: { entity: fixtureEntities.acct, dialog: 'resetPass' } };
export const AcctBaseEdit: Story = { args: { entity: fixtureEntities.acct, dialog: 'baseEdit', formData: account } };

/** Add child under 设备科: the parent and the hospital are fixed. */
export const HospDeptAdd: Story = {
  args: {
    entity: fixtureEntities.hospDept,
    hospCode: '10001',
    treeData: departmentTree,
    formData: { parentId: '6650a1b2c3d4e5f601000001' },
  },
};
/** The node itself and its subtree are disabled in the parent tree. */
export const HospDeptEdit: Story = {
  args: { entity: fixtureEntities.hospDept, dialog: 'edit', hospCode: '10001', treeData: departmentTree, formData: department },
};
export const HospDeptBatch: Story = {
  args: { entity: fixtureEntities.hospDept, dialog: 'batch', hospCode: '10001', treeData: departmentTree },
};
