import { describe, expect, it, vi } from 'vitest';
import { createPolicyUploader, type UploadHttp } from './upload-client';

describe('createPolicyUploader', () => {
  it('asks a policy for the file, then posts the policy fields and the file last to its action', async () => {
    const policy = {
      ossAccessKeyId: 'console',
      policy: 'cG9saWN5',
      signature: 'c2ln',
      idList: ['eqp/202611/k'],
      urlList: ['/files/eqp/202611/k'],
      action: '/api/oss/upload',
      expire: 1,
    };
    const stored = { id: 'eqp/202611/k', url: '/files/eqp/202611/k', name: '门诊楼.png', size: 3, contentType: 'image/png' };
    const forms: FormData[] = [];
    const http: UploadHttp = {
      post: vi.fn(async () => policy) as UploadHttp['post'],
      postForm: vi.fn(async (_url: string, form: FormData, config?: { onProgress?: (percent: number) => void }) => {
        forms.push(form);
        config?.onProgress?.(100);
        return stored;
      }) as UploadHttp['postForm'],
    };
    const onProgress = vi.fn();
    const file = new File(['abc'], '门诊楼.png', { type: 'image/png' });
    expect(await createPolicyUploader(http)(file, { type: 'IMG_EQP', maxSizeMb: 2, onProgress })).toEqual(stored);
    expect(http.post).toHaveBeenCalledWith('/api/oss/policy', { type: 'IMG_EQP', fileNameList: ['门诊楼.png'], maxSizeMb: 2 });
    expect(http.postForm).toHaveBeenCalledWith('/api/oss/upload', expect.any(FormData), { onProgress });
    expect([...forms[0]!.keys()]).toEqual(['key', 'success_action_status', 'OSSAccessKeyId', 'policy', 'signature', 'file']);
    expect(forms[0]!.get('key')).toBe('eqp/202611/k');
    expect((forms[0]!.get('file') as File).name).toBe('门诊楼.png');
    expect(onProgress).toHaveBeenCalledWith(100);
  });
});
