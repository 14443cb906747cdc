import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleAcct } from '../../../engine/client/testing';
import { actionNamed, entityNamed, screenProvider } from '../../stories/screen-samples';
import { hospitalSession, withQueries, withSession } from '../../stories/story-support';
import { HospUserWizard } from './HospUserWizard';
import { hospitalDepartmentsKey } from './use-hospital-departments';
// The wizard's forms use the screen's own widgets (部门: hospDeptTree).
import './register';

const users = entityNamed('hosp-user-info');
const accounts = entityNamed('acct');
const departments = [
  { id: '65f1a0c2000000000000012d', deptName: '医学装备部', children: [{ id: '65f1a0c2000000000000012e', deptName: '设备维修组' }] },
  { id: '65f1a0c20000000000000130', deptName: '临床科室' },
];

/**
 * 新增 on the hospital user screen: 账号检查, 确认账号信息, 业务角色绑定. Each step is one of the
 * schema's dialogs; 下一步 asks the server (here an in-memory one that finds a new account).
 */
const meta = {
  title: 'Screens/HospUsers/HospUserWizard',
  component: HospUserWizard,
  decorators: [
    withSession(hospitalSession()),
    withQueries({
      data: [[['entity-schema', 'hosp-user-info'], users]],
      afterMount: [[hospitalDepartmentsKey('10001'), departments]],
    }),
  ],
  args: {
    entity: users,
    action: actionNamed(users, 'addUser'),
    provider: screenProvider({
      'hosp-user-info/addCheck': () => ({ enableNext: true, newAcct: true, acct: { type: '01', cellPhone: '14500000001' }, failMsg: null }),
      'hosp-user-info/acct-add': () => '6b018ff8b854a8edc8300021',
      'hosp-user-info/add': () => null,
    }),
    hospCode: '10001',
    onClose: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof HospUserWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: 账号类型 and 手机号 to look the account up. */
export const AccountCheck: Story = {};

/** 创建医院用户 on a platform account's row: step 2 with that account, and a hospital to choose. */
export const FromAnAccount: Story = {
  args: { entity: accounts, action: actionNamed(accounts, 'createHospUser'), hospCode: undefined, row: sampleAcct[1] },
};

/** 完成绑定 of an account an earlier wizard left unbound: straight to 业务角色绑定. */
export const FinishBinding: Story = {
  args: {
    action: { ...actionNamed(users, 'addUser'), options: { startStep: 3 } },
    row: { id: '6b018ff8b854a8edc8300021', acctName: '王新人', cellPhone: '14500000001' },
  },
};
