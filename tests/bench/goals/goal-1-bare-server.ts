import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The yardstick of goals 1 and 5: a bare Fastify server over the same database as ours, with no
 * sessions, permissions, hooks or logging. `POST /db/dic/query` runs the statements our server's
 * /db/dic/query ran (captured by goal-1-overhead.ts, given in BARE_STATEMENTS, a JSON file of
 * {sql, parameters}[]) and answers the same envelope; `GET /api/health` answers at once.
 *
 * Env: DATABASE_URL (pg pool of 10, like ours) or DATA_DIR (PGlite opened directly), PORT (0: any).
 * Prints `bare ready: http://127.0.0.1:<port>` when listening. Compiled by esbuild and run with
 * plain node, so its start-up is as lean as it can be.
 */
interface Statement {
  sql: string;
  parameters: unknown[];
}
type Query = (sql: string, parameters: unknown[]) => Promise<Record<string, unknown>[]>;

async function openQuery(): Promise<{ query: Query; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return { query: async (text, values) => (await pool.query(text, values)).rows, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(process.env.DATA_DIR!);
  return { query: async (text, values) => (await db.query<Record<string, unknown>>(text, values)).rows, close: () => db.close() };
}

async function main(): Promise<void> {
  const database = await openQuery();
  const file = process.env.BARE_STATEMENTS;
  const statements: Statement[] = file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Statement[]) : [];
  const app = Fastify({ logger: false });
  app.get('/api/health', async () => ({ code: '0', msg: '成功', data: { status: 'up' } }));
  app.post('/db/dic/query', async () => {
    // The same statements in the same order as ours: the count first, then the page.
    let total = 0;
    let list: Record<string, unknown>[] = [];
    for (const statement of statements) {
      const rows = await database.query(statement.sql, statement.parameters);
      if (rows.length === 1 && 'total' in rows[0]!) total = Number(rows[0]!.total);
      else list = rows;
    }
    return { code: '0', msg: '成功', data: { list, total } };
  });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  console.log(`bare ready: ${address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
