import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { actionNamed, entityNamed, sampleHospUser, screenProvider } from '../../stories/screen-samples';
import { withQueries } from '../../stories/story-support';
import { EndpointFormAction } from './EndpointFormAction';

const entity = entityNamed('hosp-user-info');

/** A hospital user's row dialogs saved through the schema's endpoints (修改状态, 编辑账号信息, 重置密码). */
const meta = {
  title: 'Screens/HospUsers/EndpointFormAction',
  component: EndpointFormAction,
  decorators: [withQueries()],
  args: {
    entity,
    action: actionNamed(entity, 'changeState'),
    provider: screenProvider({
      'hosp-user-info/updateNature': () => null,
      'hosp-user-info/acct-base-update': () => null,
      'hosp-user-info/acct-reset-pass': () => null,
    }),
    hospCode: '10001',
    row: sampleHospUser,
    onClose: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof EndpointFormAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangeState: Story = {};

export const EditAccount: Story = { args: { action: actionNamed(entity, 'editAccount') } };

/** Opened blank: a password is never pre-filled. */
export const ResetPassword: Story = { args: { action: actionNamed(entity, 'resetPassword') } };
