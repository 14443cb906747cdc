import { describe, expect, it } from 'vitest';
import { checkNameAndSize, effectiveLimits, isSafeFileName, uploadRefusalMessage } from './upload-rules';

describe('upload rules', () => {
  it('speaks the seeds’ messages', () => {
    expect(uploadRefusalMessage({ reason: 'imageType', types: 'jpeg/png/jpg' })).toBe('上传图片只能是jpeg/png/jpg');
    expect(uploadRefusalMessage({ reason: 'fileType', types: 'pdf' })).toBe('上传文件只能为pdf');
    expect(uploadRefusalMessage({ reason: 'imageSize', limitMb: 2 })).toBe('上传图片大小不能超过 2MB!');
    expect(uploadRefusalMessage({ reason: 'fileSize', limitMb: 20 })).toBe('上传文件大小不能超过 20MB!');
    expect(uploadRefusalMessage({ reason: 'count', limit: 3 })).toBe('超过上传文件个数限制:3');
    expect(uploadRefusalMessage({ reason: 'failed' })).toBe('上传失败，请重试或联系管理员');
  });

  it('lets a widget narrow the limits of its type but never widen them', () => {
    expect(effectiveLimits('IMG_AVATAR', { maxSizeMb: 50 })).toEqual({ suffixes: ['jpeg', 'png', 'jpg'], maxSizeMb: 2 });
    expect(effectiveLimits('OTHER', { maxSizeMb: 15, suffixes: ['.PDF', 'exe'] })).toEqual({ suffixes: ['pdf'], maxSizeMb: 15 });
    expect(effectiveLimits('OTHER', { suffixes: ['exe'] }).suffixes).toContain('pdf');
  });

  it('refuses names that carry a path or control characters', () => {
    for (const name of [
      '../../etc/passwd.png',
      '..\\..\\boot.ini',
      'a/b.png',
      'x\u0000.png',
      'line\nbreak.png',
      '..',
      '.',
      '',
      '   ',
      'a'.repeat(201),
    ]) {
      expect(isSafeFileName(name), name).toBe(false);
    }
    for (const name of ['头像.png', 'report v2..final.pdf', "O'Brien (1).jpg"]) expect(isSafeFileName(name), name).toBe(true);
  });

  it('checks what the browser knows before sending: name, suffix and size', () => {
    const limits = effectiveLimits('IMG_EQP');
    expect(checkNameAndSize('IMG_EQP', limits, { name: 'a.gif', size: 10 })).toEqual({ reason: 'imageType', types: 'jpeg/png/jpg' });
    expect(checkNameAndSize('IMG_EQP', limits, { name: 'a.JPG', size: 2 * 1024 * 1024 + 1 })).toEqual({ reason: 'imageSize', limitMb: 2 });
    expect(checkNameAndSize('IMG_EQP', limits, { name: 'a.jpeg', size: 2 * 1024 * 1024 })).toBeNull();
  });
});
