import { describe, expect, it } from 'vitest';
import { cronProblem, normalizeCron } from './cron-check.js';

describe('cron expressions of scheduled jobs', () => {
  it('accepts croner patterns with or without seconds, and Quartz-style steps', () => {
    for (const good of ['*/2 * * * * *', '0 0 1 * * *', '0 */5 * * *', '0 0 12 ? * MON-FRI', '0/5 * * * * ?'])
      expect(cronProblem(good)).toBeUndefined();
    expect(normalizeCron('0/5 * * * * ?')).toBe('0-59/5 * * * * ?');
    expect(normalizeCron('0 0/15 8 * * *')).toBe('0 0-59/15 8 * * *');
    expect(normalizeCron('5/10 * * * *')).toBe('5-59/10 * * * *');
  });

  it('refuses the rest with a message saying why', () => {
    expect(cronProblem('')).toBe('Cron表达式为必输项');
    expect(cronProblem('bad cron')).toBe('Cron表达式无效：需要5至7个以空格分隔的部分（秒 分 时 日 月 周），例如 0 0 1 * * * 表示每天1点');
    expect(cronProblem('61 * * * * *')).toBe('Cron表达式无效：秒的取值无效（61）');
    expect(cronProblem('0 0 0 * * * 2020')).toBe('Cron表达式无效：按该表达式任务不会再执行');
    expect(cronProblem('L * * * *')).toMatch(/^Cron表达式无效：含有不支持的字符/);
  });
});
