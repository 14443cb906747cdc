import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../tests/support/scratch-database';
import { migratePlatform } from '../db/migrate';
import { OneTimeTokens, PASSWORD_TOKEN_SECONDS } from './one-time-tokens';

const scratch = scratchDatabase('one-time-tokens-', async (db) => {
  await migratePlatform(db);
});

describe('one-time password tokens', () => {
  it('answer once, for the owner they were issued to, until they expire, whichever process reads them', async () => {
    let now = 1_000;
    const tokens = new OneTimeTokens(scratch.db, () => now);
    // Another server process: the same table, another object.
    const elsewhere = new OneTimeTokens(scratch.db, () => now);
    const first = await tokens.issue('session-a');
    expect(await elsewhere.consume(first, 'session-b')).toBe(false);
    expect(await tokens.consume(first, 'session-a')).toBe(false);
    const second = await tokens.issue('session-a');
    expect(await elsewhere.consume(second, 'session-a')).toBe(true);
    expect(await tokens.consume(second, 'session-a')).toBe(false);
    const late = await tokens.issue('session-a');
    now += PASSWORD_TOKEN_SECONDS * 1000 + 1;
    expect(await elsewhere.consume(late, 'session-a')).toBe(false);
  });

  it('stores only hashes, and drops expired tokens when a new one is issued', async () => {
    let now = 10_000_000;
    const tokens = new OneTimeTokens(scratch.db, () => now);
    const token = await tokens.issue('acct-1');
    const rows = await scratch.db
      .selectFrom('platform.one_time_token')
      .select(['token_hash', 'owner'])
      .where('owner', '=', 'acct-1')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    now += PASSWORD_TOKEN_SECONDS * 1000 + 1;
    await tokens.issue('acct-2');
    expect(await scratch.db.selectFrom('platform.one_time_token').select('owner').where('owner', '=', 'acct-1').execute()).toEqual([]);
  });
});
