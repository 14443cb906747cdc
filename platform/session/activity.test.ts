import { describe, expect, it } from 'vitest';
import { idleTooLong, keepAliveDue, keepAliveEvery, noteActivity, pointerMovedTo, startActivityClock } from './activity';

describe('inactivity', () => {
  it('counts as too long only past the delay in seconds', () => {
    expect(idleTooLong(0, 180_000, 180)).toBe(false);
    expect(idleTooLong(0, 180_001, 180)).toBe(true);
  });
});

describe('recording use', () => {
  it('writes the shared last-use time at most once a second, whatever the bursts of events', () => {
    const clock = startActivityClock(0);
    expect(noteActivity(clock, 200)).toBe(false);
    expect(noteActivity(clock, 999)).toBe(false);
    expect(noteActivity(clock, 1000)).toBe(true);
    expect(noteActivity(clock, 1500)).toBe(false);
    expect(clock.lastActivity).toBe(1500);
    expect(noteActivity(clock, 2001)).toBe(true);
  });
});

describe('pointer moves', () => {
  it('count only when the pointer went somewhere, not for a resting pointer', () => {
    const first = pointerMovedTo(null, { screenX: 10, screenY: 20 });
    expect(first).toEqual({ screenX: 10, screenY: 20 });
    expect(pointerMovedTo(first, { screenX: 10, screenY: 20 })).toBeNull();
    expect(pointerMovedTo(first, { screenX: 11, screenY: 20 })).toEqual({ screenX: 11, screenY: 20 });
  });
});

describe('keep-alive', () => {
  it('comes every third of the idle limit, at most once a minute', () => {
    expect(keepAliveEvery(25)).toBeCloseTo(8333.33, 1);
    expect(keepAliveEvery(180)).toBe(60_000);
    expect(keepAliveEvery(3600)).toBe(60_000);
  });

  it('is sent only after use the server has not heard of, and not sooner than its period', () => {
    const clock = startActivityClock(0);
    // An untouched page: never, so its session still times out on the server.
    expect(keepAliveDue(clock, 10_000, 25)).toBe(false);
    expect(keepAliveDue(clock, 100_000, 25)).toBe(false);
    noteActivity(clock, 2000);
    expect(keepAliveDue(clock, 8000, 25)).toBe(false);
    expect(keepAliveDue(clock, 8334, 25)).toBe(true);
    clock.lastKeepAlive = 8334;
    // Use before the last keep-alive is already known to the server.
    expect(keepAliveDue(clock, 20_000, 25)).toBe(false);
    noteActivity(clock, 9000);
    expect(keepAliveDue(clock, 16_000, 25)).toBe(false);
    expect(keepAliveDue(clock, 16_668, 25)).toBe(true);
  });

  it('keeps a session of someone typing without a pause alive, within the idle limit of their last key', () => {
    // Typing from 0 to 40 s with a 25 s limit: every keep-alive lands within one period of the last.
    const clock = startActivityClock(0);
    const sent: number[] = [];
    for (let now = 0; now <= 40_000; now += 250) {
      noteActivity(clock, now);
      if (now % 1000 === 0 && keepAliveDue(clock, now, 25)) {
        clock.lastKeepAlive = now;
        sent.push(now);
      }
    }
    expect(sent).toEqual([9000, 18_000, 27_000, 36_000]);
  });
});
