import { sql, type DatabaseIntrospector, type DatabaseMetadata, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

/**
 * Kysely's migrator asks "does table kysely_migration exist in schema X?" by listing every column of
 * every table of the database (PostgresIntrospector.getTables, with a pg_get_serial_sequence call
 * per column), twice per schema it migrates. With one schema per hospital that is
 * (hospitals + 1) × 2 reads of the whole catalogue at every start: about 0.8 s with three demo
 * hospitals on PGlite, growing with the square of the hospitals (issue 17, goal 5). The migrator
 * needs table names only, so it gets an introspector that reads just those.
 */
class TableNamesIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const rows = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows.rows.map((row) => ({ name: row.name }));
  }

  async getTables(): Promise<TableMetadata[]> {
    const rows = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, ns.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      where c.relkind in ('r', 'v', 'p') and ns.nspname !~ '^pg_' and ns.nspname <> 'information_schema'`.execute(this.db);
    return rows.rows.map((row) => ({ name: row.name, schema: row.schema, isView: row.kind === 'v', columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/**
 * `db` for the migrations: the same connections and transactions, with the lean introspector above.
 * Only the migrator reads `introspection`; everything else passes through to the real instance.
 */
export function migrationDb<T>(db: Kysely<T>): Kysely<T> {
  const introspection = new TableNamesIntrospector(db);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods read private fields: they must run on the real instance, not the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
