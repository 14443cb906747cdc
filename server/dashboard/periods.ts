import dayjs, { type Dayjs } from 'dayjs';
import { badRequest } from '../http/envelope.js';

/** Calendar boundaries the dashboards count in, as the wire/SQL strings (server local time). */
export interface Periods {
  now: string;
  today: string;
  weekStart: string;
  monthStart: string;
  nextMonthStart: string;
}

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const DATE = 'YYYY-MM-DD';

/** Week starts on Monday, as in China. */
export function periodsAt(now: Dayjs = dayjs()): Periods {
  const today = now.startOf('day');
  const weekStart = today.subtract((today.day() + 6) % 7, 'day');
  const monthStart = today.startOf('month');
  return {
    now: now.format(DATE_TIME),
    today: today.format(DATE),
    weekStart: weekStart.format(DATE_TIME),
    monthStart: monthStart.format(DATE_TIME),
    nextMonthStart: monthStart.add(1, 'month').format(DATE_TIME),
  };
}

export const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\\d|3[01]))?$';

/** 'yyyy-MM' or 'yyyy-MM-dd' to the first day of its month; a day that does not exist is refused. */
export function monthOf(value: string, field: string): Dayjs {
  // Parsed without a format, then printed back: a rolled-over day (2026-02-31) no longer matches.
  const parsed = dayjs(value.length === 7 ? `${value}-01` : value);
  if (!new RegExp(MONTH_PATTERN).test(value) || !parsed.isValid() || parsed.format(value.length === 7 ? 'YYYY-MM' : DATE) !== value) {
    throw badRequest(`参数 ${field} 格式不正确`);
  }
  return parsed.startOf('month');
}

/** One calendar month as a half-open date range [from, to). */
export interface MonthSpan {
  from: string;
  to: string;
}

export function monthSpan(time: string, field = 'time'): MonthSpan {
  const start = monthOf(time, field);
  return { from: start.format(DATE), to: start.add(1, 'month').format(DATE) };
}

/** The three calendar months after the month of `time`, half-open. */
export function followingThreeMonths(time: string, field = 'time'): MonthSpan {
  const start = monthOf(time, field).add(1, 'month');
  return { from: start.format(DATE), to: start.add(3, 'month').format(DATE) };
}

export interface MonthRange {
  /** First day of the first month. */
  from: string;
  /** First day of the month after the last one (exclusive end). */
  to: string;
  /** Every month of the range in order, 'yyyy-MM'. */
  months: string[];
}

/**
 * A two-item month range, both ends included. `maxMonths` refuses longer ranges with `tooLong`
 * (the boot-rate rule of seed 000 section 5).
 */
export function monthRange(reqDate: readonly string[], maxMonths: number, tooLong: string): MonthRange {
  const [fromText, toText] = reqDate;
  if (fromText === undefined || toText === undefined) throw badRequest('参数 reqDate 应为两个月份');
  const first = monthOf(fromText, 'reqDate');
  const last = monthOf(toText, 'reqDate');
  if (first.isAfter(last)) throw badRequest('开始月份不能晚于结束月份');
  const count = last.diff(first, 'month') + 1;
  if (count > maxMonths) throw badRequest(tooLong);
  const months = Array.from({ length: count }, (_, index) => first.add(index, 'month').format('YYYY-MM'));
  return { from: first.format(DATE), to: last.add(1, 'month').format(DATE), months };
}

/** The `count` months ending with the current one, as a reqDate pair. */
export function latestMonths(count: number, now: Dayjs = dayjs()): [string, string] {
  return [now.subtract(count - 1, 'month').format('YYYY-MM'), now.format('YYYY-MM')];
}
