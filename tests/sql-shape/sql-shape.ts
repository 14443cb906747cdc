/**
 * The SQL-shape rule of Citus schema-based sharding (issue 30, docs/scale-out.md "Citus"): each
 * hospital schema may live on another worker, so one statement names at most one hospital schema
 * (hosp_<code>) besides `platform`, whose tables are reference tables present on every node.
 */

/** A relation qualified by a hosp_ schema: `hosp_x.table` or `"hosp_x".table`, not `platform.hosp_user`. */
const QUALIFIED_HOSP = /(?<![\w."$])"?(hosp_[a-z0-9_]+)"?\s*\.\s*"?[a-z_]/gi;
/** Platform tables whose names start with hosp_ (platform.hosp_user): a bare `hosp_user.col` is one of them. */
const PLATFORM_HOSP_TABLE = /\bplatform\s*\.\s*"?(hosp_[a-z0-9_]+)/gi;

/** The distinct hospital schemas a statement names, lower case, sorted. */
export function hospitalSchemasIn(statement: string): string[] {
  const platformTables = new Set([...statement.matchAll(PLATFORM_HOSP_TABLE)].map((match) => match[1]!.toLowerCase()));
  const schemas = new Set<string>();
  for (const match of statement.matchAll(QUALIFIED_HOSP)) {
    const name = match[1]!.toLowerCase();
    if (!platformTables.has(name)) schemas.add(name);
  }
  return [...schemas].sort();
}

export interface ShapeViolation {
  statement: string;
  schemas: string[];
}

/** The statements that name two hospital schemas or more, each once. */
export function sqlShapeViolations(statements: Iterable<string>): ShapeViolation[] {
  const seen = new Set<string>();
  const violations: ShapeViolation[] = [];
  for (const statement of statements) {
    if (seen.has(statement)) continue;
    seen.add(statement);
    const schemas = hospitalSchemasIn(statement);
    if (schemas.length > 1) violations.push({ statement, schemas });
  }
  return violations;
}

/** What the test prints: each statement in full with the schemas it joins. */
export function describeViolations(violations: ShapeViolation[]): string {
  return violations
    .map((violation) => `一条语句涉及多个医院 schema (${violation.schemas.join(', ')}):\n${violation.statement}`)
    .join('\n\n');
}

/**
 * The SQL text of one PostgreSQL jsonlog line (log_statement=all): simple-protocol "statement: …",
 * extended-protocol "execute <name>: …"; anything else (errors, durations, server messages) is null.
 */
export function statementOfLogLine(line: string): string | null {
  let entry: { message?: unknown };
  try {
    entry = JSON.parse(line) as { message?: unknown };
  } catch {
    return null;
  }
  if (typeof entry.message !== 'string') return null;
  const match = /^(?:statement|execute [^:]*): ([\s\S]*)$/.exec(entry.message);
  return match ? match[1]! : null;
}

/** platform's foreign keys into a hospital schema (there must be none: a reference table cannot point into a tenant). */
export const PLATFORM_TO_HOSPITAL_FOREIGN_KEYS = `
  select con.conname as name, src.nspname as from_schema, dst.nspname as to_schema
  from pg_catalog.pg_constraint con
  join pg_catalog.pg_class src_rel on src_rel.oid = con.conrelid
  join pg_catalog.pg_namespace src on src.oid = src_rel.relnamespace
  join pg_catalog.pg_class dst_rel on dst_rel.oid = con.confrelid
  join pg_catalog.pg_namespace dst on dst.oid = dst_rel.relnamespace
  where con.contype = 'f' and src.nspname = 'platform' and dst.nspname like 'hosp\\_%'`;
