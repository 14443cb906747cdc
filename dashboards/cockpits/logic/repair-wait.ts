import dayjs from 'dayjs';

/**
 * How long open repair orders have waited, for the live monitor. The limits are the console's
 * reminders (docs/dashboard-api.md, item-remind-count): an order still waiting to be claimed or
 * repaired (01, 02) is overdue after 72 hours, one being repaired (03..06) after 7 days.
 */
export const LONG_WAIT_HOURS = 72;
export const LONG_REPAIR_HOURS = 168;
const LONG_WAIT_STATES = ['01', '02'];
const LONG_REPAIR_STATES = ['03', '04', '05', '06'];

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** Whole minutes from the report (server local 'YYYY-MM-DD HH:mm:ss') to `now`; never negative. */
export function waitedMinutes(applyTime: string, now: number): number {
  const reported = dayjs(applyTime);
  if (!reported.isValid()) return 0;
  return Math.max(0, Math.floor((now - reported.valueOf()) / 60_000));
}

export interface WaitedParts {
  days: number;
  hours: number;
  minutes: number;
}

export function waitedParts(minutes: number): WaitedParts {
  return {
    days: Math.floor(minutes / MINUTES_PER_DAY),
    hours: Math.floor((minutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR),
    minutes: minutes % MINUTES_PER_HOUR,
  };
}

export type OverdueKind = 'longWait' | 'longRepair';

/** Which reminder an open order has passed, if any (the same rule as the server's longWait / longMtc). */
export function overdueKind(actionState: string, minutes: number): OverdueKind | null {
  if (LONG_WAIT_STATES.includes(actionState) && minutes > LONG_WAIT_HOURS * MINUTES_PER_HOUR) return 'longWait';
  if (LONG_REPAIR_STATES.includes(actionState) && minutes > LONG_REPAIR_HOURS * MINUTES_PER_HOUR) return 'longRepair';
  return null;
}

/** Wait buckets of the monitor's chart: under a day, 1–3 days, 3–7 days, over 7 days. */
export const WAIT_BUCKETS = ['underDay', 'oneToThree', 'threeToSeven', 'overSeven'] as const;
export type WaitBucket = (typeof WAIT_BUCKETS)[number];

export function waitBucket(minutes: number): WaitBucket {
  const days = minutes / MINUTES_PER_DAY;
  if (days < 1) return 'underDay';
  if (days < 3) return 'oneToThree';
  if (days < 7) return 'threeToSeven';
  return 'overSeven';
}

export function bucketCounts(minutesList: readonly number[]): { bucket: WaitBucket; value: number }[] {
  const counts = new Map<WaitBucket, number>(WAIT_BUCKETS.map((bucket) => [bucket, 0]));
  for (const minutes of minutesList) {
    const bucket = waitBucket(minutes);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return WAIT_BUCKETS.map((bucket) => ({ bucket, value: counts.get(bucket) ?? 0 }));
}

/** Today as the engine's date-time range filter takes it: from midnight to the day's last second. */
export function todayRange(now: number): [string, string] {
  const day = dayjs(now).format('YYYY-MM-DD');
  return [`${day} 00:00:00`, `${day} 23:59:59`];
}
