import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../support/start-server.js';
import { goalTable } from './bench-report.js';
import { GOAL_BENCHES } from './goals/goal-registry.js';
import type { GoalResult } from './goals/goal-types.js';

/**
 * The goal benches of issue 17 (`npm run bench`): each registered goal in turn, a failing one
 * reported as not met with its error, then the closing table and .tmp/bench/goals-<time>.json.
 */
export interface GoalRunOptions {
  /** `--goal 1,5`: only these goals. */
  only?: string | undefined;
  quick: boolean;
}

/** The goals measured on PostgreSQL (issue 17: 1 beside PGlite, 2 and 6 on PostgreSQL). */
const POSTGRES_GOALS = new Set([1, 2, 6]);

function postgresInstalled(): boolean {
  return (
    fs.existsSync('/usr/lib/postgresql') &&
    fs.readdirSync('/usr/lib/postgresql').some((version) => fs.existsSync(`/usr/lib/postgresql/${version}/bin/initdb`))
  );
}

/**
 * The PostgreSQL server for the goals: BENCH_DATABASE_URL, or the throwaway one postgres-server.sh
 * started when this process runs under it (TEST_PG_ADMIN_URL). Neither: re-run this very command
 * under the script, which stops and deletes the server when the command ends. Resolves to
 * 'restarted' when the re-run did the work (with its exit code set).
 */
async function postgresServer(): Promise<string | undefined | 'restarted'> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  if (process.env.TEST_PG_ADMIN_URL) return process.env.TEST_PG_ADMIN_URL;
  if (process.env.BENCH_PG_TRIED || !postgresInstalled()) return undefined;
  const child = spawn(
    'bash',
    [path.join(repoRoot, 'tests/support/postgres-server.sh'), process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, BENCH_PG_TRIED: '1' },
    },
  );
  process.exitCode = await new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  return 'restarted';
}

export async function runGoals(options: GoalRunOptions): Promise<void> {
  const selected = options.only ? new Set(options.only.split(',').map((goal) => Number(goal.trim()))) : undefined;
  if (selected && [...selected].some((goal) => !Number.isInteger(goal) || goal < 1 || goal > 6))
    throw new Error(`--goal 必须是 1 到 6 的编号列表，例如 --goal 1,5: ${options.only}`);
  const databaseUrl = [...(selected ?? POSTGRES_GOALS)].some((goal) => POSTGRES_GOALS.has(goal)) ? await postgresServer() : undefined;
  if (databaseUrl === 'restarted') return;
  const benches = (await Promise.all(GOAL_BENCHES.map((load) => load()))).filter((bench) => !selected || selected.has(bench.goal));
  console.log(
    `goals ${benches.map((bench) => bench.goal).join(', ')}${options.quick ? ' (quick: a smoke run, not a measurement)' : ''}; PostgreSQL: ${databaseUrl ? new URL(databaseUrl).host : 'none (PostgreSQL goals skipped)'}`,
  );
  const results: GoalResult[] = [];
  const started = Date.now();
  for (const bench of benches) {
    const benchStarted = Date.now();
    console.log(`\n== goal ${bench.goal}: ${bench.title}`);
    try {
      const rows = await bench.run({ quick: options.quick, ...(databaseUrl ? { databaseUrl } : {}) });
      results.push(...rows);
      for (const row of rows) console.log(`  ${row.name}: ${row.figure} (${row.limit}) ${row.met ? 'met' : 'NOT MET'}`);
    } catch (error) {
      console.error(error);
      results.push({
        goal: bench.goal,
        name: bench.title,
        figure: 'bench failed',
        limit: '-',
        met: false,
        detail: error instanceof Error ? error.message.split('\n')[0] : String(error),
      });
    }
    console.log(`  (${((Date.now() - benchStarted) / 1000).toFixed(0)} s)`);
  }
  console.log(`\n${goalTable(results)}`);
  const outDir = path.join(repoRoot, '.tmp', 'bench');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `goals-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = { node: process.version, cpus: os.cpus().length, load: os.loadavg(), memoryGb: Math.round(os.totalmem() / 2 ** 30) };
  fs.writeFileSync(
    file,
    JSON.stringify({ quick: options.quick, machine, seconds: Math.round((Date.now() - started) / 1000), results }, null, 2),
  );
  console.log(`\nwritten ${path.relative(repoRoot, file)}`);
  if (results.some((result) => result.figure === 'bench failed')) process.exitCode = 1;
}
