import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { actionNamed, entityNamed, screenProvider } from '../../stories/screen-samples';
import { withQueries } from '../../stories/story-support';
import { CompanyUserBatchEdit } from './CompanyUserBatchEdit';

const entity = entityNamed('company-user');
const row = (acctId: string, acctName: string, hospCode: string) => ({ id: `${acctId}-${hospCode}`, acctId, acctName, hospCode });

/** 批量修改 of 公司用户信息: state and role (by name) of the selected accounts in their selected hospitals. */
const meta = {
  title: 'Screens/HospUsers/CompanyUserBatchEdit',
  component: CompanyUserBatchEdit,
  decorators: [withQueries()],
  args: {
    entity,
    action: actionNamed(entity, 'batchEdit'),
    provider: screenProvider({ 'company-user/bath-upd-company-user-info': () => null }),
    hospCode: undefined,
    rows: [
      row('6b018ff8b854a8edc8300011', '王工程师', '10001'),
      row('6b018ff8b854a8edc8300011', '王工程师', '10002'),
      row('6b018ff8b854a8edc8300012', '李主任', '10001'),
    ],
    onClose: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof CompanyUserBatchEdit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three rows, two accounts: 所选 2 个账户. */
export const TwoAccounts: Story = {};

/** Nothing selected: the warning 请选中至少一条账户数据, and no dialog. */
export const NothingSelected: Story = { args: { rows: [] } };
