import type { OwnAccount } from '../../contracts/account';
import type { ReleaseNote } from '../../contracts/release-notes';
import { hospitalSession } from './story-support';

/** Sample answers of the shell's own calls (account, release notes, feedback, related documents). */

/** POST /api/acct-info of the sample hospital user (story-support's hospitalSession). */
export const sampleOwnAccount: OwnAccount = {
  id: hospitalSession().acctId!,
  type: '01',
  acctName: '张工程师',
  acctNo: 'zhanggc',
  cellPhone: '13800001001',
  avatar: null,
  email: 'zhang@example.com',
  acctRoleType: null,
  phoneMsg: true,
  vacation: false,
};

export const ownAccountKey = ['own-account', sampleOwnAccount.id];

/** POST /db/project-update-log/unseen: the newest release note not yet read. */
export const sampleReleaseNote: ReleaseNote = {
  id: '6b018ff8b854a8edc8400001',
  version: '2.3.0',
  releaseDate: '2026-11-15',
  items: [
    { category: '01', content: '首页显示平台新闻公告，置顶公告在前。' },
    { category: '02', content: '操作日志记录每次修改的字段与前后值。' },
    { category: '03', content: '修复切换医院后标签栏未清空的问题。' },
  ],
};

/** The top bar's title parameter (system_maintenance / iMES_TYPE): none set, the app title stands in. */
export const headerTitleAnswer: [readonly unknown[], unknown] = [['system-param', 'system_maintenance', 'iMES_TYPE'], { list: [] }];

/** The FEEDBACK_CATEGORY dictionary beside the engine's sample dictionaries (the dic table). */
export const feedbackCategories = [
  ['01', '功能建议'],
  ['02', '问题反馈'],
  ['03', '数据问题'],
  ['04', '其他'],
].map(([val, description], index) => ({
  id: `6b018ff8b854a8edc84100${String(index + 1).padStart(2, '0')}`,
  type: 'FEEDBACK_CATEGORY',
  val,
  description,
  sort: index + 1,
}));

/** POST /db/hosp-feedback/mine: the user's newest feedback with the administrators' replies. */
export const sampleMyFeedback = [
  {
    id: '6b018ff8b854a8edc8420001',
    createDateTime: '2026-05-06 10:24:00',
    categoryDesc: '问题反馈',
    content: '设备台账导出时，资产原值一列没有千分位。',
    status: '02',
    reply: '已在 2.3.1 修复，导出的金额带千分位。',
    replyTime: '2026-05-07 16:02:00',
  },
  {
    id: '6b018ff8b854a8edc8420002',
    createDateTime: '2026-05-08 09:10:00',
    categoryDesc: '功能建议',
    content: '希望维修记录能按报修科室筛选。',
    status: '01',
    reply: null,
    replyTime: null,
  },
];
