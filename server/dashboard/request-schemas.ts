import { MONTH_PATTERN } from './periods.js';

/**
 * JSON schemas of the dashboard request bodies. Unknown extra fields are ignored on purpose: a
 * client written against the original may send more than these calls read.
 */
export const hospCodeField = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' } as const;
/** yyyy-MM or yyyy-MM-dd; `format` also refuses a day that does not exist (2026-02-31, server/http/request-formats.ts). */
export const monthField = { type: 'string', pattern: MONTH_PATTERN, format: 'month' } as const;
export const reqDateField = { type: 'array', minItems: 2, maxItems: 2, items: monthField } as const;
/** Page 1 up to the engine's last page (engine/server/read-ops.ts); 1e300 reached SQL as an OFFSET and failed (HTTP 500). */
export const MAX_PAGE_INDEX = 100_000;
export const pagedQueryInfoField = {
  type: 'object',
  required: ['index', 'pageSize'],
  properties: { index: { type: 'integer', minimum: 1, maximum: MAX_PAGE_INDEX }, pageSize: { type: 'integer', minimum: 1, maximum: 100 } },
} as const;

type Properties = Record<string, object>;

/** A body with hospCode plus the given properties; `required` lists the extra required ones. */
export function hospitalBody(properties: Properties = {}, required: string[] = []) {
  return {
    type: 'object',
    required: ['hospCode', ...required],
    properties: { hospCode: hospCodeField, ...properties },
  } as const;
}

export const mineField = { type: 'boolean' } as const;
export const limitField = { type: 'integer', minimum: 1, maximum: 200 } as const;
export const acctCheckField = { type: 'string', enum: ['01', '02'] } as const;

export interface HospitalBody {
  hospCode: string;
}
export interface MineBody extends HospitalBody {
  mine?: boolean;
}
export interface LimitBody extends HospitalBody {
  limit?: number;
  mine?: boolean;
}
export interface RangeBody extends HospitalBody {
  reqDate: string[];
}
export interface OptionalRangeBody extends HospitalBody {
  reqDate?: string[];
}
export interface MonthBody extends HospitalBody {
  time: string;
  acctCheck?: '01' | '02';
}
export interface PagedQueryInfo {
  index: number;
  pageSize: number;
}
