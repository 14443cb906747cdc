import { JobFailure, type JobHandler } from '../job-types.js';

/**
 * Waits at least the given seconds, or less when the server stops (the signal). A Node timer may
 * fire a millisecond before its delay by the performance clock the run is timed with, so it is
 * set again for what is left: a 3-second wait never logs 2,999 ms.
 */
function pause(seconds: number, signal: AbortSignal): Promise<void> {
  const until = performance.now() + seconds * 1000;
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    let timer = setTimeout(tick, seconds * 1000);
    function tick() {
      const left = until - performance.now();
      if (left > 0) timer = setTimeout(tick, Math.ceil(left));
      else done();
    }
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/**
 * Two methods that only exercise the scheduler: one takes its time (to see overlapping runs
 * skipped and logged), one fails on purpose (to see a failure's log row and message).
 */
export const waitJob: JobHandler = {
  beanName: 'diagnosticJob',
  methodName: 'wait',
  title: { zh: '诊断：等待', en: 'Diagnostics: wait' },
  description: {
    zh: '等待指定秒数后成功结束，用于检查调度、重叠执行的跳过与日志',
    en: 'Waits the given seconds and succeeds: checks scheduling, skipped overlapping runs and the log',
  },
  params: [{ name: 'seconds', type: 'integer', default: 1, minimum: 0, maximum: 600, title: { zh: '等待秒数', en: 'Seconds to wait' } }],
  async run({ params, signal }) {
    await pause(Number(params.seconds), signal);
    if (signal.aborted) throw new JobFailure('服务器关闭，任务被中断');
    return `已等待 ${Number(params.seconds)} 秒`;
  },
};

export const failJob: JobHandler = {
  beanName: 'diagnosticJob',
  methodName: 'fail',
  title: { zh: '诊断：失败', en: 'Diagnostics: fail' },
  description: {
    zh: '总是以给定的消息失败，用于检查失败日志与异常信息的显示',
    en: 'Always fails with the given message: checks failure logs and how the exception is shown',
  },
  params: [
    { name: 'message', type: 'string', default: '诊断任务按要求失败', maxLength: 200, title: { zh: '失败消息', en: 'Failure message' } },
  ],
  async run({ params }) {
    throw new JobFailure(String(params.message));
  },
};
