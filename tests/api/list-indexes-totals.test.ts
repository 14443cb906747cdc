import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_BOUND } from '../../engine/schema/list-total.js';
import { listIndexes } from '../../engine/server/list-indexes.js';
import { openDatabase } from '../../server/db/database.js';
import { migratePlatform } from '../../server/db/migrate.js';
import { entityCatalogue } from '../../server/entities/entity-catalogue.js';
import { ApiClient } from '../support/api-client.js';
import { createDataStore, type DataStore } from '../support/data-store.js';
import { adminToken } from '../support/entity-api.js';
import { startServer, type RunningServer } from '../support/start-server.js';

/**
 * The dictionary's derived indexes (docs/schemas.md, "Indexes derived from the schema") and its
 * totals, on a store whose platform.dic holds more rows than the exact bound before the server
 * first starts: the server's start-up makes the indexes, and the answers say when a total is
 * estimated.
 */
const EXTRA_ROWS = EXACT_TOTAL_BOUND + 50;
const BULK_TYPE = 'T_LIST_SCALE';

interface DicPage {
  list: { id: string; type: string }[];
  total: number;
  totalEstimated?: boolean;
}

let store: DataStore;
let server: RunningServer | undefined;
let api: ApiClient;
let admin = '';

const openStore = () => openDatabase({ dataDir: store.dataDir ?? '', databaseUrl: store.env.DATABASE_URL });
const query = async (body: Record<string, unknown>) => {
  const response = await api.post<DicPage>('/db/dic/query', body, { token: admin });
  expect(response.body).toMatchObject({ code: '0', msg: '成功' });
  return response.body.data;
};

beforeAll(async () => {
  store = await createDataStore({ seeded: true });
  const database = await openStore();
  try {
    await migratePlatform(database.db);
    await sql`
      INSERT INTO platform.dic (id, type, description, val, sort, create_date_time, lstupd_date_time)
      SELECT lpad(to_hex(g), 24, '0'), ${BULK_TYPE}, '批量条目' || g, g::text, g % 100 + 1, localtimestamp(0), localtimestamp(0)
      FROM generate_series(1, ${EXTRA_ROWS}::int) AS g`.execute(database.db);
  } finally {
    await database.close();
  }
  server = await startServer({ store, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
  api = new ApiClient(server.baseUrl);
  admin = await adminToken(api);
});

afterAll(async () => {
  await server?.stop();
  await store?.dispose();
});

describe('/db/dic/query totals', () => {
  it('answers an exact total below the bound, without totalEstimated', async () => {
    // 1004 and 10040 to 10049: a full first page, so the total is counted.
    const page = await query({ type: [BULK_TYPE], val: '1004' });
    expect(page.total).toBe(11);
    expect(page).not.toHaveProperty('totalEstimated');
    expect(page.list).toHaveLength(10);
    const last = await query({ type: [BULK_TYPE], val: '1004', pagedQueryInfo: { index: 2, pageSize: 10 } });
    expect(last).toEqual({ list: [expect.objectContaining({ val: '1004' })], total: 11 });
  });

  it('counts a filter exactly up to the bound itself', async () => {
    const page = await query({ type: [BULK_TYPE], val: '1', pagedQueryInfo: { index: 1, pageSize: 50 } });
    const holdingOne = Array.from({ length: EXTRA_ROWS }, (_, index) => String(index + 1)).filter((val) => val.includes('1')).length;
    expect(page).not.toHaveProperty('totalEstimated');
    expect(page.total).toBe(holdingOne);
    expect(page.list).toHaveLength(50);
  });

  it('estimates above the bound, says so, and keeps total a number', async () => {
    const page = await query({});
    expect(page.totalEstimated).toBe(true);
    expect(typeof page.total).toBe('number');
    expect(page.total).toBeGreaterThan(EXACT_TOTAL_BOUND);
    expect(page.list).toHaveLength(10);
  });

  const idOf = (g: number) => g.toString(16).padStart(24, '0');

  it('places a page beyond the bound with the exact count, in the default order', async () => {
    const deep = await query({ type: [BULK_TYPE], pagedQueryInfo: { index: 1001, pageSize: 10 } });
    expect(deep).not.toHaveProperty('totalEstimated');
    expect(deep.total).toBe(EXTRA_ROWS);
    expect(deep.list.every((row) => row.type === BULK_TYPE)).toBe(true);
    // One type, so newest id first: rows 10,001 to 10,010 from the top are the bulk's 50th down to 41st.
    expect(deep.list.map((row) => row.id)).toEqual(Array.from({ length: 10 }, (_, i) => idOf(EXTRA_ROWS - 10_000 - i)));
  });

  it('reads the last pages from the other end: the same rows, in the same order, and nothing past the end', async () => {
    const last = await query({ type: [BULK_TYPE], pagedQueryInfo: { index: 1005, pageSize: 10 } });
    expect(last.list.map((row) => row.id)).toEqual(Array.from({ length: 10 }, (_, i) => idOf(10 - i)));
    const short = await query({ type: [BULK_TYPE], pagedQueryInfo: { index: 336, pageSize: 30 } });
    // 335 pages of 30 hold all 10,050 rows: page 336 is past the end, and its total is still exact.
    expect(short).toEqual({ list: [], total: EXTRA_ROWS });
    const partial = await query({ type: [BULK_TYPE], pagedQueryInfo: { index: 251, pageSize: 40 } });
    // Offset 10,000 of 10,050 with 40 a page: rows 10,001 to 10,040, the bulk's 50th down to the 11th.
    expect(partial.list.map((row) => row.id)).toEqual(Array.from({ length: 40 }, (_, i) => idOf(50 - i)));
  });

  it('reverses a sorted deep page exactly, ties kept in id order', async () => {
    const page = await query({ type: [BULK_TYPE], pagedQueryInfo: { index: 1003, pageSize: 10, sortField: 'sort', sortOrder: 'asc' } });
    // sort = g % 100 + 1 ascending, ties newest id first: the list as the database orders it.
    const expected = Array.from({ length: EXTRA_ROWS }, (_, i) => i + 1)
      .sort((a, b) => (a % 100) - (b % 100) || b - a)
      .slice(10_020, 10_030)
      .map(idOf);
    expect(page.list.map((row) => row.id)).toEqual(expected);
  });
});

describe('derived indexes', () => {
  it('exist in the catalogue for platform.dic once the server has started, trigram ones included', async () => {
    await server!.stop();
    server = undefined;
    const database = await openStore();
    try {
      const { rows } = await sql<{ indexname: string; indexdef: string }>`
        SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'platform' AND tablename = 'dic'`.execute(database.db);
      const found = new Map(rows.map((row) => [row.indexname, row.indexdef]));
      const dic = entityCatalogue().find((entity) => entity.name === 'dic')!;
      const expected = listIndexes(dic, { trigram: true }).map((index) => index.name);
      expect(expected).toEqual(['dic_type_id_desc_idx', 'dic_sort_id_desc_idx', 'dic_type_trgm', 'dic_description_trgm', 'dic_val_trgm']);
      for (const name of expected) expect(found.has(name), `${name} in ${[...found.keys()].join(', ')}`).toBe(true);
      expect(found.get('dic_type_id_desc_idx')).toContain('(type, id DESC)');
      expect(found.get('dic_description_trgm')).toMatch(/USING gin \(description \S*gin_trgm_ops\)/);
    } finally {
      await database.close();
    }
  });
});
