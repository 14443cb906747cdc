import { describe, expect, it } from 'vitest';
import { checkJobParams } from './job-params.js';
import type { JobParamDef } from './job-types.js';

const defs: JobParamDef[] = [
  { name: 'keepDays', type: 'integer', default: 30, minimum: 1, maximum: 3650, title: { zh: '保留天数', en: 'Days kept' } },
  { name: 'dryRun', type: 'boolean', default: false, title: { zh: '只检查', en: 'Dry run' } },
  { name: 'message', type: 'string', default: 'x', maxLength: 5, title: { zh: '消息', en: 'Message' } },
];

describe('job params', () => {
  it('blank params take every default; given ones replace theirs', () => {
    expect(checkJobParams('', defs)).toEqual({ ok: true, params: { keepDays: 30, dryRun: false, message: 'x' } });
    expect(checkJobParams(null, defs)).toEqual({ ok: true, params: { keepDays: 30, dryRun: false, message: 'x' } });
    expect(checkJobParams(' {"keepDays": 7, "dryRun": true} ', defs)).toEqual({
      ok: true,
      params: { keepDays: 7, dryRun: true, message: 'x' },
    });
  });

  it('refuses what the method could not run with, naming the parameter', () => {
    expect(checkJobParams('keepDays=7', defs)).toEqual({
      ok: false,
      message: '任务参数必须是JSON对象，例如 {"keepDays":30,"dryRun":false,"message":"x"}',
    });
    expect(checkJobParams('[1]', defs)).toMatchObject({ ok: false, message: expect.stringContaining('必须是JSON对象') });
    expect(checkJobParams('{"keepDays": 0}', defs)).toEqual({ ok: false, message: '任务参数 keepDays 必须是 1 至 3650 之间的整数' });
    expect(checkJobParams('{"keepDays": "7"}', defs)).toEqual({ ok: false, message: '任务参数 keepDays 必须是 1 至 3650 之间的整数' });
    expect(checkJobParams('{"dryRun": 1}', defs)).toEqual({ ok: false, message: '任务参数 dryRun 必须是 true 或 false' });
    expect(checkJobParams('{"message": "toolong"}', defs)).toEqual({ ok: false, message: '任务参数 message 必须是不超过 5 个字符的文本' });
    expect(checkJobParams('{"days": 7}', defs)).toEqual({
      ok: false,
      message: '任务参数 days 不存在，可用参数：keepDays、dryRun、message',
    });
    expect(checkJobParams('{"days": 7}', [])).toEqual({ ok: false, message: '该方法没有参数，请留空（收到 days）' });
  });
});
