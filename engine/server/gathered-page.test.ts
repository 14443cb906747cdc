import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { EntitySchema } from '../schema/entity-types';
import { resolveEntities } from '../schema/resolve-entities';
import { queryPage } from './read-ops';
import { pgliteHost, type PgliteHost } from './test-support/pglite-host';

/**
 * A narrowed list's page comes out of its gathered matches (gathered-page.ts): the same rows in
 * the same order as the list's plain ORDER BY, on every page, for either sort and with empty sort
 * values, and the usual way again above the count's bound.
 */
const gauge = {
  name: 'gauge',
  title: '量规',
  kind: 'list',
  scope: 'platform',
  table: 'gauge',
  endpoint: '/db/gauge',
  operations: ['query'],
  permissions: { query: 'p:gauge' },
  fields: {
    kind: { type: 'string', title: '类别', maxLength: 20 },
    rank: { type: 'integer', title: '等级' },
  },
  list: {
    columns: [
      { field: 'kind', sortable: true },
      { field: 'rank', sortable: true },
    ],
    defaultSort: { field: 'kind', order: 'asc' },
  },
  dialogs: {},
};

describe('a narrowed list read through its gathered matches', () => {
  let fixture: PgliteHost;
  let entity: EntitySchema;

  beforeAll(async () => {
    [entity] = resolveEntities({ gauge }) as [EntitySchema];
    fixture = await pgliteHost([entity], []);
    // 12 kinds of 100 rows in blocks (K05 in the middle of the order), every seventh rank empty,
    // ranks repeating so the id decides ties; then 10,001 rows of kind BIG.
    await sql`insert into platform.gauge (id, kind, rank, create_date_time, lstupd_date_time)
      select lpad(to_hex(g), 24, '0'), 'K' || lpad(((g - 1) / 100)::text, 2, '0'), case when g % 7 = 0 then null else g % 13 end, localtimestamp(0), localtimestamp(0)
      from generate_series(1, 1200) g`.execute(fixture.db);
    await sql`insert into platform.gauge (id, kind, rank, create_date_time, lstupd_date_time)
      select lpad(to_hex(g), 24, '0'), 'BIG', g % 5, localtimestamp(0), localtimestamp(0) from generate_series(5000, 15000) g`.execute(
      fixture.db,
    );
    // An in-memory PGlite starts in ~2 s on idle cores, much longer beside the other unit files.
  }, 60_000);
  afterAll(() => fixture?.close());

  const expected = async (kind: string, order: string, limit: number, offset: number) =>
    (
      await sql<{
        id: string;
      }>`select id from platform.gauge where kind ilike ${`%${kind}%`} order by ${sql.raw(order)}, id desc limit ${limit} offset ${offset}`.execute(
        fixture.db,
      )
    ).rows.map((row) => row.id);

  const page = (body: Record<string, unknown>) => queryPage(fixture.db, entity, 'platform', body, undefined, {});

  it('gives each page of a filter in the middle of the order, exactly counted', async () => {
    for (const index of [1, 2, 7, 10]) {
      const answer = await page({ kind: 'K05', pagedQueryInfo: { index, pageSize: 10 } });
      expect(answer.list.map((row) => row.id)).toEqual(await expected('K05', 'kind asc', 10, (index - 1) * 10));
      expect(answer.total).toBe(100);
      expect(answer.totalEstimated).toBeUndefined();
    }
  });

  it('keeps the order of a chosen sort, empty values where ORDER BY puts them', async () => {
    for (const order of ['asc', 'desc'] as const) {
      for (const index of [1, 4, 10]) {
        const answer = await page({ kind: 'K05', pagedQueryInfo: { index, pageSize: 10, sortField: 'rank', sortOrder: order } });
        expect(answer.list.map((row) => row.id)).toEqual(await expected('K05', `rank ${order}`, 10, (index - 1) * 10));
      }
    }
  });

  it('answers a page past the end with no rows and the count, and no match with 0', async () => {
    expect(await page({ kind: 'K05', pagedQueryInfo: { index: 11, pageSize: 10 } })).toEqual({ list: [], total: 100 });
    expect(await page({ kind: 'NONE', pagedQueryInfo: { index: 1, pageSize: 10 } })).toEqual({ list: [], total: 0 });
  });

  it('reads the page the usual way when more rows match than the exact count covers', async () => {
    const answer = await page({ kind: 'BIG', pagedQueryInfo: { index: 3, pageSize: 10, sortField: 'rank', sortOrder: 'desc' } });
    expect(answer.list.map((row) => row.id)).toEqual(await expected('BIG', 'rank desc', 10, 20));
    expect(answer.totalEstimated).toBe(true);
    expect(answer.total).toBeGreaterThan(10_000);
  });
});
