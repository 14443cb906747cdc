import type { Dayjs } from 'dayjs';
import { MONTH_FORMAT, type PickedMonthRange } from '../../logic/month-range';

/** The cockpits' default statistics window: six calendar months, both ends included. */
export const COCKPIT_MONTHS = 6;

/**
 * The last six months up to and including the current one. A wall screen shows the running month
 * as it fills (unlike the home pickers, which wait ten days for a month to settle).
 */
export function lastMonths(today: Dayjs, months: number = COCKPIT_MONTHS): PickedMonthRange {
  const last = today.startOf('month');
  return [last.subtract(months - 1, 'month').format(MONTH_FORMAT), last.format(MONTH_FORMAT)];
}

/** Every month of a range in order, for chart axes that must show empty months too. */
export function monthsOf([first, last]: PickedMonthRange, parse: (month: string) => Dayjs): string[] {
  const end = parse(last).startOf('month');
  const months: string[] = [];
  for (let month = parse(first).startOf('month'); !month.isAfter(end); month = month.add(1, 'month'))
    months.push(month.format(MONTH_FORMAT));
  return months;
}
