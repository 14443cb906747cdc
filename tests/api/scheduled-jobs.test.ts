import dayjs from 'dayjs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../support/api-client.js';
import { adminToken, MISSING_ID, type Paged } from '../support/entity-api.js';
import { createDataStore, storeKind, type DataStore } from '../support/data-store.js';
import { startServer, type RunningServer } from '../support/start-server.js';
import { openDatabase } from '../../server/db/database.js';

/**
 * Scheduled jobs and their log (seed 002 sections 2.6, 2.7, 3, 7; server/jobs): jobs that really run
 * on their cron, pause at once, are refused when they could not run, run once now on demand, and
 * leave one log row per run. The file has a server of its own: a first start seeds the demo, then,
 * the server stopped, three open maintenance tasks of hospital 10001 are moved to yesterday (as if a
 * day had passed) for the overdue-marking job to find.
 */
const TAG = Date.now().toString(36);
const SERVER_ENV = { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' };
const MOVED_TASKS = 3;

interface JobRow {
  id: string;
  jobName: string;
  beanName: string;
  methodName: string;
  params: string | null;
  cronExpression: string;
  isPause: boolean;
  remark: string | null;
  createDateTime: string;
  lstupdDateTime: string;
}
interface LogRow {
  id: string;
  jobName: string;
  beanName: string;
  methodName: string;
  params: string | null;
  cronExpression: string;
  isSuccess: boolean;
  spendTime: number;
  exceptionDetail: string | null;
  createDateTime: string;
}
interface TaskCount {
  taskDesc: string;
  taskCountInfo: Record<string, number>;
}

let store: DataStore;
let server: RunningServer;
let api: ApiClient;
let token = '';

const call = <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> =>
  api.call<T>(method, path, body, { token, headers });
const bodyOf = async <T>(response: Promise<ApiResponse<T>>) => (await response).body;
const refused = (code: string, msg: string) => ({ code, msg, data: null });

const addJob = (job: Record<string, unknown>) => bodyOf(call<string>('POST', '/api/quartz-job/jobs', job));
async function newJob(job: Record<string, unknown>): Promise<string> {
  const answer = await addJob(job);
  if (answer.code !== '0') throw new Error(`job not added: ${answer.msg}`);
  return answer.data;
}
const pause = (id: string, isPause = true) => bodyOf(call('PUT', '/api/quartz-job/jobs', { id, isPause }));

/** The log rows of one job (names carry this run's tag), newest first. */
async function logsOf(jobName: string, beanName: string, methodName: string): Promise<LogRow[]> {
  const response = await call<Paged<LogRow>>('POST', '/db/quartz-log/query', {
    pagedQueryInfo: { index: 1, pageSize: 200 },
    beanName,
    methodName,
    hsopCode: '10001',
  });
  if (response.body.code !== '0') throw new Error(`log query refused: ${response.body.msg}`);
  return response.body.data.list.filter((row) => row.jobName === jobName);
}

/** Polls until `check` accepts the value read, or fails with the last value after the deadline. */
async function waitFor<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!check(last)) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${timeoutMs} ms; last value ${JSON.stringify(last).slice(0, 800)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  return last;
}

// A job writing a row every second for the whole file: its rows show that the scheduler went on
// ticking, so a paused job's silence is measured in ticks, not in a sleep of fixed length.
const CLOCK = `时钟${TAG}`;
const clockRows = () => logsOf(CLOCK, 'diagnosticJob', 'wait');
async function afterTicks(ticks: number): Promise<void> {
  const start = (await clockRows()).length;
  await waitFor(clockRows, (rows) => rows.length >= start + ticks, `${ticks} more ticks of the clock job`);
}

async function overdueCounts(): Promise<{ overdue: number; todo: number }> {
  const response = await call<TaskCount[]>('POST', '/db/workbench/work-count-query', { hospCode: '10001' });
  if (response.body.code !== '0') throw new Error(`dashboard refused: ${response.body.msg}`);
  const of = (desc: string) => response.body.data.find((item) => item.taskDesc === desc)!.taskCountInfo.maintainCount!;
  return { overdue: of('已超期'), todo: of('待执行') };
}

beforeAll(async () => {
  store = await createDataStore({ seeded: true });
  const first = await startServer({ store, env: SERVER_ENV });
  const exitCode = await first.stop();
  if (exitCode !== 0) throw new Error(`first server exited with ${exitCode}:\n${first.output()}`);
  const database = await openDatabase({ dataDir: store.env.DATA_DIR ?? '', databaseUrl: store.env.DATABASE_URL });
  try {
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    await sql`update hosp_10001.eqp_task set due_date = ${yesterday}
              where id in (select id from hosp_10001.eqp_task where task_type = 'maintain' and status = '02' order by id limit ${MOVED_TASKS})`.execute(
      database.db,
    );
  } finally {
    await database.close();
  }
  server = await startServer({ store, env: SERVER_ENV });
  api = new ApiClient(server.baseUrl);
  token = await adminToken(api);
  await newJob({ jobName: CLOCK, beanName: 'diagnosticJob', methodName: 'wait', params: '{"seconds": 0}', cronExpression: '* * * * * *' });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await store?.dispose();
});

describe('/api/quartz-job calls of seed 002 section 7', () => {
  it('queries the demo jobs with pagedQueryInfo, and reads one by detail', async () => {
    const page = (
      await bodyOf(call<Paged<JobRow>>('POST', '/api/quartz-job/query', { pagedQueryInfo: { index: 1, pageSize: 50 }, beanName: 'Job' }))
    ).data;
    expect(page.list.map((row) => row.jobName)).toEqual(
      expect.arrayContaining(['标记超期任务', '清理过期会话', '清理孤立上传文件', '清理任务日志', '诊断：失败示例']),
    );
    const overdue = page.list.find((row) => row.jobName === '标记超期任务')!;
    expect(overdue).toMatchObject({
      beanName: 'eqpTaskJob',
      methodName: 'markOverdue',
      cronExpression: '0 5 0 * * *',
      isPause: false,
      params: '{"graceDays": 0}',
    });
    const detail = await bodyOf(call<JobRow>('POST', '/api/quartz-job/detail', { id: overdue.id }));
    expect(detail).toMatchObject({
      code: '0',
      data: { id: overdue.id, jobName: '标记超期任务', createDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) },
    });
  });

  it('offers the beans and methods the server really has, with their params, in the caller’s language', async () => {
    const zh = await bodyOf(
      call<{ beanName: string; methods: { methodName: string; title: string; defaultParams: string }[] }[]>(
        'GET',
        '/api/quartz-job/handlers',
      ),
    );
    expect(zh.data.map((bean) => bean.beanName)).toEqual(['eqpTaskJob', 'sessionJob', 'uploadJob', 'quartzLogJob', 'diagnosticJob']);
    expect(zh.data[0]!.methods[0]).toMatchObject({ methodName: 'markOverdue', title: '标记超期任务', defaultParams: '{"graceDays":0}' });
    const en = await bodyOf(call<typeof zh.data>('GET', '/api/quartz-job/handlers', undefined, { lang: 'en' }));
    expect(en.data[0]!.methods[0]!.title).toBe('Mark overdue tasks');
  });

  it('refuses a job the scheduler could not run, saying why', async () => {
    const job = { jobName: `拒绝${TAG}`, beanName: 'diagnosticJob', methodName: 'wait', params: '', cronExpression: '*/5 * * * * *' };
    expect(await addJob({ ...job, cronExpression: 'bad cron' })).toEqual(
      refused('001', 'Cron表达式无效：需要5至7个以空格分隔的部分（秒 分 时 日 月 周），例如 0 0 1 * * * 表示每天1点'),
    );
    expect(await addJob({ ...job, cronExpression: '61 * * * * *' })).toEqual(refused('001', 'Cron表达式无效：秒的取值无效（61）'));
    expect(await addJob({ ...job, cronExpression: '' })).toEqual(refused('001', 'Cron表达式为必输项'));
    expect(await addJob({ ...job, beanName: 'mailJob' })).toEqual(
      refused('001', '任务Bean mailJob 不存在，可用的Bean：eqpTaskJob、sessionJob、uploadJob、quartzLogJob、diagnosticJob'),
    );
    expect(await addJob({ ...job, methodName: 'sleep' })).toEqual(
      refused('001', '任务Bean diagnosticJob 没有方法 sleep，可用的方法：wait、fail'),
    );
    expect(await addJob({ ...job, params: '{"seconds": 601}' })).toEqual(refused('001', '任务参数 seconds 必须是 0 至 600 之间的整数'));
    expect(await addJob({ ...job, params: 'seconds=1' })).toEqual(refused('001', '任务参数必须是JSON对象，例如 {"seconds":1}'));
    expect(await addJob({ ...job, jobName: '' })).toEqual(refused('001', '任务名称为必输项'));
    // Quartz's own step syntax is taken as it is written.
    const quartzStyle = await newJob({ ...job, cronExpression: '0/5 * * * * ?', isPause: true });
    expect(await bodyOf(call('PUT', '/api/quartz-job/jobs', { id: quartzStyle, cronExpression: '* * *' }))).toEqual(
      refused('001', 'Cron表达式无效：需要5至7个以空格分隔的部分（秒 分 时 日 月 周），例如 0 0 1 * * * 表示每天1点'),
    );
    expect(await bodyOf(call('POST', '/api/quartz-job/batchUpdate', { ids: [quartzStyle], cronExpression: '0 0 25 * * *' }))).toEqual(
      refused('001', 'Cron表达式无效：时的取值无效（25）'),
    );
    expect(await bodyOf(call('DELETE', `/api/quartz-job/jobs/${quartzStyle}`))).toMatchObject({ code: '0', msg: '删除成功!' });
    expect(await bodyOf(call('DELETE', `/api/quartz-job/jobs/${MISSING_ID}`))).toEqual(refused('404', '记录不存在'));
  });
});

describe('jobs that really run', () => {
  it('a job every second writes a log row per run; pausing stops them at once, batchUpdate with ids resumes them, DELETE ends them', async () => {
    const jobName = `每秒${TAG}`;
    const id = await newJob({
      jobName,
      beanName: 'diagnosticJob',
      methodName: 'wait',
      params: '{"seconds": 0}',
      cronExpression: '*/1 * * * * *',
      remark: '测试',
    });
    const rows = await waitFor(
      () => logsOf(jobName, 'diagnosticJob', 'wait'),
      (list) => list.length >= 2,
      'two runs of the new job',
    );
    expect(rows[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      jobName,
      beanName: 'diagnosticJob',
      methodName: 'wait',
      params: '{"seconds": 0}',
      cronExpression: '*/1 * * * * *',
      isSuccess: true,
      spendTime: expect.any(Number),
      exceptionDetail: null,
      createDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      lstupdDateTime: expect.any(String),
      rowVersion: 0,
    });

    expect(await pause(id)).toMatchObject({ code: '0', msg: '修改成功!' });
    await afterTicks(1);
    const paused = (await logsOf(jobName, 'diagnosticJob', 'wait')).length;
    await afterTicks(3);
    expect((await logsOf(jobName, 'diagnosticJob', 'wait')).length).toBe(paused);

    expect(await bodyOf(call('POST', '/api/quartz-job/batchUpdate', { ids: [id], isPause: false }))).toMatchObject({
      code: '0',
      data: { count: 1 },
    });
    await waitFor(
      () => logsOf(jobName, 'diagnosticJob', 'wait'),
      (list) => list.length >= paused + 2,
      'runs after resuming',
    );

    expect(await bodyOf(call('DELETE', `/api/quartz-job/jobs/${id}`))).toMatchObject({ code: '0', msg: '删除成功!', data: { count: 1 } });
    await afterTicks(1);
    const deleted = (await logsOf(jobName, 'diagnosticJob', 'wait')).length;
    await afterTicks(3);
    expect((await logsOf(jobName, 'diagnosticJob', 'wait')).length).toBe(deleted);
  });

  it('a run that would overlap the previous one is skipped, and the skip is logged', async () => {
    const jobName = `重叠${TAG}`;
    const id = await newJob({
      jobName,
      beanName: 'diagnosticJob',
      methodName: 'wait',
      params: '{"seconds": 3}',
      cronExpression: '* * * * * *',
    });
    const rows = await waitFor(
      () => logsOf(jobName, 'diagnosticJob', 'wait'),
      (list) => list.some((row) => row.isSuccess) && list.some((row) => !row.isSuccess),
      'a finished run and a skipped one',
    );
    await pause(id);
    const finished = rows.find((row) => row.isSuccess)!;
    expect(finished.spendTime).toBeGreaterThanOrEqual(3000);
    const skipped = rows.find((row) => !row.isSuccess)!;
    expect(skipped).toMatchObject({ spendTime: 0, params: '{"seconds": 3}' });
    expect(skipped.exceptionDetail).toMatch(/^上一次执行尚未结束，本次执行已跳过（计划时间 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d）$/);
  });

  it('立即执行 runs a job once now, paused or not; a failure answers its message and logs it', async () => {
    const failing = `失败${TAG}`;
    const failId = await newJob({
      jobName: failing,
      beanName: 'diagnosticJob',
      methodName: 'fail',
      params: '{"message": "磁盘空间不足"}',
      cronExpression: '0 0 12 * * *',
      isPause: true,
    });
    expect(await bodyOf(call('POST', '/api/quartz-job/run', { id: failId }))).toEqual(refused('002', '任务执行失败：磁盘空间不足'));
    expect(await logsOf(failing, 'diagnosticJob', 'fail')).toEqual([
      expect.objectContaining({
        isSuccess: false,
        exceptionDetail: '磁盘空间不足',
        params: '{"message": "磁盘空间不足"}',
        cronExpression: '0 0 12 * * *',
      }),
    ]);

    const working = `手动${TAG}`;
    const workId = await newJob({
      jobName: working,
      beanName: 'diagnosticJob',
      methodName: 'wait',
      params: '{"seconds": 0}',
      cronExpression: '0 0 12 * * *',
      isPause: true,
    });
    const run = await bodyOf(call<{ isSuccess: boolean; spendTime: number }>('POST', '/api/quartz-job/run', { id: workId }));
    expect(run).toMatchObject({ code: '0', msg: expect.stringMatching(/^执行成功，耗时 \d+ 毫秒$/), data: { isSuccess: true } });
    expect(await logsOf(working, 'diagnosticJob', 'wait')).toHaveLength(1);
    expect(await bodyOf(call('POST', '/api/quartz-job/run', { id: MISSING_ID }))).toEqual(refused('404', '记录不存在'));
  });

  it('the overdue-marking job moves open tasks past their date to overdue, and the dashboard counts follow', async () => {
    const before = await overdueCounts();
    const id = await newJob({
      jobName: `超期${TAG}`,
      beanName: 'eqpTaskJob',
      methodName: 'markOverdue',
      cronExpression: '0 5 0 * * *',
      isPause: true,
    });
    expect(await bodyOf(call('POST', '/api/quartz-job/run', { id }))).toMatchObject({ code: '0' });
    expect(await overdueCounts()).toEqual({ overdue: before.overdue + MOVED_TASKS, todo: before.todo - MOVED_TASKS });
    // Nothing left to mark: a second run changes nothing.
    expect(await bodyOf(call('POST', '/api/quartz-job/run', { id }))).toMatchObject({ code: '0' });
    expect(await overdueCounts()).toEqual({ overdue: before.overdue + MOVED_TASKS, todo: before.todo - MOVED_TASKS });
  });
});

describe('/db/quartz-log calls of seed 002 section 7', () => {
  it('filters by run duration and success, takes hsopCode on every call, and edits rows by ids', async () => {
    const query = (filters: Record<string, unknown>) =>
      bodyOf(
        call<Paged<LogRow>>('POST', '/db/quartz-log/query', { pagedQueryInfo: { index: 1, pageSize: 200 }, hsopCode: '10001', ...filters }),
      );
    const long = (await query({ spendTime: ['3000', ''], methodName: 'wait' })).data.list;
    expect(long.length).toBeGreaterThanOrEqual(1);
    expect(long.every((row) => row.spendTime >= 3000)).toBe(true);
    const short = (await query({ spendTime: [0, 100], isSuccess: true, beanName: 'diagnostic' })).data.list;
    expect(short.length).toBeGreaterThanOrEqual(2);
    expect(short.every((row) => row.spendTime <= 100 && row.isSuccess)).toBe(true);
    expect(await query({ spendTime: ['100', '5'] })).toEqual(refused('001', '查询条件耗时(毫秒)的起始值不能大于结束值'));
    const skips = (await query({ exceptionDetail: '已跳过', isSuccess: false })).data;
    expect(skips.total).toBeGreaterThanOrEqual(1);

    const added = await bodyOf(
      call<string>('POST', '/db/quartz-log/add', {
        jobName: `手工${TAG}`,
        beanName: 'sessionJob',
        methodName: 'purgeExpired',
        isSuccess: true,
        spendTime: 5,
        hsopCode: '10001',
      }),
    );
    expect(added).toMatchObject({ code: '0', msg: '添加成功!' });
    const batch = await bodyOf(
      call('POST', '/db/quartz-log/batchUpdate', { ids: [added.data, skips.list[0]!.id], exceptionDetail: '已核对', hsopCode: '10001' }),
    );
    expect(batch).toMatchObject({ code: '0', msg: '修改成功!', data: { count: 2 } });
    expect(await bodyOf(call<LogRow>('POST', '/db/quartz-log/detail', { id: added.data, hsopCode: '10001' }))).toMatchObject({
      data: { exceptionDetail: '已核对', spendTime: 5 },
    });
    expect(await bodyOf(call('POST', '/db/quartz-log/update', { id: added.data, spendTime: 6, hsopCode: '10001' }))).toMatchObject({
      code: '0',
      msg: '修改成功!',
    });
    expect(await bodyOf(call('POST', '/db/quartz-log/delete', { id: added.data, hsopCode: '10001' }))).toMatchObject({
      code: '0',
      msg: '删除成功!',
    });
  });
});

describe.runIf(storeKind() === 'postgres')('several server processes on one PostgreSQL', () => {
  it('runs each scheduled second of a job once, whichever process claims it', async () => {
    const jobName = `双进程${TAG}`;
    const id = await newJob({
      jobName,
      beanName: 'diagnosticJob',
      methodName: 'wait',
      params: '{"seconds": 0}',
      cronExpression: '* * * * * *',
    });
    // The second process reads the job when it starts; from then on both schedule it.
    const second = await startServer({ store, env: SERVER_ENV });
    try {
      const start = (await logsOf(jobName, 'diagnosticJob', 'wait')).length;
      const rows = await waitFor(
        () => logsOf(jobName, 'diagnosticJob', 'wait'),
        (list) => list.length >= start + 5,
        'runs with two processes',
      );
      await pause(id);
      const seconds = rows.map((row) => row.createDateTime);
      expect(new Set(seconds).size).toBe(seconds.length);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 90_000);
});

describe('server shutdown', () => {
  it('stops within seconds while a job is running, and exits cleanly', async () => {
    // A run of ten minutes every second: a logged skip shows that one is under way.
    const jobName = `长任务${TAG}`;
    await newJob({ jobName, beanName: 'diagnosticJob', methodName: 'wait', params: '{"seconds": 600}', cronExpression: '* * * * * *' });
    await waitFor(
      () => logsOf(jobName, 'diagnosticJob', 'wait'),
      (list) => list.some((row) => !row.isSuccess),
      'a run under way',
    );
    const started = Date.now();
    expect(await server.stop()).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);
});
