import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { actionNamed, entityNamed, sampleHospUser, screenProvider } from '../../stories/screen-samples';
import { withQueries } from '../../stories/story-support';
import { WorkTransferDialog } from './WorkTransferDialog';

const users = entityNamed('hosp-user-info');
const engineers = () => [
  { acctId: '6b018ff8b854a8edc8300012', acctName: '李工程师', cellPhone: '13800001012', hospDeptIdDesc: '设备维修组' },
  { acctId: '6b018ff8b854a8edc8300013', acctName: '陈工程师', cellPhone: null, hospDeptIdDesc: '医学装备部' },
];
const work = () => ({
  mtcOrderTotal: 2,
  taskTotal: 5,
  eqpTotal: 12,
  mtcOrderList: [
    { id: 'o1', seqNo: 'WX202605010001', eqpName: '彩色多普勒超声诊断仪', actionStateDesc: '维修中', applyTime: '2026-05-01 08:12:00' },
    { id: 'o2', seqNo: 'WX202605030007', eqpName: '呼吸机', actionStateDesc: '待派工', applyTime: '2026-05-03 15:40:00' },
  ],
  taskList: [],
});

/** 转交未完成工作: what the user leaves in this hospital, and one on-duty engineer to receive it all. */
const meta = {
  title: 'Screens/HospUsers/WorkTransferDialog',
  component: WorkTransferDialog,
  decorators: [withQueries()],
  args: {
    entity: users,
    action: actionNamed(users, 'transferWork'),
    provider: screenProvider({
      'hosp-user-info/user-job-un-finish-query': work,
      'hosp-user-info/queryEngineer': engineers,
      'hosp-user-info/user-job-un-finish-transfer': () => null,
    }),
    hospCode: '10001',
    row: sampleHospUser,
    onClose: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof WorkTransferDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WorkLeft: Story = {};

export const NothingLeft: Story = {
  args: {
    provider: screenProvider({
      'hosp-user-info/user-job-un-finish-query': () => ({ ...work(), mtcOrderTotal: 0, taskTotal: 0, eqpTotal: 0, mtcOrderList: [] }),
      'hosp-user-info/queryEngineer': engineers,
    }),
  },
};
