import { describe, expect, it } from 'vitest';
import { OneTimeTokens, PASSWORD_TOKEN_SECONDS } from './one-time-tokens';

describe('one-time password tokens', () => {
  it('answer once, for the session they were issued to, until they expire', () => {
    let now = 1_000;
    const tokens = new OneTimeTokens(() => now);
    const first = tokens.issue('session-a');
    expect(tokens.consume(first, 'session-b')).toBe(false);
    expect(tokens.consume(first, 'session-a')).toBe(false);
    const second = tokens.issue('session-a');
    expect(tokens.consume(second, 'session-a')).toBe(true);
    expect(tokens.consume(second, 'session-a')).toBe(false);
    const late = tokens.issue('session-a');
    now += PASSWORD_TOKEN_SECONDS * 1000 + 1;
    expect(tokens.consume(late, 'session-a')).toBe(false);
  });
});
