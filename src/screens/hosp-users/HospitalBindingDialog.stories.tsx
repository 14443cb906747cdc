import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { actionNamed, entityNamed, sampleHospUser, screenProvider } from '../../stories/screen-samples';
import { withQueries } from '../../stories/story-support';
import { HospitalBindingDialog } from './HospitalBindingDialog';

const users = entityNamed('hosp-user-info');

/** 跨院绑定/解绑: unbound hospitals left, bound right; a hospital the caller does not manage cannot move. */
const meta = {
  title: 'Screens/HospUsers/HospitalBindingDialog',
  component: HospitalBindingDialog,
  decorators: [withQueries({ data: [[['entity-schema', 'company-user'], entityNamed('company-user')]] })],
  args: {
    entity: users,
    action: actionNamed(users, 'bindHospitals'),
    provider: screenProvider({
      'company-user/acct-bind-hosp-id-on-manage/:id': () => ({
        hospCodeList: ['10001'],
        manageableHospCodeList: ['10001', '10002'],
        hospitals: [
          { value: '10001', label: '示范市第一人民医院' },
          { value: '10002', label: '示范市中心医院' },
          { value: '10003', label: '示范市妇幼保健院' },
        ],
      }),
      'company-user/batch-hosp-user-add-or-update': () => null,
    }),
    hospCode: '10001',
    row: sampleHospUser,
    onClose: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof HospitalBindingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BoundToOne: Story = {};

export const English: Story = { globals: { locale: 'en' } };
