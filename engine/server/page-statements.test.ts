import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { EntitySchema } from '../schema/entity-types';
import type { PageWindow } from './deep-page';
import { pageStatement } from './page-statements';
import { sqlOnlyDb } from './test-support/sql-only-db';

/** A compiled-once page statement is the statement compiling it for the call would give. */
const db = sqlOnlyDb();
const entity = { name: 'probe' } as EntitySchema;
const page = (window: PageWindow) =>
  db
    .selectFrom('platform.probe as t')
    .select([
      't.id',
      sql<string>`(select d.description from platform.dic d where d.type = ${'PROBE_KIND'} and d.val = t.kind limit 1)`.as('kindDesc'),
    ])
    .where(
      't.id',
      'in',
      db
        .selectFrom('platform.probe as t')
        .select('t.id')
        .orderBy('t.id', window.reversed ? 'asc' : 'desc')
        .limit(window.limit)
        .offset(window.offset),
    );

describe('pageStatement', () => {
  it('binds each call’s LIMIT and OFFSET into the statement compiled once', () => {
    for (const window of [
      { reversed: false, limit: 10, offset: 0 },
      { reversed: false, limit: 20, offset: 9_980 },
      { reversed: true, limit: 5, offset: 40 },
    ]) {
      const expected = page(window).compile();
      const got = pageStatement(db, entity, 'shape-a', page, window);
      expect(got.sql).toBe(expected.sql);
      expect(got.parameters).toEqual(expected.parameters);
    }
  });

  it('compiles per call a statement where LIMIT or OFFSET cannot be found once', () => {
    // The limit written into the text: no parameter carries it, so nothing can be bound.
    const inlined = (window: PageWindow) =>
      db
        .selectFrom('platform.probe as t')
        .select('t.id')
        .modifyEnd(sql.raw(`limit ${window.limit} offset ${window.offset}`));
    expect(pageStatement(db, entity, 'shape-b', inlined, { reversed: false, limit: 10, offset: 30 }).sql).toMatch(/limit 10 offset 30$/);
    expect(pageStatement(db, entity, 'shape-b', inlined, { reversed: false, limit: 15, offset: 0 }).sql).toMatch(/limit 15 offset 0$/);
  });
});
