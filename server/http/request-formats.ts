import type { Ajv } from 'ajv';
import { isRealDate } from '../../engine/server/value-limits.js';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * String formats of the route schemas, checked by ajv before a handler runs: a date that matches
 * the pattern but does not exist (2026-02-31, 0000-01-01) reached PostgreSQL, which failed the
 * call (HTTP 500), or was silently ignored. `date` replaces ajv-formats' own, which takes year 0000.
 */
export const REQUEST_FORMATS: Record<string, (text: string) => boolean> = {
  /** yyyy-MM-dd, a day that exists, year 0001 to 9999. */
  date: (text) => isRealDate(text, 'date'),
  /** yyyy-MM, or a real yyyy-MM-dd day in the month (the dashboards take either). */
  month: (text) => {
    const month = MONTH.exec(text);
    return month ? Number(month[1]) >= 1 : isRealDate(text, 'date');
  },
};

export function addRequestFormats(ajv: Ajv): void {
  for (const [name, validate] of Object.entries(REQUEST_FORMATS)) ajv.addFormat(name, { type: 'string', validate });
}
