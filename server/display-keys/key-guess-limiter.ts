/**
 * Failed display-key checks per address, in a sliding window of one minute: past the budget an
 * address is answered 429 without a look-up, like the login limit (server/auth/login-rate-limit.ts).
 * A key is 256 random bits, so guessing is hopeless anyway; the budget stops a script from turning
 * the key check into free database load. In memory, per process, as the login limiter is.
 */
export const KEY_GUESS_WINDOW_MS = 60_000;
export const KEY_GUESSES_PER_WINDOW = 30;
/** Beyond this many addresses the oldest are forgotten, so a flood of addresses cannot grow the map. */
const MAX_ADDRESSES = 10_000;

export class KeyGuessLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly budget = KEY_GUESSES_PER_WINDOW,
    private readonly windowMs = KEY_GUESS_WINDOW_MS,
  ) {}

  /** Seconds the address must wait, or 0 when it may try. */
  waitSeconds(address: string, now = Date.now()): number {
    const recent = this.recent(address, now);
    if (recent.length < this.budget) return 0;
    return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
  }

  recordFailure(address: string, now = Date.now()): void {
    const recent = this.recent(address, now);
    recent.push(now);
    this.failures.delete(address);
    this.failures.set(address, recent);
    if (this.failures.size > MAX_ADDRESSES) this.failures.delete(this.failures.keys().next().value!);
  }

  private recent(address: string, now: number): number[] {
    return (this.failures.get(address) ?? []).filter((time) => now - time < this.windowMs);
  }
}
