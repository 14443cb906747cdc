import { useCallback, useEffect, useMemo, useRef } from 'react';

/** How long typing must pause before the draft is written (one write per pause, not per key). */
export const DRAFT_SAVE_DELAY_MS = 400;

export interface DraftAutosave {
  /** Writes the draft once the typing pauses. */
  schedule(): void;
  /** Writes a pending draft now (the dialog closes, the page unloads). */
  flush(): void;
  /** Drops a pending write (the draft was just discarded). */
  cancel(): void;
  /** No more writes: the dialog saved, its draft is gone for good. */
  stop(): void;
}

/**
 * Debounced draft writes for one open dialog. `persist` reads the dialog's latest state itself
 * (refs), so a write always stores what is on screen. A pending write is flushed when the dialog
 * unmounts and when the page is hidden or unloaded, so a reload right after typing keeps it.
 */
export function useDraftAutosave(persist: () => void): DraftAutosave {
  const latest = useRef(persist);
  useEffect(() => {
    latest.current = persist;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const flush = useCallback(() => {
    if (timer.current === undefined) return;
    cancel();
    if (!stopped.current) latest.current();
  }, [cancel]);
  const schedule = useCallback(() => {
    if (stopped.current) return;
    cancel();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      if (!stopped.current) latest.current();
    }, DRAFT_SAVE_DELAY_MS);
  }, [cancel]);
  const stop = useCallback(() => {
    stopped.current = true;
    cancel();
  }, [cancel]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      flush();
    };
  }, [flush]);

  return useMemo(() => ({ schedule, flush, cancel, stop }), [schedule, flush, cancel, stop]);
}
