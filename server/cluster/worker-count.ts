import os from 'node:os';

/**
 * WORKERS: how many processes serve requests (issue 30, part 4). Unset, empty or 1: this process
 * alone, as always. `auto`: one per core the machine offers. N: N workers. Only on PostgreSQL: PGlite
 * is a folder one process holds (pglite-lock.ts), so there it stays one process and says so.
 */
export function workerCount(raw: string | undefined, cores = os.availableParallelism()): number {
  if (raw === undefined || raw.trim() === '') return 1;
  const value = raw.trim().toLowerCase();
  if (value === 'auto') return Math.max(1, cores);
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`环境变量 WORKERS 必须是 auto 或正整数，当前值: ${raw}`);
  return count;
}
