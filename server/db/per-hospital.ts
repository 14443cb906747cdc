/**
 * A read across hospitals as one statement per hospital, merged here, in the order of `hospCodes`:
 * with Citus schema-based sharding each hospital schema may sit on another worker, so no statement
 * names two of them (issue 30; the SQL-shape test in tests/sql-shape enforces it).
 */
export async function readEachHospital<T>(hospCodes: readonly string[], read: (hospCode: string) => Promise<T[]>): Promise<T[]> {
  const results = await Promise.all(hospCodes.map((hospCode) => read(hospCode)));
  return results.flat();
}
