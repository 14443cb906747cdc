import fs from 'node:fs';
import path from 'node:path';
import { ApiClient } from '../support/api-client.js';
import { adminToken } from '../support/entity-api.js';
import { repoRoot, startServer } from '../support/start-server.js';

/**
 * `npx tsx tests/bench/import-rows.ts` (PostgreSQL: under tests/support/postgres-server.sh)
 *
 * What an import of 10,000 rows costs (issue 29), on the fixture gadgets of hospital 10001: the
 * upload (reading the CSV), the dry run, the import row by row in chunks of 1,000 (all added), and
 * the same file again in one go by the unique serial number (all updated, one transaction).
 * Prints the seconds and writes .tmp/bench/import-rows-<time>.json. No assertions.
 */
const ROWS = 10_000;
const CHUNK = 1000;
const ENDPOINT = '/db/fixture-gadget';

function csv(): Buffer {
  const lines = ['器件名称,序列号,价格,在用,状态'];
  for (let index = 0; index < ROWS; index += 1) lines.push(`探头${index},SN-${String(index).padStart(4, '0')},${index % 500},是,启用`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - start) / 1000];
}

async function main(): Promise<void> {
  const server = await startServer({ env: { ENTITY_SCHEMA_DIRS: path.join(repoRoot, 'tests/fixtures/schemas') }, readyTimeoutMs: 600_000 });
  const seconds: Record<string, number> = {};
  try {
    const api = new ApiClient(server.baseUrl);
    const token = await adminToken(api);
    const upload = async () => {
      const response = await fetch(`${server.baseUrl}${ENDPOINT}/import/upload?hospCode=10001&fileName=bench.csv`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(csv()),
      });
      const body = (await response.json()) as {
        code: string;
        msg: string;
        data: { id: string; mapping: (string | null)[]; total: number };
      };
      if (body.code !== '0') throw new Error(`upload refused: ${body.msg}`);
      return body.data;
    };
    const post = async <T>(step: string, body: Record<string, unknown>) => {
      const answer = await api.post<T>(`${ENDPOINT}/import/${step}`, { hospCode: '10001', ...body }, { token });
      if (answer.body.code !== '0') throw new Error(`${step} refused: ${answer.body.msg}`);
      return answer.body.data;
    };
    const [first, uploadSeconds] = await timed(upload);
    seconds.upload = uploadSeconds;
    const call = { id: first.id, mapping: first.mapping };
    const [checked, checkSeconds] = await timed(() => post<{ adds: number; refused: unknown[] }>('check', call));
    seconds.check = checkSeconds;
    if (checked.adds !== ROWS) throw new Error(`check: ${checked.adds} adds, ${checked.refused.length} refused`);
    const [added, rowsSeconds] = await timed(async () => {
      let count = 0;
      for (let from = 0; from < ROWS; from += CHUNK)
        count += (await post<{ added: number }>('run', { ...call, mode: 'rows', from, count: CHUNK })).added;
      return count;
    });
    seconds.importRowByRow = rowsSeconds;
    if (added !== ROWS) throw new Error(`row by row: ${added} added`);
    const [again] = await timed(upload);
    const byKey = { id: again.id, mapping: again.mapping, key: 'serialNo' };
    const [, checkByKeySeconds] = await timed(() => post('check', byKey));
    seconds.checkByKey = checkByKeySeconds;
    const [updated, allSeconds] = await timed(() => post<{ updated: number }>('run', { ...byKey, mode: 'all' }));
    seconds.importAllByKey = allSeconds;
    if (updated.updated !== ROWS) throw new Error(`in one go: ${updated.updated} updated`);
  } finally {
    await server.stop();
  }
  const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
  console.log(`[import-rows] ${database}, ${ROWS} rows, seconds: ${JSON.stringify(seconds)}`);
  const folder = path.join(repoRoot, '.tmp/bench');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, `import-rows-${database}-${Date.now()}.json`),
    JSON.stringify({ database, rows: ROWS, seconds }, null, 2),
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
