// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { Message } from '@arco-design/web-react';
import { ApiError } from './api-error';
import { REQUEST_TIMEOUT_MS, createHttpClient } from './http';
import { createArcoFeedback } from './http-feedback';

type Reply = { status: number; body: unknown };

/** A stand-in for the network: answers every request with the reply, rejecting non-2xx like axios does. */
function fakeAdapter(reply: Reply, seen: InternalAxiosRequestConfig[] = []): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { data: reply.body, status: reply.status, statusText: '', headers: new AxiosHeaders(), config };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
}

function clientFor(reply: Reply, seen: InternalAxiosRequestConfig[] = [], token: string | null = 'tok-1') {
  const onRelogin = vi.fn(async () => {});
  const client = createHttpClient({
    adapter: fakeAdapter(reply, seen),
    feedback: createArcoFeedback({ onRelogin }),
    readToken: () => token,
  });
  return { client, onRelogin };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const modalTitles = () => Array.from(document.querySelectorAll('.arco-modal-title')).map((node) => node.textContent);

describe('http client', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends JSON with channel pc-web, the token header and the long timeout', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const { client } = clientFor({ status: 200, body: { code: '0', msg: '成功', data: 1 } }, seen);
    await client.post('/api/auth', { hospCode: '10001' });
    const [config] = seen;
    expect(config?.headers.get('channel')).toBe('pc-web');
    expect(config?.headers.get('token')).toBe('tok-1');
    expect(config?.headers.get('Content-Type')).toBe('application/json');
    expect(config?.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(JSON.parse(String(config?.data))).toEqual({ hospCode: '10001' });
  });

  it('sends no token header when no token is held', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const { client } = clientFor({ status: 200, body: { code: '0', msg: '', data: null } }, seen, null);
    await client.get('/api/system/cfg');
    expect(seen[0]?.headers.has('token')).toBe(false);
  });

  it("resolves code '0' with data and shows nothing", async () => {
    const toast = vi.spyOn(Message, 'error');
    const { client } = clientFor({ status: 200, body: { code: '0', msg: '成功', data: [{ hospCode: '10001' }] } });
    await expect(client.get('/api/hosp-list')).resolves.toEqual([{ hospCode: '10001' }]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows msg for 5 seconds on any other code and rejects with code, msg and data', async () => {
    const toast = vi.spyOn(Message, 'error');
    const { client } = clientFor({ status: 200, body: { code: '003', msg: '账号或密码错误', data: { needVerify: true } } });
    const error = await failureOf(client.post('/api/login', {}));
    expect(error).toMatchObject({ code: '003', msg: '账号或密码错误', data: { needVerify: true } });
    expect(toast).toHaveBeenCalledWith({ content: '账号或密码错误', duration: 5000 });
  });

  it('leaves the quiet codes to the caller and still shows the others', async () => {
    const toast = vi.spyOn(Message, 'error');
    const conflict = { code: '409', msg: '该记录已被他人修改，请核对后再保存', data: { conflicts: [] } };
    const quiet = clientFor({ status: 200, body: conflict }).client;
    expect(await failureOf(quiet.post('/db/dic/update', {}, { quietCodes: ['409'] }))).toMatchObject(conflict);
    expect(toast).not.toHaveBeenCalled();
    const refused = clientFor({ status: 200, body: { code: '001', msg: '类型为必输项', data: null } }).client;
    await failureOf(refused.put('/api/quartz-job/jobs', {}, { quietCodes: ['409'] }));
    expect(toast).toHaveBeenCalledWith({ content: '类型为必输项', duration: 5000 });
  });

  it('opens one 登录超时 dialog for 098, however many calls fail', async () => {
    const toast = vi.spyOn(Message, 'error');
    const { client, onRelogin } = clientFor({ status: 200, body: { code: '098', msg: '未登录或登录已失效，请重新登录', data: null } });
    const failures = await Promise.all([failureOf(client.get('/api/a')), failureOf(client.get('/api/b'))]);
    expect(failures.map((failure) => failure.code)).toEqual(['098', '098']);
    await waitFor(() => expect(modalTitles()).toEqual(['登录超时']));
    expect(document.body.textContent).toContain('未登录或登录已失效，请重新登录');
    expect(toast).not.toHaveBeenCalled();

    const buttons = Array.from(document.querySelectorAll('.arco-modal button'));
    expect(buttons.map((button) => button.textContent)).toEqual(['重新登录']);
    (buttons[0] as HTMLButtonElement).click();
    await waitFor(() => expect(onRelogin).toHaveBeenCalledTimes(1));
  });

  it('shows the fixed text for HTTP 504', async () => {
    const toast = vi.spyOn(Message, 'error');
    const { client } = clientFor({ status: 504, body: '<html>Gateway Timeout</html>' });
    const error = await failureOf(client.get('/api/hosp-list'));
    expect(error).toMatchObject({ msg: '无法连接服务器,请刷新或稍后再试', httpStatus: 504 });
    expect(toast).toHaveBeenCalledWith({ content: '无法连接服务器,请刷新或稍后再试', duration: 5000 });
  });

  it('shows the fixed text for HTTP 403', async () => {
    const toast = vi.spyOn(Message, 'error');
    const { client } = clientFor({ status: 403, body: { code: '403', msg: 'forbidden', data: null } });
    const error = await failureOf(client.get('/api/x'));
    expect(error.msg).toBe('您所访问的资源不存在，请刷新页面和缓存或联系管理员');
    expect(toast).toHaveBeenCalledWith({ content: '您所访问的资源不存在，请刷新页面和缓存或联系管理员', duration: 5000 });
  });

  it("shows the envelope's msg for other HTTP failures, else the error's message", async () => {
    const toast = vi.spyOn(Message, 'error');
    const withEnvelope = clientFor({ status: 429, body: { code: '429', msg: '请求过于频繁，请稍后再试', data: null } });
    expect(await failureOf(withEnvelope.client.get('/api/x'))).toMatchObject({ code: '429', msg: '请求过于频繁，请稍后再试' });
    const bare = clientFor({ status: 502, body: 'Bad Gateway' });
    expect(await failureOf(bare.client.get('/api/x'))).toMatchObject({ code: '502', msg: 'Request failed with status code 502' });
    expect(toast.mock.calls.map(([options]) => options)).toEqual([
      { content: '请求过于频繁，请稍后再试', duration: 5000 },
      { content: 'Request failed with status code 502', duration: 5000 },
    ]);
  });

  it('stays quiet for silent calls', async () => {
    const toast = vi.spyOn(Message, 'error');
    const { client } = clientFor({ status: 200, body: { code: '002', msg: 'no', data: null } });
    await failureOf(client.get('/api/logOut', { silent: true }));
    expect(toast).not.toHaveBeenCalled();
  });
});
