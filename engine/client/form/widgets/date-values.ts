import dayjs, { type Dayjs } from 'dayjs';

/** The seeds' wire formats: dates as yyyy-MM-dd, times as yyyy-MM-dd HH:mm:ss (dayjs spelling). */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A picked moment as the wire string, or undefined when the picker was cleared. */
export function formatPicked(date: Dayjs | undefined | null, format: string): string | undefined {
  return date?.isValid() ? date.format(format) : undefined;
}

/** A stored value as the picker's value; anything that is not a valid string in `format` shows empty. */
export function parseStored(value: unknown, format: string): Dayjs | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const parsed = dayjs(value, format);
  return parsed.isValid() ? parsed : undefined;
}

/** A picked range as [from, to] wire strings, or undefined unless both ends are set. */
export function formatPickedRange(dates: (Dayjs | undefined | null)[] | undefined | null, format: string): [string, string] | undefined {
  const from = formatPicked(dates?.[0], format);
  const to = formatPicked(dates?.[1], format);
  return from && to ? [from, to] : undefined;
}

/** A stored [from, to] as the range picker's value. */
export function parseStoredRange(value: unknown, format: string): [Dayjs, Dayjs] | undefined {
  if (!Array.isArray(value)) return undefined;
  const from = parseStored(value[0], format);
  const to = parseStored(value[1], format);
  return from && to ? [from, to] : undefined;
}
