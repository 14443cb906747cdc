/**
 * The performance goals of issue 17, each measured by one module of this folder and printed by
 * `npm run bench` beside its peer or limit with met / not met. Figures are ratios within one run
 * where there is a peer (the machine may be loaded), or percentiles against the goal's limit.
 */
export interface GoalResult {
  /** The goal's number in issue 17 (1–6). */
  goal: number;
  /** What was measured, e.g. 'dic page 1 with total, 1,000,000 rows, PostgreSQL, c=32'. */
  name: string;
  /** The figure, formatted for reading, e.g. '0.86×' or 'p95 41 ms'. */
  figure: string;
  /** The peer or the limit it is held against, e.g. '≥ 0.8× bare Fastify + pg' or '≤ 50 ms'. */
  limit: string;
  met: boolean;
  /** Anything a reader needs to judge the figure (rows, concurrency, database, raw numbers). */
  detail?: string;
}

export interface GoalOptions {
  /** Smaller data and fewer requests: a check that the goal's bench still runs, not a measurement. */
  quick: boolean;
  /** PostgreSQL for the goals that need one (started by tests/support/postgres-server.sh when absent). */
  databaseUrl?: string;
}

export interface GoalBench {
  goal: number;
  title: string;
  run: (options: GoalOptions) => Promise<GoalResult[]>;
}
