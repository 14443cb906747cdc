import type { TFunction } from 'i18next';
import { waitedParts } from '../logic/repair-wait';

/** How long an order has waited, as the walls say it: 2天5小时 above a day, 3小时12分 below. */
export function waitedText(t: TFunction, minutes: number): string {
  const parts = waitedParts(minutes);
  return parts.days > 0
    ? t('cockpit.mtcMonitor.waitedDays', { days: parts.days, hours: parts.hours })
    : t('cockpit.mtcMonitor.waitedHours', { hours: parts.hours, minutes: parts.minutes });
}
