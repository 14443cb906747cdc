/**
 * What counts as use of the console, and when to tell the server, as pure functions of the clock.
 * Seed 000 section 4 records a click; typing a long text without one must not log the user out
 * (issue 25), so keys, typing, the pointer and scrolling count too. Scrolling is the user's wheel
 * (and keys, and the pointer on a scroll bar or a touch screen): a `scroll` event also comes from
 * the page scrolling itself (a tab brought into view), which is no use of it.
 */
export const ACTIVITY_EVENTS = ['click', 'keydown', 'input', 'pointerdown', 'pointermove', 'wheel'] as const;

export interface PointerSpot {
  screenX: number;
  screenY: number;
}

/**
 * A pointer move is use only when the pointer went somewhere: browsers also send moves for a
 * pointer resting while the page changes under it. Answers the spot to remember, or null when the
 * event is no move of the pointer.
 */
export function pointerMovedTo(last: PointerSpot | null, event: Partial<PointerSpot>): PointerSpot | null {
  const spot = { screenX: event.screenX ?? 0, screenY: event.screenY ?? 0 };
  if (last && last.screenX === spot.screenX && last.screenY === spot.screenY) return null;
  return spot;
}

/** The shared last-use time is written at most this often: pointer moves and scrolls come in bursts. */
export const RECORD_EVERY_MS = 1000;

/** The server hears of activity at most once a minute, and three times within one idle limit. */
export const KEEP_ALIVE_MAX_EVERY_MS = 60_000;

export interface ActivityClock {
  /** The last use seen in this browser tab. */
  lastActivity: number;
  /** When the last use was written to storage (shared with the console's other tabs). */
  lastRecorded: number;
  /** When the server last heard from this tab: the session's start, then each keep-alive sent. */
  lastKeepAlive: number;
}

export function startActivityClock(now: number): ActivityClock {
  return { lastActivity: now, lastRecorded: now, lastKeepAlive: now };
}

/** Whether the user has been idle longer than the delay (seconds), given the last-use time. */
export function idleTooLong(lastUse: number, now: number, delaySeconds: number): boolean {
  return now - lastUse > delaySeconds * 1000;
}

/** A use at `now`: answers whether to write the last-use time to storage (at most every RECORD_EVERY_MS). */
export function noteActivity(clock: ActivityClock, now: number): boolean {
  clock.lastActivity = now;
  if (now - clock.lastRecorded < RECORD_EVERY_MS) return false;
  clock.lastRecorded = now;
  return true;
}

/** The keep-alive period: a third of the idle limit, so a lost call or two still leaves time; at most a minute. */
export function keepAliveEvery(delaySeconds: number): number {
  return Math.min((delaySeconds * 1000) / 3, KEEP_ALIVE_MAX_EVERY_MS);
}

/**
 * Whether to send a keep-alive now: only after use the server has not heard of, and not sooner than
 * keepAliveEvery after the last one. An untouched page sends none, so its session still times out.
 */
export function keepAliveDue(clock: ActivityClock, now: number, delaySeconds: number): boolean {
  return clock.lastActivity > clock.lastKeepAlive && now - clock.lastKeepAlive >= keepAliveEvery(delaySeconds);
}
