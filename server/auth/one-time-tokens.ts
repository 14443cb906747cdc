import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';

/** Seconds a password-change token stays usable. */
export const PASSWORD_TOKEN_SECONDS = 300;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * One-time tokens for the password flows, bound to what asked for them (a session, an account).
 * Each answers one attempt only. Kept in platform.one_time_token, not in memory: the call that
 * uses a token may reach another server process than the one that gave it (several instances,
 * WORKERS; docs/scale-out.md). Only the token's SHA-256 is stored.
 */
export class OneTimeTokens {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(owner: string): Promise<string> {
    const now = this.now();
    await this.db.deleteFrom('platform.one_time_token').where('expires_ms', '<', now).execute();
    const token = randomBytes(24).toString('base64url');
    await this.db
      .insertInto('platform.one_time_token')
      .values({ token_hash: hashOf(token), owner, expires_ms: now + PASSWORD_TOKEN_SECONDS * 1000 })
      .execute();
    return token;
  }

  /** True once for a live token of this owner; the token is gone afterwards either way. */
  async consume(token: string, owner: string): Promise<boolean> {
    const row = await this.db
      .deleteFrom('platform.one_time_token')
      .where('token_hash', '=', hashOf(token))
      .returning(['owner', 'expires_ms'])
      .executeTakeFirst();
    return row !== undefined && row.owner === owner && Number(row.expires_ms) >= this.now();
  }
}
