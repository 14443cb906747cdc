import { Cron } from 'croner';

// The largest value of each field of a 6-part expression (seconds first), for Quartz's `N/step`.
const FIELD_MAX = [59, 59, 23, 31, 12, 7];

/**
 * Quartz writes "from N every step" as `N/step` (`0/5 * * * * ?`); croner wants `N-max/step`.
 * Jobs keep the text they were saved with; the scheduler and the check read it through this.
 */
export function normalizeCron(expression: string): string {
  const parts = expression.trim().split(/\s+/);
  const offset = parts.length === 5 ? 1 : 0;
  return parts
    .map((part, index) => {
      const max = FIELD_MAX[index + offset];
      return max === undefined ? part : part.replace(/^(\d+)\/(\d+)$/, `$1-${max}/$2`);
    })
    .join(' ');
}

/** croner's English reasons, in the console's language where we know them. */
function reasonOf(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/^CronPattern:\s*/, '');
  if (/exactly five, six, or seven/.test(message)) return '需要5至7个以空格分隔的部分（秒 分 时 日 月 周），例如 0 0 1 * * * 表示每天1点';
  const value = /Invalid value for (\w+): (.*)$/.exec(message);
  if (value) return `${FIELD_NAMES[value[1]!] ?? value[1]}的取值无效（${value[2]}）`;
  if (/illegal characters/.test(message)) return `含有不支持的字符（${message}）`;
  return message;
}

const FIELD_NAMES: Record<string, string> = { second: '秒', minute: '分', hour: '时', day: '日', month: '月', weekday: '周', year: '年' };

/** Undefined when the expression runs; otherwise the refusal, `Cron表达式无效：<why>`. */
export function cronProblem(expression: string | null | undefined): string | undefined {
  if (typeof expression !== 'string' || expression.trim() === '') return 'Cron表达式为必输项';
  let next: Date | null;
  try {
    next = new Cron(normalizeCron(expression)).nextRun();
  } catch (error) {
    return `Cron表达式无效：${reasonOf(error)}`;
  }
  return next ? undefined : 'Cron表达式无效：按该表达式任务不会再执行';
}
