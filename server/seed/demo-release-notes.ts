import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import { newObjectId } from '../../engine/server/object-id.js';

const day = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

/** Release notes of schemas/project-update-log.json (kind 01, console) and app-project-update-log.json (02). */
const demoNotes = [
  {
    kind: '01',
    version: '2.2.0',
    days: -60,
    published: true,
    items: [
      { category: '01', content: '新增设备盘点计划与盘点记录。' },
      { category: '03', content: '修复切换医院后标签栏未清空的问题。' },
    ],
  },
  {
    kind: '01',
    version: '2.3.0',
    days: -10,
    published: true,
    items: [
      { category: '01', content: '首页显示平台新闻公告，置顶公告在前。' },
      { category: '01', content: '用户菜单新增“意见反馈”，可上传截图并查看回复。' },
      { category: '02', content: '操作日志记录每次修改的字段与前后值。' },
    ],
  },
  { kind: '01', version: '2.4.0', days: 20, published: false, items: [{ category: '01', content: '订阅管理与公司订阅（草稿）。' }] },
  { kind: '02', version: '1.5.0', days: -15, published: true, items: [{ category: '01', content: '小程序首页按医院配置设备快捷入口。' }] },
];

/**
 * Skipped once any note exists. Accounts never shown a note start at the newest version when they
 * first sign in (server/release-notes), so these notes do not pop up for the demo's users.
 */
export async function seedDemoReleaseNotes(store: Kysely<any>): Promise<void> {
  if (await store.selectFrom('platform.project_update_log').select('id').limit(1).executeTakeFirst()) return;
  await store
    .insertInto('platform.project_update_log')
    .values(
      demoNotes.map((note) => ({
        id: newObjectId(),
        kind: note.kind,
        version: note.version,
        release_date: day(note.days),
        items: JSON.stringify(note.items),
        published: note.published,
        create_date_time: `${day(Math.min(note.days, 0) - 1)} 10:00:00`,
        lstupd_date_time: `${day(Math.min(note.days, 0) - 1)} 10:00:00`,
      })),
    )
    .execute();
}
