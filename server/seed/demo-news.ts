import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import { newObjectId } from '../../engine/server/object-id.js';

const at = (days: number, hour = 9) => dayjs().add(days, 'day').hour(hour).minute(0).second(0).format('YYYY-MM-DD HH:mm:ss');

/** Announcements of schemas/news.json: current, for one hospital, scheduled and expired, so each case shows. */
export const demoNews = [
  {
    title: '平台系统升级维护通知',
    content: '为提升系统稳定性，平台将于本周六 22:00 至次日 02:00 进行升级维护，期间小程序报修与巡检功能暂停使用，请提前安排工作。',
    audience: '01',
    hospCodes: null,
    publishDays: -2,
    expireDays: 20,
    pinned: true,
  },
  {
    title: '关于开展年度医疗设备质控检测的通知',
    content: '请各科室配合医学装备部完成本年度生命支持类设备的质控检测，检测计划已下发至各质控工程师。',
    audience: '02',
    hospCodes: ['10001'],
    publishDays: -5,
    expireDays: 40,
    pinned: false,
  },
  {
    title: '新版设备台账导出功能上线',
    content: '设备台账新增按列选择导出，导出文件保留筛选条件，欢迎使用并反馈意见。',
    audience: '01',
    hospCodes: null,
    publishDays: -12,
    expireDays: null,
    pinned: false,
  },
  {
    title: '春节期间设备巡检安排',
    content: '节假日期间急诊、重症医学科设备巡检改为每日一次，请值班工程师按时完成。',
    audience: '01',
    hospCodes: null,
    publishDays: -60,
    expireDays: -30,
    pinned: false,
  },
  {
    title: '下月计量检定工作安排（预发布）',
    content: '计量检定计划将于下月初发布，届时请各医院计量工程师确认设备清单。',
    audience: '02',
    hospCodes: ['10001', '10002'],
    publishDays: 7,
    expireDays: 40,
    pinned: false,
  },
];

/** Skipped once any announcement exists (a second start adds nothing). */
export async function seedDemoNews(store: Kysely<any>): Promise<void> {
  if (await store.selectFrom('platform.news').select('id').limit(1).executeTakeFirst()) return;
  await store
    .insertInto('platform.news')
    .values(
      demoNews.map((item) => ({
        id: newObjectId(),
        title: item.title,
        content: item.content,
        audience: item.audience,
        hosp_codes: item.hospCodes ? JSON.stringify(item.hospCodes) : null,
        publish_time: at(item.publishDays),
        expire_time: item.expireDays === null ? null : at(item.expireDays),
        pinned: item.pinned,
        create_date_time: at(Math.min(item.publishDays, 0) - 1),
        lstupd_date_time: at(Math.min(item.publishDays, 0) - 1),
      })),
    )
    .execute();
}
