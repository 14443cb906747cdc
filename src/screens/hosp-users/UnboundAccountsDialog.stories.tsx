import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { actionNamed, entityNamed, screenProvider } from '../../stories/screen-samples';
import { adminSession, withQueries, withSession } from '../../stories/story-support';
import type { UnboundAccount } from '../../../contracts/hosp-users';
import { UnboundAccountsDialog } from './UnboundAccountsDialog';
import { hospitalDepartmentsKey } from './use-hospital-departments';
import './register';

const users = entityNamed('hosp-user-info');
const accounts: UnboundAccount[] = [
  {
    id: '6b018ff8b854a8edc8300021',
    type: '01',
    acctName: '王新人',
    cellPhone: '14500000001',
    acctNo: null,
    createDateTime: '2026-05-01 09:00:00',
  },
  {
    id: '6b018ff8b854a8edc8300022',
    type: '02',
    acctName: '赵主任',
    cellPhone: '14500000002',
    acctNo: 'zhaozr',
    createDateTime: '2026-05-02 14:30:00',
  },
];

/**
 * 未绑定医院的账号: accounts an abandoned wizard created; 完成绑定 opens the wizard at its binding step
 * (which reads the hospital's departments afresh from the server: in the catalogue that read fails, the
 * departments below stay). The wizard's states have stories of their own (HospUserWizard).
 */
const meta = {
  title: 'Screens/HospUsers/UnboundAccountsDialog',
  component: UnboundAccountsDialog,
  decorators: [
    withSession(adminSession()),
    withQueries({ afterMount: [[hospitalDepartmentsKey('10001'), [{ id: '65f1a0c2000000000000012d', deptName: '医学装备部' }]]] }),
  ],
  args: {
    entity: users,
    action: actionNamed(users, 'unboundAccounts'),
    provider: screenProvider({ 'hosp-user-info/unbound-accounts': () => accounts }),
    hospCode: '10001',
    onClose: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof UnboundAccountsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAccounts: Story = {};

export const None: Story = { args: { provider: screenProvider({ 'hosp-user-info/unbound-accounts': () => [] }) } };
