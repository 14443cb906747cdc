import { useEffect, useState } from 'react';
import dayjs from 'dayjs';

/** The wall clock of a cockpit's header, ticking once a second. */
export function useClock(format = 'YYYY-MM-DD HH:mm:ss'): string {
  const [now, setNow] = useState(() => dayjs().format(format));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(dayjs().format(format)), 1000);
    return () => window.clearInterval(timer);
  }, [format]);
  return now;
}
