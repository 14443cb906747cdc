import { useEffect, useState } from 'react';
import { isMorning } from '../logic/morning';

const RECHECK_MS = 60_000;

/** The morning flag (08:00 to 19:00 local time), rechecked every minute so a page left open follows the clock. */
export function useMorning(): boolean {
  const [morning, setMorning] = useState(() => isMorning(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setMorning(isMorning(new Date())), RECHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return morning;
}
