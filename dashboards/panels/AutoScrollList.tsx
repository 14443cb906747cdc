import { useEffect, useRef, type ReactNode } from 'react';
import { SCROLL_LIST_SPEED } from '../logic/dashboard-constants';
import { nextScrollTop } from '../logic/tile-layout';
import styles from './ThinScrollbar.module.css';

export interface AutoScrollListProps {
  /** The tallest the list may be; without one it is as tall as its content and never scrolls. */
  maxHeight?: number;
  children: ReactNode;
  /** Pixels per second (seed 000 section 9: 60). */
  speed?: number;
  className?: string;
  /** Names the box, which takes the focus when it scrolls (the keyboard can scroll it then). */
  label?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A list that scrolls itself when it is longer than its maximum height, and starts again at the top
 * after the end. It holds still while the pointer or focus is inside (so a user can read it) and
 * for users who ask for reduced motion; it stays a normal scrollable box (with a thin scrollbar)
 * either way.
 */
export function AutoScrollList({ maxHeight, children, speed = SCROLL_LIST_SPEED, className, label }: AutoScrollListProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const pausedRef = useRef(false);
  const limited = maxHeight !== undefined;

  useEffect(() => {
    const box = boxRef.current;
    if (!box || !limited || prefersReducedMotion()) return undefined;
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
  }, [speed, limited]);

  const pause = () => {
    pausedRef.current = true;
  };
  const resume = () => {
    pausedRef.current = false;
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only pause the self-scrolling for a reader; the box triggers nothing.
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is set only on a scrolling box, which then has role group when labelled.
    <div
      ref={boxRef}
      className={[styles.thin, className].filter(Boolean).join(' ')}
      style={limited ? { maxHeight, overflowY: 'auto' } : undefined}
      // A box that scrolls is reachable by Tab (WCAG 2.1.1, axe scrollable-region-focusable).
      tabIndex={limited ? 0 : undefined}
      // A group, not a region: the panel around it is already the region of that name.
      role={limited && label ? 'group' : undefined}
      aria-label={limited ? label : undefined}
      data-max-height={maxHeight}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      {children}
    </div>
  );
}
