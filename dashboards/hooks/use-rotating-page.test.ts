// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { BOOT_RATE_ROTATE_MS } from '../logic/dashboard-constants';
import { useRotatingPage } from './use-rotating-page';

describe('useRotatingPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns the page every 6 s and wraps after the last', () => {
    const { result } = renderHook(() => useRotatingPage(3, BOOT_RATE_ROTATE_MS));
    expect(result.current[0]).toBe(0);
    act(() => vi.advanceTimersByTime(BOOT_RATE_ROTATE_MS - 1));
    expect(result.current[0]).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(1);
    act(() => vi.advanceTimersByTime(BOOT_RATE_ROTATE_MS));
    expect(result.current[0]).toBe(2);
    act(() => vi.advanceTimersByTime(BOOT_RATE_ROTATE_MS));
    expect(result.current[0]).toBe(0);
  });

  it('stays on the only page', () => {
    const { result } = renderHook(() => useRotatingPage(1, BOOT_RATE_ROTATE_MS));
    act(() => vi.advanceTimersByTime(BOOT_RATE_ROTATE_MS * 3));
    expect(result.current[0]).toBe(0);
  });

  it('goes back to the first page when the number of pages changes', () => {
    const { result, rerender } = renderHook(({ count }) => useRotatingPage(count, BOOT_RATE_ROTATE_MS), { initialProps: { count: 3 } });
    act(() => vi.advanceTimersByTime(BOOT_RATE_ROTATE_MS * 2));
    expect(result.current[0]).toBe(2);
    rerender({ count: 2 });
    expect(result.current[0]).toBe(0);
  });

  it('does not turn when rotation is off, but a page can be chosen', () => {
    const { result } = renderHook(() => useRotatingPage(3, BOOT_RATE_ROTATE_MS, false));
    act(() => vi.advanceTimersByTime(BOOT_RATE_ROTATE_MS * 2));
    expect(result.current[0]).toBe(0);
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
  });
});
