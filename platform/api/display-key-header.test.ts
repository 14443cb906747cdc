// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from './http';
import { createArcoFeedback } from './http-feedback';
import { forgetDisplayKey, keepDisplayKey, readDisplayKey } from './display-key-storage';

const KEY = `dk_${'x'.repeat(43)}`;

function headersSent(token: string | null, displayKey: string | null): Promise<InternalAxiosRequestConfig['headers']> {
  let seen: InternalAxiosRequestConfig | undefined;
  const adapter: AxiosAdapter = async (config) => {
    seen = config;
    return { data: { code: '0', msg: '成功', data: null }, status: 200, statusText: '', headers: new AxiosHeaders(), config };
  };
  const client = createHttpClient({
    adapter,
    feedback: createArcoFeedback({ onRelogin: async () => {} }),
    readToken: () => token,
    readDisplayKey: () => displayKey,
  });
  return client.post('/api/dashboard/company-sum-info', { hospCode: '10001' }).then(() => seen!.headers);
}

describe('the display-key header', () => {
  afterEach(() => forgetDisplayKey());

  it('is sent only when the tab holds no token', async () => {
    expect((await headersSent(null, KEY)).get('display-key')).toBe(KEY);
    const signedIn = await headersSent('tok-1', KEY);
    expect(signedIn.get('token')).toBe('tok-1');
    expect(signedIn.get('display-key')).toBeUndefined();
    expect((await headersSent(null, null)).get('display-key')).toBeUndefined();
  });

  it('shows no re-login dialog when a display key is refused (the cockpit frame explains it)', async () => {
    const adapter: AxiosAdapter = async (config) => ({
      data: { code: '098', msg: '未登录或登录已失效，请重新登录', data: null },
      status: 200,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
    });
    const shown: string[] = [];
    const feedback = {
      showError: (msg: string) => shown.push(`error:${msg}`),
      showSessionTimeout: (msg: string) => shown.push(`timeout:${msg}`),
    };
    const client = createHttpClient({ adapter, feedback, readToken: () => null, readDisplayKey: () => KEY });
    await expect(client.post('/api/dashboard/company-sum-info', { hospCode: '10001' })).rejects.toMatchObject({ code: '098' });
    expect(shown).toEqual([]);
  });

  it('keeps a key for this tab in sessionStorage, never in a cookie, and refuses text that is not a key', () => {
    expect(keepDisplayKey('not-a-key')).toBe(false);
    expect(readDisplayKey()).toBeNull();
    expect(keepDisplayKey(KEY)).toBe(true);
    expect(readDisplayKey()).toBe(KEY);
    expect(window.sessionStorage.getItem('cockpit-display-key')).toBe(KEY);
    expect(document.cookie).not.toContain(KEY);
    forgetDisplayKey();
    expect(readDisplayKey()).toBeNull();
  });
});
