import { useCallback, useEffect, useState } from 'react';

/** Seconds left before something may be done again (the resend button); ticks once a second. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void; reset: () => void } {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((left) => Math.max(0, left - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(Math.max(0, Math.floor(seconds))), []);
  const reset = useCallback(() => setRemaining(0), []);
  return { remaining, start, reset };
}
