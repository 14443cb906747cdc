import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { adminToken, hospitalUserToken, MISSING_ID } from '../support/entity-api.js';
import { startServer, type RunningServer } from '../support/start-server.js';
import { createHospitalUser, hospUserCalls, NEW_PASSWORD, type HospUserRow } from './hosp-user-support.js';

/**
 * Work left behind (issue 13 item 4): user-job-un-finish-query, queryEngineer and
 * user-job-un-finish-transfer, and the dashboards counting per engineer following the transfer.
 * Its own server: the demo engineer's work moves, which the dashboard tests count on.
 */

let server: RunningServer;
let api: ApiClient;
let admin = '';
let calls: ReturnType<typeof hospUserCalls>;
let engineerId = '';
let newcomer: { acctId: string; id: string; cellPhone: string };

interface Work {
  mtcOrderTotal: number;
  taskTotal: number;
  eqpTotal: number;
  mtcOrderList: { seqNo: string; actionStateDesc: string }[];
  taskList: { taskType: string; taskTypeDesc: string }[];
}
interface Pending {
  waitMtc: number;
  waitPatrol: number;
  waitMaintain: number;
  waitScrapEqp: number;
}
interface Team {
  dataList: { engineerId: string; engineerName: string; jobCount: number }[];
}

const work = async (acctId: string) => (await calls.post<Work>('user-job-un-finish-query', { hospCode: '10001', acctId })).body;
const pending = async (token: string) =>
  (await api.post<Pending>('/api/dashboard/engineer-sum', { hospCode: '10001', mine: true }, { token })).body.data;
const teamJobs = async (acctId: string) =>
  (await api.post<Team>('/api/dashboard/sub-group-sum-info?hospCode=10001', {}, { token: admin })).body.data.dataList.find(
    (row) => row.engineerId === acctId,
  )?.jobCount ?? 0;

beforeAll(async () => {
  server = await startServer({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
  api = new ApiClient(server.baseUrl);
  admin = await adminToken(api);
  calls = hospUserCalls(api, () => admin);
  engineerId = (await calls.query<HospUserRow>({ hospCode: '10001', acctNo: 'engineer' })).body.data.list[0]!.acctId;
  newcomer = await createHospitalUser(calls, '10001', { acctName: '接班工程师' });
});
afterAll(async () => {
  await server?.stop();
});

describe('user-job-un-finish-query', () => {
  it("lists the engineer's open repair orders, tasks and equipment in the hospital", async () => {
    const body = await work(engineerId);
    expect(body.code).toBe('0');
    expect(body.data.mtcOrderTotal).toBeGreaterThanOrEqual(8);
    expect(body.data.taskTotal).toBeGreaterThan(0);
    expect(body.data.eqpTotal).toBeGreaterThan(0);
    expect(body.data.mtcOrderList[0]).toMatchObject({ seqNo: expect.any(String), actionStateDesc: expect.any(String) });
    expect(body.data.taskList[0]?.taskTypeDesc).toEqual(expect.any(String));
  });

  it('answers nothing about people of another hospital', async () => {
    const director = (await calls.query<HospUserRow>({ hospCode: '10003', acctNo: 'director' })).body.data.list[0]!;
    expect((await work(director.acctId)).msg).toBe('该用户不是本院用户');
    expect((await calls.post('user-job-un-finish-query', { hospCode: '10001' })).body).toMatchObject({
      code: '001',
      msg: '平台账户为必输项',
    });
  });
});

describe('queryEngineer', () => {
  it("offers the hospital's on-duty maintenance engineers", async () => {
    const { body } = await calls.post<{ acctId: string; acctName: string; hospRoleIdDesc: string }[]>('queryEngineer', {
      hospCode: '10001',
    });
    const names = body.data.map((row) => row.acctName);
    expect(names).toEqual(expect.arrayContaining(['张工程师', '接班工程师']));
    expect(names).not.toContain('李科长');
    expect(body.data.every((row) => row.hospRoleIdDesc === '维修工程师')).toBe(true);
    const others = await calls.post<{ acctId: string }[]>('queryEngineer', { hospCode: '10001', excludeAcctId: engineerId });
    expect(others.body.data.map((row) => row.acctId)).not.toContain(engineerId);
  });
});

describe('user-job-un-finish-transfer', () => {
  const transfer = (body: Record<string, unknown>, token = admin) =>
    calls.post<{ mtcOrderCount: number; taskCount: number; eqpCount: number }>(
      'user-job-un-finish-transfer',
      { hospCode: '10001', ...body },
      token,
    );

  it('checks who gives and who receives', async () => {
    expect((await transfer({ acctId: engineerId })).body).toMatchObject({ code: '001', msg: '请选择接收工程师' });
    expect((await transfer({ toAcctId: newcomer.acctId })).body).toMatchObject({ code: '001', msg: '请选择转出用户' });
    expect((await transfer({ acctId: engineerId, toAcctId: engineerId })).body).toMatchObject({ code: '001', msg: '不能转交给同一个用户' });
    expect((await transfer({ acctId: engineerId, toAcctId: MISSING_ID })).body).toMatchObject({
      code: '002',
      msg: '接收人必须是本院在职用户',
    });
  });

  it('deleting a user who still holds work is refused', async () => {
    const row = (await calls.query<HospUserRow>({ hospCode: '10001', acctNo: 'engineer' })).body.data.list[0]!;
    expect((await calls.post('delete', { hospCode: '10001', id: row.id })).body).toMatchObject({
      code: '002',
      msg: '该用户还有未完成的维修工单、任务或负责的设备，请先转交',
    });
  });

  it('moves everything in one go, and the dashboard counts follow', async () => {
    const before = (await work(engineerId)).data;
    const engineerToken = await hospitalUserToken(api, 'engineer', '10001');
    const newcomerToken = await api.login(newcomer.cellPhone, NEW_PASSWORD);
    await api.post('/api/auth', { hospCode: '10001' }, { token: newcomerToken });
    const engineerBefore = await pending(engineerToken);
    const teamBefore = await teamJobs(engineerId);
    expect(engineerBefore.waitMtc).toBe(before.mtcOrderTotal);
    expect(await pending(newcomerToken)).toMatchObject({ waitMtc: 0, waitPatrol: 0, waitMaintain: 0, waitScrapEqp: 0 });

    const { body } = await transfer({ acctId: engineerId, toAcctId: newcomer.acctId });
    expect(body).toEqual({
      code: '0',
      msg: '转交成功',
      data: { mtcOrderCount: before.mtcOrderTotal, taskCount: before.taskTotal, eqpCount: before.eqpTotal },
    });

    expect((await work(engineerId)).data).toMatchObject({ mtcOrderTotal: 0, taskTotal: 0, eqpTotal: 0 });
    expect((await work(newcomer.acctId)).data).toMatchObject({
      mtcOrderTotal: before.mtcOrderTotal,
      taskTotal: before.taskTotal,
      eqpTotal: before.eqpTotal,
    });
    expect(await pending(newcomerToken)).toEqual(engineerBefore);
    expect(await pending(engineerToken)).toMatchObject({ waitMtc: 0, waitPatrol: 0, waitMaintain: 0, waitScrapEqp: 0 });
    expect(await teamJobs(newcomer.acctId)).toBe(teamBefore);
    expect(await teamJobs(engineerId)).toBe(0);
  });

  it('the engineer who handed everything over may be removed from the hospital', async () => {
    const row = (await calls.query<HospUserRow>({ hospCode: '10001', acctNo: 'engineer' })).body.data.list[0]!;
    expect((await calls.post('delete', { hospCode: '10001', id: row.id })).body).toMatchObject({ code: '0', msg: '删除成功!' });
    expect(await api.login('engineer', DEMO_PASSWORD)).toBeTruthy();
  });

  it('a hospital administrator transfers only in their hospital', async () => {
    const manager = await hospitalUserToken(api, 'manager', '10001');
    expect(
      (await calls.post('user-job-un-finish-transfer', { hospCode: '10002', acctId: engineerId, toAcctId: newcomer.acctId }, manager)).body,
    ).toMatchObject({
      code: '403',
      msg: '您没有该医院的访问权限',
    });
    const { body } = await transfer(
      {
        acctId: newcomer.acctId,
        toAcctId: (await calls.query<HospUserRow>({ hospCode: '10001', acctNo: 'manager' })).body.data.list[0]!.acctId,
      },
      manager,
    );
    expect(body).toMatchObject({ code: '0', msg: '转交成功' });
  });
});
