import { randomBytes } from 'node:crypto';

/** Seconds a password-change token stays usable. */
export const PASSWORD_TOKEN_SECONDS = 300;
const MAX_LIVE_TOKENS = 10_000;

interface Issued {
  sessionHash: string;
  expiresMs: number;
}

/**
 * One-time tokens for password changes, bound to the session that asked for them. Kept in memory
 * like the key pair they go with (rsa-keys.ts); each answers one change attempt only.
 */
export class OneTimeTokens {
  private readonly issued = new Map<string, Issued>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(sessionHash: string): string {
    this.purge();
    const token = randomBytes(24).toString('base64url');
    this.issued.set(token, { sessionHash, expiresMs: this.now() + PASSWORD_TOKEN_SECONDS * 1000 });
    return token;
  }

  /** True once for a live token of this session; the token is gone afterwards either way. */
  consume(token: string, sessionHash: string): boolean {
    const entry = this.issued.get(token);
    this.issued.delete(token);
    return entry !== undefined && entry.sessionHash === sessionHash && entry.expiresMs >= this.now();
  }

  private purge(): void {
    const now = this.now();
    for (const [token, entry] of this.issued) if (entry.expiresMs < now) this.issued.delete(token);
    // Map keeps insertion order: past the cap, the oldest go first.
    for (const token of this.issued.keys()) {
      if (this.issued.size < MAX_LIVE_TOKENS) break;
      this.issued.delete(token);
    }
  }
}
