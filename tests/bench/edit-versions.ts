import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ApiClient } from '../support/api-client.js';
import { adminToken } from '../support/entity-api.js';
import { DEMO_PASSWORD } from '../support/demo.js';
import { repoRoot, startServer } from '../support/start-server.js';
import { leanClient } from './lean-client.js';
import { measure, type LatencySummary } from './measure.js';

/**
 * `npx tsx tests/bench/edit-versions.ts [--requests 300 --rows 60]`
 *
 * What the edit-conflict check (issue 25) costs: the p50 of one dictionary page of 20 rows
 * (POST /db/dic/query) and of one update of one row (POST /db/dic/update), one call at a time over
 * HTTP on the real server with a fresh PGlite folder (no demo data). The update is measured
 * without a version (last write wins) and, where the server returns `rowVersion`, with the row's
 * current version.
 * Prints the numbers and writes .tmp/bench/edit-versions-<time>.json. No assertions.
 */
const { values: args } = parseArgs({ options: { requests: { type: 'string', default: '300' }, rows: { type: 'string', default: '60' } } });
const positive = (name: keyof typeof args) => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} 必须是正整数: ${args[name]}`);
  return value;
};
const config = { requests: positive('requests'), rows: Math.max(20, positive('rows')) };
const TYPE = 'BENCH_EDIT';

async function main(): Promise<void> {
  // No demo data (its equipment takes a minute to seed): the dictionary rows below are all it reads.
  const server = await startServer({ env: { DEMO_SEED: '0', ADMIN_PASSWORD: DEMO_PASSWORD }, readyTimeoutMs: 300_000 });
  const results: Record<string, LatencySummary> = {};
  try {
    const api = new ApiClient(server.baseUrl);
    const token = await adminToken(api);
    for (let index = 1; index <= config.rows; index += 1) {
      const added = await api.post(
        '/db/dic/add',
        { type: TYPE, description: `压测字典${index}`, val: `v${index}`, sort: index },
        { token },
      );
      if (added.body.code !== '0') throw new Error(`add refused: ${added.body.msg}`);
    }
    const client = leanClient(server.baseUrl, 1);
    const headers = { token };
    const page = { pagedQueryInfo: { index: 1, pageSize: 20 }, type: TYPE };
    const first = await client.json<{ list: { id: string; type: string; description: string; val: string; rowVersion?: number }[] }>(
      '/db/dic/query',
      page,
      headers,
    );
    const row = first.data.list[0]!;
    const warmup = 20;
    results.query = await measure(async () => (await client.json('/db/dic/query', page, headers)).code === '0', config.requests, 1, warmup);
    let sort = 1;
    const update = (extra: Record<string, unknown> = {}) => {
      sort = (sort % 30000) + 1;
      // The whole edit form, as a client sent it before partial edits (it works either way).
      return client.json(
        '/db/dic/update',
        { id: row.id, type: row.type, description: row.description, val: row.val, sort, ...extra },
        headers,
      );
    };
    results.update = await measure(async () => (await update()).code === '0', config.requests, 1, warmup);
    // Once more: the first phase after the inserts and the list pays for the table's early dead rows and the server's cold paths.
    results.updateAgain = await measure(async () => (await update()).code === '0', config.requests, 1, warmup);
    const versioned = await client.json<{ rowVersion?: number }>('/db/dic/detail', { id: row.id }, headers);
    if (typeof versioned.data.rowVersion === 'number') {
      // One call at a time: each update raises the version by one, so the next one is known.
      let version = versioned.data.rowVersion;
      results.updateWithVersion = await measure(
        async () => {
          const answer = await update({ rowVersion: version });
          if (answer.code === '0') version += 1;
          return answer.code === '0';
        },
        config.requests,
        1,
        warmup,
      );
    }
    client.close();
  } finally {
    await server.stop();
  }
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, summary]) => [
        name,
        { p50: summary.p50, p95: summary.p95, mean: summary.mean, errors: summary.errors },
      ]),
    ),
  );
  const folder = path.join(repoRoot, '.tmp/bench');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `edit-versions-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ config, results }, null, 2));
  console.log(`written ${path.relative(repoRoot, file)}`);
}

await main();
