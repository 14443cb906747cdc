import { describe, expect, it } from 'vitest';
import type { JobHandlerBean } from '../../../contracts/quartz-job';
import { afterBeanChange, beanOptions, findMethod, methodOptions } from './job-handlers';

const beans: JobHandlerBean[] = [
  {
    beanName: 'quartzLogJob',
    methods: [{ methodName: 'purgeOld', title: '清理任务日志', description: '…', params: [], defaultParams: '{"keepDays":30}' }],
  },
  {
    beanName: 'diagnosticJob',
    methods: [
      { methodName: 'wait', title: '诊断：等待', description: '…', params: [], defaultParams: '{"seconds":1}' },
      { methodName: 'fail', title: '诊断：失败', description: '…', params: [], defaultParams: '' },
    ],
  },
];

describe('job handler choices', () => {
  it('labels beans by their methods and offers the chosen bean’s methods only', () => {
    expect(beanOptions(beans)).toEqual([
      { value: 'quartzLogJob', label: 'quartzLogJob（清理任务日志）' },
      { value: 'diagnosticJob', label: 'diagnosticJob（诊断：等待、诊断：失败）' },
    ]);
    expect(methodOptions(beans, 'diagnosticJob').map((option) => option.value)).toEqual(['wait', 'fail']);
    expect(methodOptions(beans, undefined)).toEqual([]);
    expect(findMethod(beans, 'diagnosticJob', 'fail')?.title).toBe('诊断：失败');
  });

  it('keeps a method the new bean has, clears one it lacks, and fills a single method with its defaults', () => {
    expect(afterBeanChange(beans, 'diagnosticJob', 'wait', '')).toEqual({});
    expect(afterBeanChange(beans, 'diagnosticJob', 'purgeOld', '')).toEqual({ methodName: undefined });
    expect(afterBeanChange(beans, 'quartzLogJob', 'wait', '')).toEqual({ methodName: 'purgeOld', params: '{"keepDays":30}' });
    expect(afterBeanChange(beans, 'quartzLogJob', 'wait', '{"keepDays":7}')).toEqual({ methodName: 'purgeOld' });
  });
});
