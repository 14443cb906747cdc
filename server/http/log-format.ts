/** How the server writes its logs; read by the config (LOG_FORMAT), used by the logger. */
export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT when set; otherwise what pino users expect: readable in a terminal, JSON when piped or collected. */
export function logFormatFor(setting: string | undefined, stdoutIsTTY: boolean): LogFormat {
  if (setting === 'pretty' || setting === 'json') return setting;
  if (setting) throw new Error(`环境变量 LOG_FORMAT 只能是 pretty 或 json，当前值: ${setting}`);
  return stdoutIsTTY ? 'pretty' : 'json';
}
