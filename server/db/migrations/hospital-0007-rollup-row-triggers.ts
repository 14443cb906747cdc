import { DASHBOARD_ROLLUP_SOURCES, delta, upsert, type Source } from './hospital-0005-dashboard-rollups.js';

/**
 * The dashboard roll-ups (hospital-0005) kept by row-level triggers instead of statement-level ones
 * with transition tables (issue 30): Citus runs a tenant table's triggers on its shard, where the
 * transition tables of a statement-level trigger do not exist ("executor could not find named
 * tuplestore new_rows"). Each changed row adds its own signed delta with the same upsert as before
 * (an update whose keys and measures did not change adds nothing: the sums are 0 and `having` drops
 * them; an update of no column they read does not call the function). TRUNCATE keeps its
 * statement-level trigger: it needs no transition table.
 * Cost on plain PostgreSQL: docs/scale-out.md, "Citus" (the dashboard bench before and after).
 */
function rowFunction(schema: string, source: Source): string {
  const each = (build: (rollup: Source['rollups'][number]) => string) => source.rollups.map(build).join('\n    ');
  const newRow = '(select NEW.*) as new_row';
  const oldRow = '(select OLD.*) as old_row';
  return `CREATE OR REPLACE FUNCTION ${schema}.${source.table}_rollup_row() RETURNS trigger LANGUAGE plpgsql AS $sync$
  BEGIN
    IF TG_OP = 'INSERT' THEN
    ${each((rollup) => upsert(schema, rollup, [delta(rollup, newRow, 1)]))}
    ELSIF TG_OP = 'UPDATE' THEN
    ${each((rollup) => upsert(schema, rollup, [delta(rollup, newRow, 1), delta(rollup, oldRow, -1)]))}
    ELSE
    ${each((rollup) => upsert(schema, rollup, [delta(rollup, oldRow, -1)]))}
    END IF;
    RETURN NULL;
  END
  $sync$`;
}

/** The old function now only empties the roll-ups on TRUNCATE (no transition table named in it). */
function truncateFunction(schema: string, source: Source): string {
  return `CREATE OR REPLACE FUNCTION ${schema}.${source.table}_rollup_sync() RETURNS trigger LANGUAGE plpgsql AS $sync$
  BEGIN
    ${source.rollups.map((rollup) => `delete from ${schema}.${rollup.table};`).join('\n    ')}
    RETURN NULL;
  END
  $sync$`;
}

/** Words of the roll-up expressions that are SQL, not columns of the source row. */
const SQL_WORDS = new Set(['as', 'and', 'or', 'not', 'is', 'null', 'int', 'date', 'date_trunc', 'month', 'coalesce']);

/** The source columns the roll-ups read (keys, measures, filters): an update of none of them changes no roll-up. */
export function rollupColumns(source: Source): string[] {
  const text = source.rollups
    .flatMap((rollup) => [...rollup.keys, ...rollup.measures].map((column) => column.expr).concat(rollup.where ?? []))
    .join(' ');
  const words = text.replace(/'[^']*'/g, ' ').match(/[a-z_][a-z0-9_]*/g) ?? [];
  return [...new Set(words.filter((word) => !SQL_WORDS.has(word)))].sort();
}

function rowTriggerStatements(schema: string, source: Source): string[] {
  const target = `${schema}.${source.table}`;
  const columns = rollupColumns(source);
  return [
    ...['insert', 'update', 'delete'].map((event) => `DROP TRIGGER IF EXISTS ${source.table}_rollup_${event} ON ${target}`),
    truncateFunction(schema, source),
    rowFunction(schema, source),
    `DROP TRIGGER IF EXISTS ${source.table}_rollup_row ON ${target}`,
    `DROP TRIGGER IF EXISTS ${source.table}_rollup_row_update ON ${target}`,
    `CREATE TRIGGER ${source.table}_rollup_row AFTER INSERT OR DELETE ON ${target} FOR EACH ROW EXECUTE FUNCTION ${schema}.${source.table}_rollup_row()`,
    // Updates that leave every column the roll-ups read as it was (a name, a remark) skip the function.
    `CREATE TRIGGER ${source.table}_rollup_row_update AFTER UPDATE ON ${target} FOR EACH ROW
       WHEN ((${columns.map((column) => `OLD.${column}`).join(', ')}) IS DISTINCT FROM (${columns.map((column) => `NEW.${column}`).join(', ')}))
       EXECUTE FUNCTION ${schema}.${source.table}_rollup_row()`,
  ];
}

export function hospitalRollupRowTriggers(schema: string): string[] {
  return DASHBOARD_ROLLUP_SOURCES.flatMap((source) => rowTriggerStatements(schema, source));
}
