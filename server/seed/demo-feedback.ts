import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import { newObjectId } from '../../engine/server/object-id.js';

const at = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD HH:mm:ss');

/** Feedback of schemas/hosp-feedback.json in each status, from the demo's hospital users. */
const demoFeedback = [
  {
    acctNo: 'manager',
    hospCode: '10001',
    category: '01',
    content: '希望设备台账支持按科室批量打印设备标签。',
    status: '01',
    reply: null,
    days: -1,
  },
  {
    acctNo: 'engineer',
    hospCode: '10001',
    category: '02',
    content: '维修记录页面在小屏幕上操作列显示不全。',
    status: '02',
    reply: '感谢反馈，已在 2.3.0 版本中修复，请刷新页面后再试。',
    days: -8,
  },
  {
    acctNo: 'engineer',
    hospCode: '10002',
    category: '03',
    content: '中心医院有两台监护仪的资产编号重复。',
    status: '03',
    reply: '已协助医院核对并修正资产编号。',
    days: -20,
  },
];

/** Skipped once any feedback exists; needs the demo accounts (submitters). */
export async function seedDemoFeedback(store: Kysely<any>): Promise<void> {
  if (await store.selectFrom('platform.hosp_feedback').select('id').limit(1).executeTakeFirst()) return;
  const accounts = await store
    .selectFrom('platform.acct')
    .select(['id', 'acct_no', 'acct_name', 'cell_phone'])
    .where('acct_no', 'in', ['manager', 'engineer'])
    .execute();
  const rows = demoFeedback.flatMap((item) => {
    const acct = accounts.find((candidate) => candidate.acct_no === item.acctNo);
    if (!acct) return [];
    return [
      {
        id: newObjectId(),
        category: item.category,
        content: item.content,
        images: JSON.stringify([]),
        hosp_code: item.hospCode,
        submitter_id: acct.id,
        submitter_name: acct.acct_name,
        submitter_phone: acct.cell_phone,
        status: item.status,
        reply: item.reply,
        reply_time: item.reply ? at(item.days + 1) : null,
        replier_name: item.reply ? '平台管理员' : null,
        create_date_time: at(item.days),
        lstupd_date_time: at(item.reply ? item.days + 1 : item.days),
      },
    ];
  });
  if (rows.length > 0) await store.insertInto('platform.hosp_feedback').values(rows).execute();
}
