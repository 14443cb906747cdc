/**
 * Roll-ups for the dashboards (issue 17, goal 6; docs/dashboard-api.md, "Roll-ups"): small summary
 * tables that whole-hospital panels read instead of aggregating 100,000 equipment and their
 * hundreds of thousands of tasks on every call. Each was kept exact on write by statement-level
 * triggers (row-level since hospital-0007, for Citus: issue 30) on its source table (insert, update, delete: one aggregated upsert per statement from the
 * transition tables; truncate empties it), so every writer (the entity calls, the seeders, the
 * overdue job, a cascade from a deleted equipment) keeps it right, on PostgreSQL and PGlite alike.
 * A group whose count drops to 0 keeps its row (no delete under concurrent writers); readers skip
 * groups with a count of 0. The migration fills them from the rows already there.
 * Plus two indexes for the panels that still read rows: open repair orders per engineer, and the
 * warranty range that also answers the in-warranty-and-insured count.
 */

export interface Column {
  name: string;
  type: string;
  /** Value for one source row (transition table columns, unqualified). */
  expr: string;
}

export interface Rollup {
  table: string;
  /** Group columns; NULL is a group of its own (UNIQUE NULLS NOT DISTINCT). */
  keys: Column[];
  /** Summed columns; the first is the row count that tells an empty group. */
  measures: Column[];
  /** Which source rows count. */
  where?: string;
}

export interface Source {
  table: string;
  rollups: Rollup[];
}

const count = (name: string): Column => ({ name, type: 'bigint', expr: '1' });
/** A column of the source row by the same name (most keys). */
const same = (name: string, type: string): Column => ({ name, type, expr: name });

export const DASHBOARD_ROLLUP_SOURCES: Source[] = [
  {
    table: 'eqp',
    rollups: [
      {
        table: 'rollup_eqp',
        keys: [
          same('tag_code', 'varchar(32)'),
          same('dept_id', 'char(24)'),
          same('state', 'varchar(2)'),
          same('use_state', 'boolean'),
          same('net_flag', 'boolean'),
        ],
        measures: [
          count('eqp_count'),
          { name: 'price_sum', type: 'numeric', expr: 'price' },
          // Equipment with a warranty end date (the maintenance overview's out-of-warranty count).
          { name: 'guar_dated_count', type: 'bigint', expr: '(guar_end_date is not null)::int' },
        ],
      },
      {
        // Insurance periods: contracts cover many equipment with the same dates, so few groups.
        table: 'rollup_eqp_insured',
        keys: [same('insured_start_date', 'date'), same('insured_end_date', 'date')],
        measures: [count('eqp_count'), { name: 'insured_fee_sum', type: 'numeric', expr: 'coalesce(insured_fee, 0)' }],
      },
    ],
  },
  {
    table: 'eqp_task',
    rollups: [
      {
        table: 'rollup_task_status',
        keys: [
          same('task_type', 'varchar(16)'),
          same('status', 'varchar(2)'),
          same('person_id', 'char(24)'),
          same('person_name', 'varchar(50)'),
        ],
        measures: [count('task_count')],
      },
      {
        // Completed tasks by calendar month of completion.
        table: 'rollup_task_done',
        keys: [
          { name: 'finish_month', type: 'date', expr: `date_trunc('month', finish_time)::date` },
          same('task_type', 'varchar(16)'),
          same('person_id', 'char(24)'),
          same('person_name', 'varchar(50)'),
        ],
        measures: [count('task_count')],
        where: `status = '04' and finish_time is not null`,
      },
      {
        table: 'rollup_task_due',
        keys: [same('due_date', 'date'), same('task_type', 'varchar(16)')],
        measures: [count('task_count')],
      },
    ],
  },
  {
    table: 'mtc_order',
    rollups: [
      {
        // Finished repair orders by calendar month of completion.
        table: 'rollup_mtc_done',
        keys: [
          { name: 'finish_month', type: 'date', expr: `date_trunc('month', finish_time)::date` },
          same('current_egn_id', 'char(24)'),
          same('current_egn_name', 'varchar(50)'),
        ],
        measures: [count('order_count'), { name: 'work_hours_sum', type: 'numeric', expr: 'work_hours' }],
        where: `seq_state = '02' and finish_time is not null`,
      },
    ],
  },
  {
    table: 'eqp_boot_record',
    rollups: [
      {
        table: 'rollup_boot',
        keys: [same('boot_month', 'date'), same('dept_id', 'char(24)')],
        measures: [
          count('record_count'),
          { name: 'boot_days_sum', type: 'bigint', expr: 'boot_days' },
          { name: 'monitored_days_sum', type: 'bigint', expr: 'monitored_days' },
        ],
      },
    ],
  },
];

const names = (columns: Column[]) => columns.map((column) => column.name).join(', ');

/** The rows of `from` as key values and signed measures (sign 1 or -1). */
export function delta(rollup: Rollup, from: string, sign: 1 | -1): string {
  const keys = rollup.keys.map((key) => `${key.expr} as ${key.name}`);
  const measures = rollup.measures.map((measure) => `${sign === 1 ? '' : '-'}(${measure.expr}) as ${measure.name}`);
  return `select ${[...keys, ...measures].join(', ')} from ${from}${rollup.where ? ` where ${rollup.where}` : ''}`;
}

/** Adds the statement's changes to the roll-up, in key order (the same lock order for every writer). */
export function upsert(schema: string, rollup: Rollup, sources: string[]): string {
  const keys = names(rollup.keys);
  const sums = rollup.measures.map((measure) => `sum(${measure.name})`);
  return `insert into ${schema}.${rollup.table} as r (${keys}, ${names(rollup.measures)})
      select ${keys}, ${sums.join(', ')} from (${sources.join(' union all ')}) as d
      group by ${keys}
      having ${sums.map((sum) => `${sum} <> 0`).join(' or ')}
      order by ${keys}
      on conflict (${keys}) do update set ${rollup.measures.map((measure) => `${measure.name} = r.${measure.name} + excluded.${measure.name}`).join(', ')};`;
}

function syncFunction(schema: string, source: Source): string {
  const each = (build: (rollup: Rollup) => string) => source.rollups.map(build).join('\n    ');
  return `CREATE FUNCTION ${schema}.${source.table}_rollup_sync() RETURNS trigger LANGUAGE plpgsql AS $sync$
  BEGIN
    IF TG_OP = 'INSERT' THEN
    ${each((rollup) => upsert(schema, rollup, [delta(rollup, 'new_rows', 1)]))}
    ELSIF TG_OP = 'UPDATE' THEN
    ${each((rollup) => upsert(schema, rollup, [delta(rollup, 'new_rows', 1), delta(rollup, 'old_rows', -1)]))}
    ELSIF TG_OP = 'DELETE' THEN
    ${each((rollup) => upsert(schema, rollup, [delta(rollup, 'old_rows', -1)]))}
    ELSE
    ${each((rollup) => `delete from ${schema}.${rollup.table};`)}
    END IF;
    RETURN NULL;
  END
  $sync$`;
}

/**
 * The statement-level function and triggers of this migration (replaced by row-level ones in
 * hospital-0007; the roll-up bench builds them again to compare the two).
 */
export function statementTriggerStatements(schema: string, source: Source, replace = false): string[] {
  const target = `${schema}.${source.table}`;
  const fn = `${schema}.${source.table}_rollup_sync()`;
  const trigger = (event: string, referencing: string) =>
    `CREATE TRIGGER ${source.table}_rollup_${event.toLowerCase()} AFTER ${event} ON ${target} ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}`;
  const fnStatement = syncFunction(schema, source);
  return [
    replace ? fnStatement.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION') : fnStatement,
    // Transition tables allow one event per trigger.
    trigger('INSERT', 'REFERENCING NEW TABLE AS new_rows'),
    trigger('UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'),
    trigger('DELETE', 'REFERENCING OLD TABLE AS old_rows'),
    ...(replace ? [] : [trigger('TRUNCATE', '')]),
  ];
}

function rollupStatements(schema: string, source: Source): string[] {
  const target = `${schema}.${source.table}`;
  return [
    ...source.rollups.map(
      (rollup) => `CREATE TABLE ${schema}.${rollup.table} (
       ${[...rollup.keys.map((key) => `${key.name} ${key.type}`), ...rollup.measures.map((measure) => `${measure.name} ${measure.type} NOT NULL`)].join(',\n       ')},
       CONSTRAINT ${rollup.table}_key UNIQUE NULLS NOT DISTINCT (${names(rollup.keys)})
     )`,
    ),
    ...statementTriggerStatements(schema, source),
    // The rows already there.
    ...source.rollups.map(
      (rollup) => `insert into ${schema}.${rollup.table} (${names(rollup.keys)}, ${names(rollup.measures)})
       select ${names(rollup.keys)}, ${rollup.measures.map((measure) => `sum(${measure.name})`).join(', ')}
       from (${delta(rollup, target, 1)}) as d group by ${names(rollup.keys)}`,
    ),
  ];
}

export function hospitalDashboardRollups(schema: string): string[] {
  return [
    ...DASHBOARD_ROLLUP_SOURCES.flatMap((source) => rollupStatements(schema, source)),
    // Team summaries: open repair orders per engineer, index-only.
    `CREATE INDEX mtc_order_open_engineer_idx ON ${schema}.mtc_order (current_egn_id, current_egn_name) WHERE seq_state = '01'`,
    // Maintenance overview: the equipment still under warranty (guar_end_date from today on) with
    // their insurance dates, so the in-warranty, insured and uncovered counts read one range of it.
    `CREATE INDEX eqp_guar_cover_idx ON ${schema}.eqp (guar_end_date) INCLUDE (guar_start_date, acct_check, insured_start_date, insured_end_date)`,
    `DROP INDEX ${schema}.eqp_guar_end_idx`,
  ];
}
