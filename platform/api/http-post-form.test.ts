// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from './http';
import { createArcoFeedback } from './http-feedback';

describe('http client: postForm (uploads)', () => {
  it('sends the FormData as it is (not as JSON), with the token, and reports progress in percent', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      config.onUploadProgress?.({ loaded: 25, total: 100, bytes: 25, lengthComputable: true });
      return {
        data: { code: '0', msg: '成功', data: { url: '/files/x' } },
        status: 200,
        statusText: '',
        headers: new AxiosHeaders(),
        config,
      };
    };
    const client = createHttpClient({ adapter, feedback: createArcoFeedback({ onRelogin: async () => {} }), readToken: () => 'tok-1' });
    const form = new FormData();
    form.append('key', 'eqp/202611/k');
    const onProgress = vi.fn();
    expect(await client.postForm('/api/oss/upload', form, { onProgress })).toEqual({ url: '/files/x' });
    const [config] = seen;
    expect(config!.data).toBe(form);
    expect(config!.headers.get('token')).toBe('tok-1');
    expect(String(config!.headers.get('Content-Type'))).not.toContain('application/json');
    expect(onProgress).toHaveBeenCalledWith(25);
  });
});
