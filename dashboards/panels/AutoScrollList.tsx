import { useEffect, useRef, type ReactNode } from 'react';
import { SCROLL_LIST_SPEED } from '../logic/dashboard-constants';
import { nextScrollTop } from '../logic/tile-layout';

export interface AutoScrollListProps {
  height: number;
  children: ReactNode;
  /** Pixels per second (seed 000 section 9: 60). */
  speed?: number;
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A list that scrolls itself when it overflows, and starts again at the top after the end. It holds
 * still while the pointer or focus is inside (so a user can read it) and for users who ask for
 * reduced motion; it stays a normal scrollable box either way.
 */
export function AutoScrollList({ height, children, speed = SCROLL_LIST_SPEED, className }: AutoScrollListProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const pausedRef = useRef(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || prefersReducedMotion()) return undefined;
    let frame = 0;
    let last = performance.now();
    let position = box.scrollTop;
    const step = (now: number) => {
      const elapsed = now - last;
      last = now;
      if (!pausedRef.current) {
        // Keep a fractional position of our own: scrollTop rounds to whole pixels.
        if (Math.abs(box.scrollTop - position) >= 1) position = box.scrollTop;
        position = nextScrollTop(position, elapsed, speed, box.scrollHeight - box.clientHeight);
        box.scrollTop = position;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [speed]);

  const pause = () => {
    pausedRef.current = true;
  };
  const resume = () => {
    pausedRef.current = false;
  };
  return (
    <div
      ref={boxRef}
      className={className}
      style={{ height, overflowY: 'auto' }}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      {children}
    </div>
  );
}
