import dayjs, { type Dayjs } from 'dayjs';
import { BOOT_RATE_MAX_MONTHS, MONTH_PICKER_LAG_DAYS } from './dashboard-constants';

/** Months travel on the wire and in the pickers as `YYYY-MM`. */
export const MONTH_FORMAT = 'YYYY-MM';

/** A month range as the pickers hold it: first and last month, both included. */
export type PickedMonthRange = [string, string];

/** The latest day a month picker accepts: about ten days before today, when the month's data is settled. */
export function latestSelectableDay(today: Dayjs): Dayjs {
  return today.startOf('day').subtract(MONTH_PICKER_LAG_DAYS, 'day');
}

/** Month pickers refuse a month that begins after the latest selectable day. */
export function isMonthDisabled(month: Dayjs, today: Dayjs): boolean {
  return month.startOf('month').isAfter(latestSelectableDay(today));
}

/** The latest month a picker offers. */
export function latestSelectableMonth(today: Dayjs): string {
  return latestSelectableDay(today).format(MONTH_FORMAT);
}

/** Role 03 default: the latest six selectable months, oldest first. */
export function defaultBootRateRange(today: Dayjs): PickedMonthRange {
  const last = latestSelectableDay(today).startOf('month');
  return [last.subtract(BOOT_RATE_MAX_MONTHS - 1, 'month').format(MONTH_FORMAT), last.format(MONTH_FORMAT)];
}

/** Number of calendar months a range covers, both ends included (Jan..Jun is 6). */
export function monthsSpanned([first, last]: PickedMonthRange): number {
  return dayjs(last).startOf('month').diff(dayjs(first).startOf('month'), 'month') + 1;
}

/** A range the boot-rate chart accepts: not reversed, and at most six months (role 03) or `maxMonths`. */
export function isBootRateRangeAllowed(range: PickedMonthRange, maxMonths: number = BOOT_RATE_MAX_MONTHS): boolean {
  const months = monthsSpanned(range);
  return months >= 1 && months <= maxMonths;
}

/** The current month, for the warranty summaries (`time`). */
export function currentMonth(today: Dayjs): string {
  return today.format(MONTH_FORMAT);
}
