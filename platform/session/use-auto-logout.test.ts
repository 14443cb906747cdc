// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const keepAlive = vi.fn(() => Promise.resolve(null));
const warning = vi.fn();
vi.mock('../api/session-api', () => ({ sessionApi: { keepAlive: () => keepAlive(), logOut: () => Promise.resolve(null) } }));
vi.mock('@arco-design/web-react', () => ({ Modal: { warning: (config: unknown) => warning(config) } }));

const { useAutoLogout } = await import('./use-auto-logout');

/** Seconds of the fake clock, a second at a time (the hook checks once a second). */
async function pass(seconds: number, each?: () => void): Promise<void> {
  for (let second = 0; second < seconds; second += 1) {
    each?.();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
  }
}

describe('useAutoLogout', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    localStorage.clear();
    keepAlive.mockClear();
    warning.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a typist signed in: input events count as use and renew the server session', async () => {
    const { unmount } = renderHook(() => useAutoLogout(25));
    await pass(40, () => document.dispatchEvent(new Event('input')));
    expect(warning).not.toHaveBeenCalled();
    // Every third of the 25 s limit while there is use: at 9, 18, 27 and 36 s.
    expect(keepAlive).toHaveBeenCalledTimes(4);
    unmount();
  });

  it.each(['keydown', 'wheel', 'click', 'pointerdown'])('counts %s as use', async (type) => {
    const { unmount } = renderHook(() => useAutoLogout(5));
    await pass(12, () => document.dispatchEvent(new Event(type)));
    expect(warning).not.toHaveBeenCalled();
    unmount();
  });

  it('counts a pointer that moves, not one resting while the page changes under it', async () => {
    const { unmount } = renderHook(() => useAutoLogout(5));
    let x = 0;
    await pass(12, () => {
      x += 5;
      document.dispatchEvent(new MouseEvent('pointermove', { screenX: x, screenY: 100 }));
    });
    expect(warning).not.toHaveBeenCalled();
    await pass(7, () => document.dispatchEvent(new MouseEvent('pointermove', { screenX: x, screenY: 100 })));
    expect(warning).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('does not count the page scrolling itself', async () => {
    const { unmount } = renderHook(() => useAutoLogout(5));
    await pass(7, () => document.dispatchEvent(new Event('scroll')));
    expect(warning).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('logs an untouched page out after the delay and sends no keep-alive', async () => {
    const { unmount } = renderHook(() => useAutoLogout(25));
    await pass(25);
    expect(warning).not.toHaveBeenCalled();
    await pass(2);
    expect(warning).toHaveBeenCalledTimes(1);
    expect(warning.mock.calls[0]![0]).toMatchObject({ content: '由于长时间未使用，您已被登出', okText: '重新登录' });
    expect(keepAlive).not.toHaveBeenCalled();
    // Once said, it stays said: no second modal, no keep-alive after use that comes too late.
    await pass(5, () => document.dispatchEvent(new Event('keydown')));
    expect(warning).toHaveBeenCalledTimes(1);
    expect(keepAlive).not.toHaveBeenCalled();
    unmount();
  });

  it('counts use in another browser tab of the console (the shared last-use time)', async () => {
    const { unmount } = renderHook(() => useAutoLogout(5));
    await pass(12, () => localStorage.setItem('hec:lastUseTime', JSON.stringify({ v: 1, value: Date.now() })));
    expect(warning).not.toHaveBeenCalled();
    // The other tab's use is that tab's to report to the server.
    expect(keepAlive).not.toHaveBeenCalled();
    unmount();
  });
});
