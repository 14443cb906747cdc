import { MORNING_END_HOUR, MORNING_START_HOUR } from './dashboard-constants';

/** Seed 000 section 2.4: the morning flag is true between 08:00 and 19:00 local time. */
export function isMorning(now: Date): boolean {
  const hour = now.getHours();
  return hour >= MORNING_START_HOUR && hour < MORNING_END_HOUR;
}
