/**
 * Date arithmetic for the generator on plain numbers: a day is a count of days since 1970-01-01 and
 * a time is milliseconds, both read and printed as if the wall-clock strings were UTC, so no time
 * zone can shift them. Fast enough for millions of rows.
 */
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export function parseDay(date: string): number {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / DAY_MS;
}

export function parseTime(dateTime: string): number {
  const [date = '', time = '00:00:00'] = dateTime.split(' ');
  const [h, mi, s] = time.split(':').map(Number);
  return parseDay(date) * DAY_MS + ((h ?? 0) * 3600 + (mi ?? 0) * 60 + (s ?? 0)) * 1000;
}

export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function formatTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** First day of the month `offset` months from the month of `day`. */
export function monthStartDay(day: number, offset = 0): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1) / DAY_MS;
}
