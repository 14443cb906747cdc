/** Latency sampling and its summary for the benchmark (no assertions: numbers only). */

export interface LatencySummary {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  /** Requests per second over the wall time of the run (with the given concurrency). */
  rps: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function summarise(latencies: number[], errors: number, wallMs: number): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    requests: latencies.length,
    errors,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    mean: round(sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1)),
    rps: round(wallMs > 0 ? (latencies.length * 1000) / wallMs : 0),
  };
}

/** `requests` calls by `concurrency` workers: the latencies, failures and wall time. */
async function run(
  call: () => Promise<boolean>,
  requests: number,
  concurrency: number,
): Promise<{ latencies: number[]; errors: number; wallMs: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      next += 1;
      const begin = performance.now();
      const succeeded = await call().catch(() => false);
      latencies.push(performance.now() - begin);
      if (!succeeded) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { latencies, errors, wallMs: performance.now() - started };
}

/**
 * Runs `call` `requests` times with `concurrency` workers after `warmup` unmeasured calls. The
 * warm-up runs at the same concurrency: the measured calls then find their connections open
 * (warmed one at a time, the first measured burst opened 31 connections and set the p95).
 * A call resolves to true on success (envelope code '0'); failures are counted, not thrown.
 */
export async function measure(
  call: () => Promise<boolean>,
  requests: number,
  concurrency: number,
  warmup: number,
): Promise<LatencySummary> {
  if (warmup > 0) await run(call, warmup, concurrency);
  const measured = await run(call, requests, concurrency);
  return summarise(measured.latencies, measured.errors, measured.wallMs);
}
