import { beforeAll, describe, expect, inject, it } from 'vitest';
import dayjs from 'dayjs';
import { ApiClient } from '../support/api-client.js';
import { adminToken, entityCalls, hospitalUserToken, MISSING_ID, type Paged } from '../support/entity-api.js';

/**
 * Issue 16, the platform's notices: 新闻管理 (/db/news), 医院反馈 (/db/hosp-feedback) and the
 * release notes (/db/project-update-log, /db/app-project-update-log), with their permission
 * refusals. Every admin screen is the super admin's; hospital users reach the notices through the
 * signedIn calls only (current news, submit / mine, unseen / seen).
 */
const api = new ApiClient(inject('apiBaseUrl'));
let admin = '';
/** manager: 设备科管理员 of 10001 only (every permission there). */
let manager = '';
/** engineer: 维修工程师 of 10001 and 10002, session in 10002. */
let engineer = '';
/** director: 院领导 of 10003 only. */
let director = '';

const tag = `t${Date.now().toString(36)}`;
const at = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD HH:mm:ss');
const news = entityCalls(api, '/db/news', () => admin);
const feedback = entityCalls(api, '/db/hosp-feedback', () => admin);
const notes = entityCalls(api, '/db/project-update-log', () => admin);
const appNotes = entityCalls(api, '/db/app-project-update-log', () => admin);

beforeAll(async () => {
  admin = await adminToken(api);
  manager = await hospitalUserToken(api, 'manager', '10001');
  engineer = await hospitalUserToken(api, 'engineer', '10002');
  director = await hospitalUserToken(api, 'director', '10003');
});

interface NewsRow {
  id: string;
  title: string;
  audience: string;
  hospCodes: string[] | null;
  publishTime: string;
  expireTime: string | null;
  pinned: boolean;
}
interface CurrentNews {
  id: string;
  title: string;
  content: string;
  publishTime: string;
  expireTime: string | null;
  pinned: boolean;
}

const item = (title: string, extra: Record<string, unknown> = {}) => ({
  title: `${tag} ${title}`,
  content: `${title}的正文`,
  audience: '01',
  publishTime: at(-1),
  expireTime: at(10),
  pinned: false,
  ...extra,
});

async function addNews(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await news.add(item(title, extra));
  expect(response.body).toMatchObject({ code: '0', msg: '添加成功!' });
  return response.body.data;
}

const current = async (token: string, hospCode: string) =>
  (await api.post<{ list: CurrentNews[] }>('/db/news/current', { hospCode }, { token })).body.data.list
    .map((row) => row.title)
    .filter((title) => title.startsWith(tag));

describe('新闻管理 /db/news', () => {
  it('refuses an incomplete add with the dialog messages, and an expiry before the publish time', async () => {
    expect((await news.add({})).body).toMatchObject({ code: '001', msg: '标题为必输项' });
    expect((await news.add({ title: 'x' })).body).toMatchObject({ code: '001', msg: '正文为必输项' });
    expect((await news.add({ title: 'x', content: 'y', audience: '01' })).body).toMatchObject({ code: '001', msg: '发布时间为必输项' });
    expect((await news.add(item('指定', { audience: '02' }))).body).toMatchObject({ code: '001', msg: '请选择指定医院' });
    expect((await news.add(item('指定', { audience: '02', hospCodes: [] }))).body).toMatchObject({
      code: '001',
      msg: '请选择1至200家医院',
    });
    expect((await news.add(item('范围', { audience: '03' }))).body).toMatchObject({ code: '001', msg: '发布范围不在可选范围内' });
    expect((await news.add(item('倒置', { publishTime: at(2), expireTime: at(1) }))).body).toMatchObject({
      code: '002',
      msg: '失效时间必须晚于发布时间',
    });
    expect((await news.add(item('未知', { color: 'red' }))).body).toMatchObject({ code: '001', msg: '不支持的参数 color' });
  });

  it('adds, edits, batch-edits and deletes; all hospitals clears the chosen list', async () => {
    const id = await addNews('全部', { audience: '01', hospCodes: ['10001'] });
    const row = (await news.detail<NewsRow>({ id })).body.data;
    expect(row).toMatchObject({ title: `${tag} 全部`, audience: '01', hospCodes: null, pinned: false });
    expect((await news.update({ id, ...item('指定', { audience: '02', hospCodes: ['10002', '10003'] }) })).body).toMatchObject({
      code: '0',
      msg: '修改成功!',
    });
    expect((await news.detail<NewsRow>({ id })).body.data).toMatchObject({
      title: `${tag} 指定`,
      audience: '02',
      hospCodes: ['10002', '10003'],
    });
    // A batch expiry earlier than a row's publish time is refused for that row.
    expect((await news.batchUpdate({ idList: [id], expireTime: at(-3) })).body).toMatchObject({
      code: '002',
      msg: '失效时间必须晚于发布时间',
    });
    const expiry = at(30);
    expect((await news.batchUpdate({ idList: [id], pinned: true, expireTime: expiry })).body).toMatchObject({
      code: '0',
      data: { count: 1 },
    });
    expect((await news.detail<NewsRow>({ id })).body.data).toMatchObject({ pinned: true, expireTime: expiry });
    const listed = (await news.query<NewsRow>({ title: `${tag} 指定` })).body.data;
    expect(listed.list.map((entry) => entry.id)).toEqual([id]);
    expect((await news.remove({ id })).body).toMatchObject({ code: '0', msg: '删除成功!', data: { count: 1 } });
    expect((await news.detail({ id })).body).toMatchObject({ code: '404', msg: '记录不存在' });
  });

  it('shows a hospital’s users what is published, not expired and addressed to them, pinned first', async () => {
    await addNews('普通', { publishTime: at(-2) });
    const pinnedExpiry = at(10);
    await addNews('置顶', { publishTime: at(-5), expireTime: pinnedExpiry, pinned: true });
    await addNews('仅中心医院', { audience: '02', hospCodes: ['10002'] });
    await addNews('已过期', { publishTime: at(-10), expireTime: at(-1) });
    await addNews('未到发布时间', { publishTime: at(2), expireTime: at(20) });
    await addNews('长期', { publishTime: at(-3), expireTime: null });
    expect(await current(manager, '10001')).toEqual([`${tag} 置顶`, `${tag} 普通`, `${tag} 长期`]);
    expect(await current(engineer, '10002')).toEqual([`${tag} 置顶`, `${tag} 仅中心医院`, `${tag} 普通`, `${tag} 长期`]);
    const one = (
      await api.post<{ list: CurrentNews[] }>('/db/news/current', { hospCode: '10001' }, { token: manager })
    ).body.data.list.find((row) => row.title === `${tag} 置顶`);
    expect(one).toMatchObject({ content: '置顶的正文', pinned: true, expireTime: pinnedExpiry });
  });

  it('refuses the current news of a hospital the caller is not bound to, and a call without one', async () => {
    expect((await api.post('/db/news/current', { hospCode: '10002' }, { token: manager })).body).toMatchObject({
      code: '403',
      msg: '您没有该医院的访问权限',
    });
    expect((await api.post('/db/news/current', {}, { token: manager })).body).toMatchObject({ code: '001', msg: '请选择医院' });
    expect((await api.post('/db/news/current', { hospCode: '10001', all: true }, { token: manager })).body).toMatchObject({
      code: '001',
      msg: '不支持的参数 all',
    });
    expect((await api.post('/db/news/current', { hospCode: '10001' })).body.code).toBe('098');
  });

  it('is the super admin’s: a hospital user can neither read the list nor write', async () => {
    const id = await addNews('权限');
    const asManager = entityCalls(api, '/db/news', () => manager);
    const refused = { code: '403', msg: '仅超级管理员可以执行该操作' };
    expect((await asManager.query({})).body).toMatchObject(refused);
    expect((await asManager.detail({ id })).body).toMatchObject(refused);
    expect((await asManager.add(item('医院用户'))).body).toMatchObject(refused);
    expect((await asManager.update({ id, ...item('改') })).body).toMatchObject(refused);
    expect((await asManager.batchUpdate({ idList: [id], pinned: true })).body).toMatchObject(refused);
    expect((await asManager.remove({ id })).body).toMatchObject(refused);
  });
});

interface FeedbackRow {
  id: string;
  category: string;
  categoryDesc: string;
  content: string;
  images: string[];
  hospCode: string;
  submitterId: string;
  submitterIdDesc: string;
  submitterName: string;
  submitterPhone: string;
  status: string;
  reply: string | null;
  replyTime: string | null;
  replierName: string | null;
}

const submit = (token: string, body: Record<string, unknown>) => api.post<string>('/db/hosp-feedback/submit', body, { token });
const mine = async (token: string) =>
  (await api.post<Paged<FeedbackRow>>('/db/hosp-feedback/mine', { pagedQueryInfo: { index: 1, pageSize: 50 } }, { token })).body.data;

describe('医院反馈 /db/hosp-feedback', () => {
  it('refuses an incomplete submission with the dialog messages', async () => {
    expect((await submit(manager, {})).body).toMatchObject({ code: '001', msg: '请选择反馈类型' });
    expect((await submit(manager, { category: '01' })).body).toMatchObject({ code: '001', msg: '请输入反馈内容' });
    expect((await submit(manager, { category: '99', content: 'x' })).body).toMatchObject({ code: '001', msg: '反馈类型不在可选范围内' });
    expect((await submit(manager, { category: '01', content: 'x', images: ['a', 'b', 'c', 'd', 'e', 'f'] })).body).toMatchObject({
      code: '001',
      msg: '最多上传5张图片',
    });
    expect((await submit(manager, { category: '01', content: 'x', urgent: true })).body).toMatchObject({
      code: '001',
      msg: '不支持的参数 urgent',
    });
    expect((await submit(admin, { category: '01', content: 'x' })).body).toMatchObject({ code: '002', msg: '超级管理员无需提交反馈' });
    expect((await submit('', { category: '01', content: 'x' })).body.code).toBe('098');
  });

  it('stamps the hospital and the submitter from the session, whatever the body says', async () => {
    const sent = await submit(manager, {
      category: '02',
      content: `${tag} 维修记录导出很慢`,
      images: ['/files/img_eqp/202611/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/shot.png'],
      hospCode: '10002',
      submitterId: MISSING_ID,
      submitterName: '冒名',
      status: '03',
      reply: '自问自答',
    });
    expect(sent.body).toMatchObject({ code: '0', msg: '提交成功，感谢您的反馈!' });
    const row = (await feedback.detail<FeedbackRow>({ id: sent.body.data })).body.data;
    expect(row).toMatchObject({
      hospCode: '10001',
      submitterIdDesc: '李科长',
      submitterName: '李科长',
      submitterPhone: '13800000002',
      category: '02',
      categoryDesc: '问题反馈',
      status: '01',
      reply: null,
      images: ['/files/img_eqp/202611/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/shot.png'],
    });
    expect(row.submitterId).not.toBe(MISSING_ID);
    // The engineer's session chose 10002: their feedback is 10002's.
    const other = await submit(engineer, { category: '01', content: `${tag} 中心医院的建议`, hospCode: '10001' });
    expect((await feedback.detail<FeedbackRow>({ id: other.body.data })).body.data).toMatchObject({
      hospCode: '10002',
      submitterName: '张工程师',
    });
  });

  it('lets hospital users read their own feedback only; the admin list is the super admin’s', async () => {
    const id = (await submit(manager, { category: '01', content: `${tag} 只给自己看` })).body.data;
    expect((await mine(manager)).list.map((row) => row.id)).toContain(id);
    expect((await mine(director)).list.map((row) => row.id)).not.toContain(id);
    expect((await mine(engineer)).list.every((row) => row.submitterName === '张工程师')).toBe(true);
    const refused = { code: '403', msg: '仅超级管理员可以执行该操作' };
    expect((await api.post('/db/hosp-feedback/detail', { id }, { token: director })).body).toMatchObject(refused);
    expect((await api.post('/db/hosp-feedback/detail', { id }, { token: manager })).body).toMatchObject(refused);
    expect(
      (await api.post('/db/hosp-feedback/query', { pagedQueryInfo: { index: 1, pageSize: 10 } }, { token: director })).body,
    ).toMatchObject(refused);
    expect((await api.post('/db/hosp-feedback/mine', { submitterId: MISSING_ID }, { token: director })).body).toMatchObject({
      code: '001',
      msg: '不支持的参数 submitterId',
    });
  });

  it('lists and filters for the super admin by status, category and hospital', async () => {
    const page = (await feedback.query<FeedbackRow>({ content: tag, hospCode: '10001', status: '01' }, 1, 50)).body.data;
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list.every((row) => row.hospCode === '10001' && row.status === '01')).toBe(true);
    expect((await feedback.query<FeedbackRow>({ content: tag, category: '02' }, 1, 50)).body.data.list.map((row) => row.content)).toEqual([
      `${tag} 维修记录导出很慢`,
    ]);
    // The demo's feedback in each status.
    const demo = (await feedback.query<FeedbackRow>({}, 1, 200)).body.data.list;
    expect(new Set(demo.map((row) => row.status))).toEqual(new Set(['01', '02', '03']));
  });

  it('replies (answered, with the time and who) and closes; a closed feedback takes neither', async () => {
    const id = (await submit(manager, { category: '04', content: `${tag} 待回复` })).body.data;
    expect((await feedback.post('reply', { id })).body).toMatchObject({ code: '001', msg: '请输入回复内容' });
    expect((await feedback.post('reply', { id: MISSING_ID, reply: 'x' })).body).toMatchObject({ code: '404', msg: '记录不存在' });
    expect((await api.post('/db/hosp-feedback/reply', { id, reply: 'x' }, { token: manager })).body).toMatchObject({
      code: '403',
      msg: '仅超级管理员可以执行该操作',
    });
    // The dialog sends the feedback's text read-only: it is not rewritten.
    const replied = await feedback.post('reply', { id, reply: '已安排工程师处理', content: '改写的内容', hospCode: '10001' });
    expect(replied.body).toMatchObject({ code: '0', msg: '回复成功!' });
    const row = (await feedback.detail<FeedbackRow>({ id })).body.data;
    expect(row).toMatchObject({ status: '02', reply: '已安排工程师处理', replierName: '平台管理员', content: `${tag} 待回复` });
    expect(row.replyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await mine(manager)).list.find((entry) => entry.id === id)).toMatchObject({ reply: '已安排工程师处理', status: '02' });

    expect((await api.post('/db/hosp-feedback/close', { id }, { token: manager })).body.code).toBe('403');
    expect((await feedback.post('close', { id })).body).toMatchObject({ code: '0', msg: '反馈已关闭' });
    expect((await feedback.detail<FeedbackRow>({ id })).body.data).toMatchObject({ status: '03' });
    expect((await feedback.post('close', { id })).body).toMatchObject({ code: '002', msg: '该反馈已关闭' });
    expect((await feedback.post('reply', { id, reply: '再回复' })).body).toMatchObject({ code: '002', msg: '该反馈已关闭，不能回复' });
    expect((await feedback.remove({ id })).body).toMatchObject({ code: '0', msg: '删除成功!' });
    expect((await api.post('/db/hosp-feedback/delete', { id }, { token: manager })).body.code).toBe('403');
  });

  it('logs a submission and a reply in the operation log', async () => {
    const id = (await submit(manager, { category: '01', content: `${tag} 留痕` })).body.data;
    await feedback.post('reply', { id, reply: '收到' });
    const log = await api.post<Paged<{ operation: string; acctName: string; hospCode: string }>>(
      '/db/operate-log/query',
      { pagedQueryInfo: { index: 1, pageSize: 10 }, recordId: id },
      { token: admin },
    );
    expect(log.body.data.list.map((row) => [row.operation, row.acctName, row.hospCode]).sort()).toEqual([
      ['add', '李科长', '10001'],
      ['update', '平台管理员', '10001'],
    ]);
  });
});

interface NoteRow {
  id: string;
  kind: string;
  version: string;
  releaseDate: string;
  items: { category: string; content: string }[];
  published: boolean;
}

/** Versions above anything the demo or another run publishes. */
const base = 100 + (Date.now() % 80000);
const version = (minor: number) => `${base}.${minor}.0`;
const note = (v: string, extra: Record<string, unknown> = {}) => ({
  version: v,
  releaseDate: dayjs().format('YYYY-MM-DD'),
  items: [{ category: '01', content: `${tag} 新功能` }],
  published: true,
  ...extra,
});
const unseen = async (token: string) => (await api.post<NoteRow | null>('/db/project-update-log/unseen', {}, { token })).body;

describe('项目更新日志 / 小程序更新日志', () => {
  it('refuses bad versions, empty and incomplete items, and a version twice in one kind', async () => {
    expect((await notes.add({})).body).toMatchObject({ code: '001', msg: '版本号为必输项' });
    expect((await notes.add(note('v2'))).body).toMatchObject({ code: '001', msg: '版本号由数字和点组成，如 2.3.1' });
    expect((await notes.add(note(version(1), { items: [] }))).body).toMatchObject({ code: '001', msg: '更新内容为必输项' });
    expect((await notes.add(note(version(1), { items: [{ category: '01' }] }))).body).toMatchObject({ code: '001', msg: '请输入说明' });
    expect((await notes.add(note(version(1), { items: [{ content: 'x' }] }))).body).toMatchObject({ code: '001', msg: '请选择类别' });
    expect((await notes.add(note(version(1), { items: [{ category: '09', content: 'x' }] }))).body).toMatchObject({
      code: '001',
      msg: '类别不在可选范围内',
    });
    const first = await notes.add(note(version(1), { published: false }));
    expect(first.body).toMatchObject({ code: '0', msg: '添加成功!' });
    expect((await notes.add(note(version(1)))).body).toMatchObject({ code: '002', msg: '该版本号的更新日志已存在' });
    // The mini-program's notes are another kind: the same version is free there, and each screen sees its own.
    const app = await appNotes.add(note(version(1), { published: false }));
    expect(app.body).toMatchObject({ code: '0' });
    expect((await appNotes.detail<NoteRow>({ id: app.body.data })).body.data.kind).toBe('02');
    expect((await notes.detail({ id: app.body.data })).body).toMatchObject({ code: '404', msg: '记录不存在' });
    // An edit to another note's version is refused too.
    const second = (await notes.add(note(version(2), { published: false }))).body.data;
    expect((await notes.update({ id: second, ...note(version(1), { published: false }) })).body).toMatchObject({
      code: '002',
      msg: '该版本号的更新日志已存在',
    });
    expect((await notes.remove({ idList: [first.body.data, second] })).body).toMatchObject({ code: '0', data: { count: 2 } });
    await appNotes.remove({ id: app.body.data });
  });

  it('shows the newest published console note once per account, from the first version after the account started', async () => {
    // First call: where the account starts (nothing shown, whatever is published already).
    expect(await unseen(director)).toEqual({ code: '0', msg: '成功', data: null });
    const draft = (await notes.add(note(version(5), { published: false }))).body.data;
    expect((await unseen(director)).data).toBeNull();
    await appNotes.add(note(version(6)));
    expect((await unseen(director)).data).toBeNull();
    const older = (await notes.add(note(version(3)))).body.data;
    const newer = (await notes.add(note(version(4), { items: [{ category: '02', content: `${tag} 更快` }] }))).body.data;
    const shown = await unseen(director);
    expect(shown).toMatchObject({
      code: '0',
      data: { id: newer, version: version(4), items: [{ category: '02', content: `${tag} 更快` }] },
    });
    // Acknowledging an older note does not hide the newer one; acknowledging it does, for good.
    expect((await api.post('/db/project-update-log/seen', { id: older }, { token: director })).body.code).toBe('0');
    expect((await unseen(director)).data).toMatchObject({ id: newer });
    expect((await api.post('/db/project-update-log/seen', { id: newer }, { token: director })).body.code).toBe('0');
    expect((await unseen(director)).data).toBeNull();
    // Publishing the draft (a higher version) shows it once more.
    expect((await notes.batchUpdate({ idList: [draft], published: true })).body.code).toBe('0');
    expect((await unseen(director)).data).toMatchObject({ id: draft, version: version(5) });
    await api.post('/db/project-update-log/seen', { id: draft }, { token: director });
    expect((await unseen(director)).data).toBeNull();
  });

  it('refuses marking an unknown, unpublished or mini-program note as seen', async () => {
    const draft = (await notes.add(note(version(7), { published: false }))).body.data;
    const app = (await appNotes.add(note(version(8)))).body.data;
    for (const id of [MISSING_ID, draft, app]) {
      expect((await api.post('/db/project-update-log/seen', { id }, { token: manager })).body).toMatchObject({
        code: '404',
        msg: '记录不存在',
      });
    }
    expect((await api.post('/db/project-update-log/seen', {}, { token: manager })).body).toMatchObject({ code: '001', msg: 'ID为必输项' });
    expect((await api.post('/db/project-update-log/unseen', { version: '1' }, { token: manager })).body).toMatchObject({
      code: '001',
      msg: '不支持的参数 version',
    });
  });

  it('is the super admin’s to write and list', async () => {
    const refused = { code: '403', msg: '仅超级管理员可以执行该操作' };
    for (const endpoint of ['/db/project-update-log', '/db/app-project-update-log']) {
      const asManager = entityCalls(api, endpoint, () => manager);
      expect((await asManager.query({})).body).toMatchObject(refused);
      expect((await asManager.add(note(version(9)))).body).toMatchObject(refused);
      expect((await asManager.batchUpdate({ idList: [MISSING_ID], published: true })).body).toMatchObject(refused);
      expect((await asManager.remove({ id: MISSING_ID })).body).toMatchObject(refused);
    }
    // The mini-program's screen has no unseen call of its own.
    expect((await api.post('/db/app-project-update-log/unseen', {}, { token: manager })).body.code).toBe('404');
  });
});
